// Promise 14: a body over the limit gets 413 and a batch over its limit 400, both before any
// upstream call; a client that sends its headers a byte a second is cut off within 10 s.
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from '../../src/server.js';
import { qa, startTestBff } from '../support/bff.js';
import { closeAll, rawConnection } from './support/abuse.js';
import { figure } from './support/index.js';

const running: RunningServer[] = [];
afterEach(async () => {
  await closeAll(running);
});

const countersSchema = z.object({ total: z.number() });
const upstreamTotal = async (url: string) =>
  countersSchema.parse(await qa(url, 'GET', '/counters')).total;

describe('size and slowness', () => {
  it('answers a body one byte over the limit with 413, one at the limit is read', async () => {
    const { url, server } = await startTestBff(running);
    const limit = server.app.config.http.bodyLimitBytes;
    const before = await upstreamTotal(url);
    const body = (size: number) => {
      const padding = 'x'.repeat(size - '{"email":"a@b.test","password":""}'.length);
      return `{"email":"a@b.test","password":"${padding}"}`;
    };
    const post = (payload: string) =>
      fetch(`${url}/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
    const over = await post(body(limit + 1));
    await over.arrayBuffer();
    const at = await post(body(limit));
    await at.arrayBuffer();
    expect(over.status).toBe(413);
    // Read, then refused by the input's own rules (the password is far too long).
    expect(at.status).toBe(400);
    expect(await upstreamTotal(url)).toBe(before);
    figure('body over the limit', over.status, 'status', `413 past ${String(limit)} bytes`);
  });

  it('answers a batch over its limit with 400 before any call runs', async () => {
    const { url, server } = await startTestBff(running);
    const max = server.app.config.http.batchMaxCalls;
    const before = await upstreamTotal(url);
    const paths = Array.from({ length: max + 1 }, () => 'games.byId').join(',');
    const inputs = Object.fromEntries(
      Array.from({ length: max + 1 }, (_, index) => [index, { id: index + 1 }]),
    );
    const answer = await fetch(
      `${url}/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
    );
    const body = (await answer.json()) as { error: { data: { domainCode: string } } };
    expect(answer.status).toBe(400);
    expect(body.error.data.domainCode).toBe('batch_too_large');
    expect(await upstreamTotal(url)).toBe(before);
    figure('batch over the limit', answer.status, 'status', `400 past ${String(max)} calls`);
  });

  it('cuts off a client that sends its headers a byte a second within 10 s', async () => {
    const { url, server } = await startTestBff(running);
    const socket = await rawConnection(url);
    const request = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(60);
    const started = performance.now();
    let sent = 0;
    const closed = new Promise<number>((resolve) => {
      socket.on('close', () => {
        resolve(performance.now() - started);
      });
    });
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    const timer = setInterval(() => {
      if (sent < request.length && !socket.destroyed) socket.write(request.charAt(sent));
      sent += 1;
    }, 1_000);
    try {
      const cutAfter = await closed;
      figure('slow headers cut off after', cutAfter / 1000, 's', '<= 10 s');
      expect(cutAfter).toBeLessThanOrEqual(10_000);
      // Not before the headers' time is up (counted from the first byte, a second in).
      expect(cutAfter).toBeGreaterThanOrEqual(server.app.config.http.headersTimeoutMs);
      // Only this client: the server still answers others.
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      clearInterval(timer);
      socket.destroy();
    }
  }, 20_000);
});
