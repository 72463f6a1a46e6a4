import { z } from 'zod';
import { CURRENCY_CODES } from '../currency.js';
import { emailSchema } from './email.js';
import { errorKey } from './form-error.js';
import { choiceSchema, consentSchema } from './field.js';
import { passwordSchema } from './password.js';
import { optionalPromoCodeSchema } from './promo-code.js';

/** The three agreements sign-up asks for; each box must be ticked. */
export const signUpConsentsSchema = z.object(
  {
    /** Terms and conditions and the privacy policy, agreed together. */
    termsAndPrivacy: consentSchema,
    personalDataProcessing: consentSchema,
    over18: consentSchema,
  },
  { error: errorKey('errors.mustAgree') },
);

export const signUpSchema = z.object(
  {
    email: emailSchema,
    password: passwordSchema,
    currency: choiceSchema(CURRENCY_CODES),
    promoCode: optionalPromoCodeSchema,
    consents: signUpConsentsSchema,
  },
  { error: errorKey('errors.required') },
);
export type SignUpForm = z.infer<typeof signUpSchema>;
export type SignUpFormInput = z.input<typeof signUpSchema>;
