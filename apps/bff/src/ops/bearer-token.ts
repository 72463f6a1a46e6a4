import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * Whether an Authorization header carries `Bearer <expected>`. Both sides are hashed first, so
 * the comparison takes the same time whatever the length or the first wrong character.
 */
export function bearerTokenMatches(
  header: string | readonly string[] | undefined,
  expected: string,
): boolean {
  const value = typeof header === 'string' ? header : '';
  const given = /^Bearer +(\S+) *$/i.exec(value)?.[1];
  const equal = timingSafeEqual(digest(given ?? ''), digest(expected));
  return given !== undefined && equal;
}
