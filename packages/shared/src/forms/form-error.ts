import type { z } from 'zod';
import { isMessageKey, type MessageKey } from '../messages.js';

/** What a message needs from a zod issue; every zod 4 issue has this shape. */
export interface FormIssue {
  readonly message: string;
  readonly path?: readonly PropertyKey[];
  /** too_small issues: the bound, shown as {min}. */
  readonly minimum?: number | bigint;
  /** too_big issues: the bound, shown as {max}. */
  readonly maximum?: number | bigint;
  /** custom issues: interpolation values by name. */
  readonly params?: Readonly<Record<string, unknown>>;
}

export type MessageValues = Record<string, string | number>;

/** A translatable form error: the catalogue key and its interpolation values. */
export interface FormError {
  key: MessageKey;
  values: MessageValues;
}

/** A form error with the dotted path of its field ('' for the form itself). */
export interface FieldFormError extends FormError {
  path: string;
}

/** Shown if an issue ever carries a message that is not a key (a schema bug). */
const FALLBACK_KEY: MessageKey = 'errors.unexpected';

/** A message key for a zod error param; typed so that a misspelt key does not compile. */
export function errorKey(key: MessageKey): MessageKey {
  return key;
}

function interpolationValue(bound: number | bigint): string | number {
  // A bigint could lose digits as a number; its text is exact.
  return typeof bound === 'bigint' ? bound.toString() : bound;
}

export function formErrorOf(issue: FormIssue): FormError {
  const values: MessageValues = {};
  if (issue.minimum !== undefined) values.min = interpolationValue(issue.minimum);
  if (issue.maximum !== undefined) values.max = interpolationValue(issue.maximum);
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return { key: isMessageKey(issue.message) ? issue.message : FALLBACK_KEY, values };
}

/** Every issue as a form error with its field path, in the order zod reported them. */
export function formErrorsOf(issues: readonly FormIssue[]): FieldFormError[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map(String).join('.'),
    ...formErrorOf(issue),
  }));
}

export type FormValidation<T> =
  | { success: true; data: T; errors: readonly [] }
  | { success: false; data?: undefined; errors: FieldFormError[] };

/**
 * Parses a form's value with its schema: the parsed data, or every error as a translatable key
 * with its values and field path (what a form resolver and the BFF's error formatter hand on).
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  value: unknown,
): FormValidation<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success
    ? { success: true, data: result.data, errors: [] }
    : { success: false, errors: formErrorsOf(result.error.issues) };
}
