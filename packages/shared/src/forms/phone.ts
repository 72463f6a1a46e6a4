import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { errorKey } from './form-error.js';
import { requiredTextSchema } from './field.js';

/**
 * The country calling code without '+' (a leading '+' is accepted and dropped): 1 to 4 digits,
 * four for codes written with their area code such as 1684; our contract.
 */
export const phonePrefixSchema = requiredTextSchema
  .regex(/^\+?[0-9]{1,4}$/, { error: errorKey('errors.noSuchCode'), abort: true })
  .overwrite((prefix) => prefix.replace(/^\+/, ''));

/** The national number as typed: digits only, without the trunk 0. */
export const phoneNumberSchema = requiredTextSchema
  .regex(/^[0-9]+$/, { error: errorKey('errors.onlyNumbers'), abort: true })
  .regex(/^[1-9]/, { error: errorKey('errors.phoneStartsWithZero'), abort: true });

export interface PhoneParts {
  /** Country calling code, digits only. */
  prefix: string;
  /** National number, digits only. */
  number: string;
}

/** Whether the number is a valid phone number of its country calling code. */
export function isValidPhone({ prefix, number }: PhoneParts): boolean {
  return isValidPhoneNumber(`+${prefix}${number}`);
}

export const phoneSchema = z
  .object(
    { prefix: phonePrefixSchema, number: phoneNumberSchema },
    { error: errorKey('errors.required') },
  )
  .refine(isValidPhone, { path: ['number'], error: errorKey('errors.invalidPhone') });
export type Phone = z.infer<typeof phoneSchema>;
