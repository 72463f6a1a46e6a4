import { describe, expect, it } from 'vitest';
import { opsAccess } from './ops-access.js';

const TOKEN = 'ops-token-0123456789';

describe('opsAccess', () => {
  it('is shut while no token is configured, whatever is sent', () => {
    for (const header of [undefined, '', `Bearer ${TOKEN}`, 'Bearer null']) {
      expect(opsAccess(header, null)).toBe('unconfigured');
    }
  });

  it('opens to the configured token as a bearer token, the scheme in any case', () => {
    expect(opsAccess(`Bearer ${TOKEN}`, TOKEN)).toBe('granted');
    expect(opsAccess(`bearer ${TOKEN}`, TOKEN)).toBe('granted');
  });

  it('refuses anything else', () => {
    for (const header of [
      undefined,
      '',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      'Bearer ',
      [`Bearer ${TOKEN}`, `Bearer ${TOKEN}`],
    ]) {
      expect(opsAccess(header, TOKEN)).toBe('unauthorized');
    }
  });
});
