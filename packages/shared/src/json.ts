import type { z } from 'zod';

/**
 * Text read back from a store (browser storage, Redis, memory) as a value of `schema`, or
 * undefined when it is not JSON or not of that shape (an old format, a hand edit, corruption).
 * Never throws: a bad stored value is treated as no value.
 */
export function parseJsonAs<S extends z.ZodType>(schema: S, text: string): z.output<S> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
