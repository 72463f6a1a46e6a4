import { validateForm, type MessageKey, type MessageValues } from '@casino/shared';
import { type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { type z } from 'zod';

// A react-hook-form resolver over the shared schemas' own validation (validateForm), which keeps
// each error's interpolation values ({{min}}, {{max}}) beside its message key. The values ride in
// the error's `types`, which react-hook-form carries untouched.

export function schemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return (values) => {
    const result = validateForm(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<
      string,
      { type: string; message: MessageKey; types: Record<string, string> }
    > = {};
    for (const error of result.errors) {
      const path = error.path === '' ? 'root' : error.path;
      // The first error of a field is the one shown.
      if (path in errors) continue;
      errors[path] = {
        type: 'validation',
        message: error.key,
        types: Object.fromEntries(
          Object.entries(error.values).map(([name, value]) => [name, String(value)]),
        ),
      };
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
