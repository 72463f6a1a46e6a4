import { OPS_STATUS_PATH } from '@casino/shared';
import { describe, expect, it, vi } from 'vitest';
import { readOpsStatus } from './ops-status.js';
import { SAMPLE_STATUS } from './sample-status.js';

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

describe('readOpsStatus', () => {
  it('sends the token as a bearer token, no cookie, and parses the figures', async () => {
    const fetcher = answer(200, SAMPLE_STATUS);
    expect(await readOpsStatus('secret-token-123456', undefined, fetcher)).toEqual({
      kind: 'figures',
      status: SAMPLE_STATUS,
    });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe(OPS_STATUS_PATH);
    expect(init?.credentials).toBe('omit');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer secret-token-123456' });
  });

  it('reads 401 as a refused token', async () => {
    expect(await readOpsStatus('x', undefined, answer(401, { statusCode: 401 }))).toEqual({
      kind: 'refused',
    });
  });

  it('tells the endpoints switched off from a shed request, both 503', async () => {
    const off = answer(503, { message: 'The ops endpoints are off until OPS_TOKEN is set' });
    expect(await readOpsStatus('x', undefined, off)).toEqual({ kind: 'off' });
    const shed = answer(503, { message: 'Service unavailable' });
    expect(await readOpsStatus('x', undefined, shed)).toEqual({ kind: 'failed' });
  });

  it('fails on an answer that does not parse, another status, or no answer', async () => {
    expect(await readOpsStatus('x', undefined, answer(200, { instances: 'many' }))).toEqual({
      kind: 'failed',
    });
    expect(await readOpsStatus('x', undefined, answer(500, {}))).toEqual({ kind: 'failed' });
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    expect(await readOpsStatus('x', undefined, offline)).toEqual({ kind: 'failed' });
  });
});
