import { describe, expect, it } from 'vitest';
import { requestOptions } from './call-context.js';

describe('requestOptions', () => {
  it('sends the token only as a bearer header', () => {
    const options = requestOptions({ requestId: 'r1' }, { token: 'secret', query: { a: 1 } });
    expect(options.headers).toEqual({ authorization: 'Bearer secret' });
    expect(JSON.stringify(options.query)).not.toContain('secret');
  });

  it('forwards an idempotency key so the upstream can dedupe too', () => {
    const options = requestOptions({ requestId: 'r1', idempotencyKey: 'key-0001' }, { token: 't' });
    expect(options.headers).toEqual({ authorization: 'Bearer t', 'idempotency-key': 'key-0001' });
  });

  it('sends no extra header for a guest call without a key', () => {
    expect(requestOptions({ requestId: 'r1' }).headers).toEqual({});
  });
});
