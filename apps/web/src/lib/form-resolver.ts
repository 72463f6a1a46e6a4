import { validateForm, type MessageValues } from '@casino/shared';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

// A react-hook-form resolver over the shared schemas' own validation (validateForm), which keeps
// each error's interpolation values ({{min}}, {{max}}) beside its message key. The values ride in
// the error's `types`, which react-hook-form carries untouched.

export function schemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return (values) => {
    const result = validateForm(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const error of result.errors) {
      const path = error.path === '' ? 'root' : error.path;
      // The first error of a field is the one shown.
      const existing = get<object, { message?: unknown } | undefined>(errors, path);
      if (existing?.message !== undefined) continue;
      // Nested by path ('birthDate.day' under birthDate), as react-hook-form keeps its own errors:
      // a dotted key would never be cleared when the field is fixed.
      set(errors, path, {
        ...existing,
        type: 'validation',
        message: error.key,
        types: Object.fromEntries(
          Object.entries(error.values).map(([name, value]) => [name, String(value)]),
        ),
      });
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}

/** The translation arguments of a field's error, or undefined when it has none. */
export function fieldErrorMessage(
  error: { message?: string; types?: Record<string, unknown> } | undefined,
): { key: string; values: MessageValues } | undefined {
  if (error?.message === undefined) return undefined;
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(error.types ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return { key: error.message, values };
}

/**
 * Thrown by a form's onSubmit when a refusal belongs to one field (a promo code the casino does
 * not know, an address already used): the form shows it under that field, not above the form.
 */
export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    readonly key: string,
    readonly values: MessageValues = {},
  ) {
    super(key);
    this.name = 'FieldRefusal';
  }
}
