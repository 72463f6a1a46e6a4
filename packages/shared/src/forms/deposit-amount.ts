import { z } from 'zod';
import { errorKey } from './form-error.js';
import { requiredTextSchema } from './field.js';

/**
 * An amount as typed: digits, then optionally '.' or ',' and at most two decimals; no grouping
 * separators. A leading minus is read so that the error can say "positive" rather than "invalid".
 */
export const AMOUNT_PATTERN = /^-?[0-9]+(?:[.,][0-9]{0,2})?$/;

/** The number an amount text spells, or undefined when it does not follow AMOUNT_PATTERN. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  return AMOUNT_PATTERN.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

/** A required amount field: text in, a positive number out. */
export const amountSchema = requiredTextSchema
  .transform((text, ctx) => {
    const amount = parseAmount(text);
    if (amount === undefined) {
      ctx.addIssue({ code: 'custom', message: errorKey('errors.invalidAmount'), input: text });
      return z.NEVER;
    }
    return amount;
  })
  .pipe(z.number().positive(errorKey('errors.positiveNumber')));

export interface AmountLimits {
  /** The payment method's minimum, included. */
  min: number;
  /** The payment method's maximum, included. */
  max: number;
}

/** A deposit amount between the method's limits: errors.amountMin {min}, errors.amountMax {max}. */
export function depositAmountSchema({ min, max }: AmountLimits) {
  return amountSchema.pipe(
    z.number().min(min, errorKey('errors.amountMin')).max(max, errorKey('errors.amountMax')),
  );
}

/** A preset amount of a deposit banner's buttons: configuration, and always above 0. */
export const presetAmountSchema = z
  .number({ error: errorKey('errors.positiveNumber') })
  .positive(errorKey('errors.positiveNumber'));
export const presetAmountsSchema = z.array(presetAmountSchema, {
  error: errorKey('errors.required'),
});
