import { z } from 'zod';
import { errorKey } from './form-error.js';
import { requiredTextSchema } from './field.js';

/** Promo code format, our contract: 3 to 32 Latin letters, digits, '-' or '_'. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** A promo code the player must enter (the promo code form). */
export const promoCodeSchema = requiredTextSchema.regex(
  PROMO_CODE_PATTERN,
  errorKey('errors.promoCodeInvalid'),
);

/** A promo code the player may leave empty (sign-up); empty becomes undefined. */
export const optionalPromoCodeSchema = z
  .string({ error: errorKey('errors.promoCodeInvalid') })
  .trim()
  .refine((code) => code === '' || PROMO_CODE_PATTERN.test(code), {
    error: errorKey('errors.promoCodeInvalid'),
  })
  .optional()
  .transform((code) => (code === '' ? undefined : code));

/** The promo-code form of the bonus page: what bonuses.checkPromoCode takes. */
export const promoCodeFormSchema = z.object({ code: promoCodeSchema });
export type PromoCodeFormInput = z.input<typeof promoCodeFormSchema>;
