import { z } from 'zod';
import { errorKey } from './form-error.js';

/**
 * The general allowed characters of free-text fields: letters of any script (with their combining
 * marks), digits, space and . , ' ’ - / # (the typographic apostrophe is what phone keyboards type
 * in names such as O’Brien).
 */
export const GENERAL_TEXT_PATTERN = /^[\p{L}\p{M}\p{N} .,'’\-/#]+$/u;

/** A required text field: trimmed, and empty after trimming counts as missing. */
export const requiredTextSchema = z
  .string({ error: errorKey('errors.required') })
  .trim()
  .min(1, { error: errorKey('errors.required'), abort: true });

export interface TextFieldLimits {
  /** Minimum length after trimming; 1 (required only) unless given. */
  min?: number;
  max: number;
  pattern?: RegExp;
}

/** A required free-text field with length limits and the general (or a given) character set. */
export function textFieldSchema({ min = 1, max, pattern = GENERAL_TEXT_PATTERN }: TextFieldLimits) {
  return requiredTextSchema
    .min(min, errorKey('errors.minLength'))
    .max(max, { error: errorKey('errors.maxLength'), abort: true })
    .regex(pattern, errorKey('errors.invalidCharacters'));
}

/** A value picked from a fixed list: none is errors.required, another errors.noSuchOption. */
export function choiceSchema<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? errorKey('errors.required')
        : errorKey('errors.noSuchOption'),
  });
}

/** A consent checkbox: a boolean in the form, and only true passes. */
export const consentSchema = z
  .boolean({ error: errorKey('errors.mustAgree') })
  .pipe(z.literal(true, { error: errorKey('errors.mustAgree') }));
