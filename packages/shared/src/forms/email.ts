import { errorKey } from './form-error.js';
import { requiredTextSchema } from './field.js';

/** The longest address the mail standards allow (RFC 5321 path limit); our contract. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A valid address written with digits, Latin letters and - . _ @ only: dot-separated local-part
 * words, then a domain of dot-separated labels ending in a letters-only top-level domain.
 */
export const EMAIL_PATTERN =
  /^[\w-]+(?:\.[\w-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const emailSchema = requiredTextSchema
  // Stop here, so that the BFF never runs the pattern over an arbitrarily long input.
  .max(EMAIL_MAX_LENGTH, { error: errorKey('errors.maxLength'), abort: true })
  .regex(EMAIL_PATTERN, errorKey('errors.invalidEmail'));
