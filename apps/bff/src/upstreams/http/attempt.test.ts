import { describe, expect, it } from 'vitest';
import {
  gate,
  itemSchema,
  upstreamErrorOf,
  useTestUpstreams,
} from '../../../test/support/http-upstream.js';

const { cleanups, client, startUpstream } = useTestUpstreams();

describe('timeout', () => {
  it("gives up on an upstream that does not answer in time with 'timeout'", async () => {
    const release = gate();
    const upstream = await startUpstream((app) => {
      app.get('/slow', async () => {
        await release.opened;
        return { id: 1 };
      });
    });
    cleanups.push(release.open);
    const error = await upstreamErrorOf(
      client(upstream.url, { timeoutMs: 50 }).get('/slow', itemSchema),
    );
    expect(error).toMatchObject({ kind: 'timeout', isTransient: true });
  });

  it('counts the body in the timeout, not only the headers', async () => {
    const release = gate();
    const upstream = await startUpstream((app) => {
      app.get('/trickle', async (_request, reply) => {
        reply.raw.writeHead(200, { 'content-type': 'application/json' });
        reply.raw.write('{"id":');
        await release.opened;
        reply.raw.end('1}');
        return reply;
      });
    });
    cleanups.push(release.open);
    const error = await upstreamErrorOf(
      client(upstream.url, { timeoutMs: 50 }).get('/trickle', itemSchema),
    );
    expect(error.kind).toBe('timeout');
  });
});

describe('caller cancellation', () => {
  it('passes the abort on without counting it against the upstream', async () => {
    const release = gate();
    const arrived = gate();
    const upstream = await startUpstream((app) => {
      app.get('/slow', async () => {
        arrived.open();
        await release.opened;
        return { id: 1 };
      });
    });
    cleanups.push(release.open);
    const games = client(upstream.url, { policy: { breakerThreshold: 1 } });
    const controller = new AbortController();
    const call = games.get('/slow', itemSchema, { signal: controller.signal });
    await arrived.opened;
    controller.abort(new Error('client went away'));
    await expect(call).rejects.toThrow('client went away');
    expect(games.breakerState()).toBe('closed');
  });
});
