import { describe, expect, it } from 'vitest';
import { bearerTokenMatches } from './bearer-token.js';

const TOKEN = 'ops-token-0123456789';

describe('bearerTokenMatches', () => {
  it('accepts the token as a bearer credential, the scheme in any case', () => {
    expect(bearerTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const header of [
      undefined,
      '',
      TOKEN,
      'Bearer ',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN} extra`,
      [`Bearer ${TOKEN}`],
    ]) {
      expect(bearerTokenMatches(header, TOKEN)).toBe(false);
    }
  });
});
