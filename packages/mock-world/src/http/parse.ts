import type { z } from 'zod';
import { MockHttpError, issueDetails } from './errors.js';

/** Parses a request part against the contract's shape: 400 invalid_request when it does not fit. */
export function parseRequest<T extends z.ZodType>(
  schema: T,
  value: unknown,
  part: 'query' | 'body' | 'path',
): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new MockHttpError(
      'invalid_request',
      `The ${part} does not fit the contract`,
      issueDetails(result.error),
    );
  }
  return result.data;
}

/** Applies the product's rules to a well-formed input: 422 validation_failed when it breaks one. */
export function validateInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new MockHttpError(
      'validation_failed',
      'The input breaks a rule',
      issueDetails(result.error),
    );
  }
  return result.data;
}
