import { describe, expect, it } from 'vitest';
import { takeUrlSession } from './url-session.js';

const ORIGIN = 'https://lumo.test';

describe('takeUrlSession', () => {
  it('takes `account` from any route, keeping the rest of the address', () => {
    expect(takeUrlSession(`${ORIGIN}/de/games/slots?account=YWJj&stag=1#top`)).toEqual({
      session: { source: 'account', value: 'YWJj' },
      url: '/de/games/slots?stag=1#top',
    });
    expect(takeUrlSession(`${ORIGIN}/?account=`)).toEqual({
      session: { source: 'account', value: '' },
      url: '/',
    });
  });

  it('takes reauth/{session} and goes to main under the same language', () => {
    expect(takeUrlSession(`${ORIGIN}/reauth/abc-123?stag=1`)).toEqual({
      session: { source: 'reauth', value: 'abc-123' },
      url: '/?stag=1',
    });
    expect(takeUrlSession(`${ORIGIN}/ro/reauth/abc/`)).toEqual({
      session: { source: 'reauth', value: 'abc' },
      url: '/ro',
    });
    expect(takeUrlSession(`${ORIGIN}/reauth/%E0%A4%A`).session).toEqual({
      source: 'reauth',
      value: '%E0%A4%A',
    });
  });

  it('leaves an address without a session alone', () => {
    expect(takeUrlSession(`${ORIGIN}/faq?accounts=1`)).toEqual({
      session: null,
      url: '/faq?accounts=1',
    });
    expect(takeUrlSession(`${ORIGIN}/reauth`).session).toBeNull();
    expect(takeUrlSession(`${ORIGIN}/reauth/a/b`).session).toBeNull();
  });
});
