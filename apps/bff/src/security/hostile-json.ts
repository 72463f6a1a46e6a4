// Keys that reach an object's prototype when a JSON value is merged or assigned key by key
// (`target[key] = value`): no input of ours has them, so a request that carries them is refused
// whole, before any procedure reads it, rather than trusted to every later step's care.

/** The keys refused at any depth of a request's JSON. */
export const FORBIDDEN_JSON_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor']);

// Only a text that could hold such a key is parsed for it: one that names it, or one with a
// \u escape (JSON may spell `__proto__` as `\u005f_proto__`).
const SUSPECT = /__proto__|constructor|\\u/;

/**
 * The first forbidden key of a JSON text at any depth, or null. A text that is not JSON answers
 * null: the parser that reads it after this check reports that.
 */
export function forbiddenJsonKey(text: string): string | null {
  if (!SUSPECT.test(text)) return null;
  let found: string | null = null;
  try {
    JSON.parse(text, (key, value: unknown) => {
      if (found === null && FORBIDDEN_JSON_KEYS.has(key)) found = key;
      return value;
    });
  } catch {
    return null;
  }
  return found;
}
