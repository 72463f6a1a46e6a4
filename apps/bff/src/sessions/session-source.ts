import { z } from 'zod';

// The ways a session uuid reaches the SPA in a URL (SPEC.md "Routes", SPEC-NOTES "Routes"): the
// session callback's session_uuid, the base64 `account` query value, and reauth/{session}. The
// BFF checks the value and redeems it; the value itself is never logged.

export const SESSION_SOURCES = ['callback', 'account', 'reauth'] as const;
export type SessionSource = (typeof SESSION_SOURCES)[number];

/** Longer than any encoding of a uuid; bounds the work spent on garbage. */
export const SESSION_VALUE_MAX_LENGTH = 256;

const sessionUuidSchema = z.uuid();

// Standard or url-safe alphabet, padding optional.
const BASE64_PATTERN =
  /^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)?$/;

/** The text a base64 value stands for, or null when it is not base64 of UTF-8 text. */
function decodeBase64(value: string): string | null {
  if (value === '' || !BASE64_PATTERN.test(value)) return null;
  // Node's base64 decoder reads both alphabets.
  const bytes = Buffer.from(value, 'base64');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The session uuid a URL value carries, or null when it carries none: callback and reauth values
 * are the uuid itself, an `account` value is its base64 (either alphabet, padded or not).
 */
export function sessionUuidFrom(source: SessionSource, value: string): string | null {
  const trimmed = value.trim();
  const candidate = source === 'account' ? decodeBase64(trimmed)?.trim() : trimmed;
  if (candidate === undefined) return null;
  return sessionUuidSchema.safeParse(candidate).success ? candidate.toLowerCase() : null;
}
