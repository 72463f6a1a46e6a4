import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import type { BreakerState, UpstreamRequestEvent } from '../http-client.js';
import {
  gate,
  itemSchema,
  upstreamErrorOf,
  useTestUpstreams,
} from '../../../test/support/http-upstream.js';

const { cleanups, client, startUpstream } = useTestUpstreams();

describe('circuit breaker', () => {
  async function failingUpstream() {
    let status = 500;
    const upstream = await startUpstream((app) => {
      app.get('/games', (_request, reply) =>
        status === 200
          ? reply.send({ id: 1 })
          : reply.status(status).send({ error: { code: 'BROKEN', message: 'down' } }),
      );
    });
    return {
      upstream,
      setStatus: (next: number) => {
        status = next;
      },
    };
  }

  it("opens after N failures, then refuses with 'circuit_open' without calling the upstream", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { upstream } = await failingUpstream();
    const states: BreakerState[] = [];
    const games = client(upstream.url, {
      policy: { breakerThreshold: 3, breakerHalfOpenMs: 1000 },
      hooks: { onBreakerStateChange: ({ state }) => states.push(state) },
    });
    for (let call = 0; call < 3; call += 1) {
      expect(await upstreamErrorOf(games.get('/games', itemSchema))).toMatchObject({
        kind: 'http',
        status: 500,
      });
    }
    expect(games.breakerState()).toBe('open');
    expect(await upstreamErrorOf(games.get('/games', itemSchema))).toMatchObject({
      kind: 'circuit_open',
      isTransient: true,
    });
    expect(upstream.hits.get('GET /games')).toBe(3);
    expect(states).toEqual(['open']);
  });

  it('half-opens after the delay and closes on a success', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { upstream, setStatus } = await failingUpstream();
    const states: BreakerState[] = [];
    const games = client(upstream.url, {
      policy: { breakerThreshold: 2, breakerHalfOpenMs: 1000 },
      hooks: { onBreakerStateChange: ({ state }) => states.push(state) },
    });
    await upstreamErrorOf(games.get('/games', itemSchema));
    await upstreamErrorOf(games.get('/games', itemSchema));
    setStatus(200);

    vi.setSystemTime(Date.now() + 999);
    expect((await upstreamErrorOf(games.get('/games', itemSchema))).kind).toBe('circuit_open');
    expect(upstream.hits.get('GET /games')).toBe(2);

    vi.setSystemTime(Date.now() + 1);
    await expect(games.get('/games', itemSchema)).resolves.toEqual({ id: 1 });
    expect(games.breakerState()).toBe('closed');
    expect(states).toEqual(['open', 'half_open', 'closed']);
    await expect(games.get('/games', itemSchema)).resolves.toEqual({ id: 1 });
    expect(upstream.hits.get('GET /games')).toBe(4);
  });

  it('opens again when the half-open trial fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { upstream } = await failingUpstream();
    const games = client(upstream.url, {
      policy: { breakerThreshold: 1, breakerHalfOpenMs: 1000 },
    });
    await upstreamErrorOf(games.get('/games', itemSchema));
    vi.setSystemTime(Date.now() + 1000);
    expect((await upstreamErrorOf(games.get('/games', itemSchema))).kind).toBe('http');
    expect(games.breakerState()).toBe('open');
    expect((await upstreamErrorOf(games.get('/games', itemSchema))).kind).toBe('circuit_open');
    expect(upstream.hits.get('GET /games')).toBe(2);
  });

  it('does not count 4xx answers as failures', async () => {
    const { upstream, setStatus } = await failingUpstream();
    setStatus(404);
    const games = client(upstream.url, { policy: { breakerThreshold: 2 } });
    for (let call = 0; call < 5; call += 1) {
      expect((await upstreamErrorOf(games.get('/games', itemSchema))).status).toBe(404);
    }
    expect(games.breakerState()).toBe('closed');
    expect(upstream.hits.get('GET /games')).toBe(5);
  });
});

describe('retries', () => {
  async function flakyUpstream(failures: number, status: number) {
    let calls = 0;
    return startUpstream((app) => {
      const handler = (
        _request: unknown,
        reply: { status: (code: number) => { send: (body: unknown) => unknown } },
      ) => {
        calls += 1;
        return calls <= failures
          ? reply.status(status).send({})
          : reply.status(200).send({ id: calls });
      };
      app.get('/games', handler);
      app.post('/games', handler);
    });
  }

  it('retries a GET on 502/503/504 with backoff, and reports each attempt', async () => {
    const upstream = await flakyUpstream(2, 503);
    const events: UpstreamRequestEvent[] = [];
    const games = client(upstream.url, {
      policy: { retries: 2 },
      hooks: { onRequestDone: (event) => events.push(event) },
    });
    await expect(games.get('/games', itemSchema)).resolves.toEqual({ id: 3 });
    expect(upstream.hits.get('GET /games')).toBe(3);
    expect(
      events.map(({ attempt, status, errorKind }) => ({ attempt, status, errorKind })),
    ).toEqual([
      { attempt: 1, status: 503, errorKind: 'http' },
      { attempt: 2, status: 503, errorKind: 'http' },
      { attempt: 3, status: 200, errorKind: null },
    ]);
    expect(events[0]).toMatchObject({ upstream: 'casino', method: 'GET', route: '/games' });
  });

  it('gives up after the configured retries', async () => {
    const upstream = await flakyUpstream(5, 504);
    const error = await upstreamErrorOf(
      client(upstream.url, { policy: { retries: 2 } }).get('/games', itemSchema),
    );
    expect(error).toMatchObject({ kind: 'http', status: 504 });
    expect(upstream.hits.get('GET /games')).toBe(3);
  });

  it('never retries a POST', async () => {
    const upstream = await flakyUpstream(1, 503);
    const error = await upstreamErrorOf(
      client(upstream.url, { policy: { retries: 2 } }).post('/games', {}, itemSchema),
    );
    expect(error.status).toBe(503);
    expect(upstream.hits.get('POST /games')).toBe(1);
  });

  it('does not retry a plain 500', async () => {
    const upstream = await flakyUpstream(1, 500);
    await upstreamErrorOf(
      client(upstream.url, { policy: { retries: 2 } }).get('/games', itemSchema),
    );
    expect(upstream.hits.get('GET /games')).toBe(1);
  });

  it("retries connection failures, then reports 'unavailable'", async () => {
    // Accepts each connection and drops it at once: a connection error on every attempt.
    const dropper = createServer((socket) => {
      socket.destroy();
    });
    await new Promise<void>((resolve) => {
      dropper.listen(0, '127.0.0.1', resolve);
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          dropper.close(() => {
            resolve();
          });
        }),
    );
    const { port } = dropper.address() as AddressInfo;
    const events: UpstreamRequestEvent[] = [];
    const error = await upstreamErrorOf(
      client(`http://127.0.0.1:${port}`, {
        policy: { retries: 2 },
        hooks: { onRequestDone: (event) => events.push(event) },
      }).get('/games', itemSchema),
    );
    expect(error).toMatchObject({ kind: 'unavailable', isTransient: true });
    expect(events.map(({ status, errorKind }) => ({ status, errorKind }))).toEqual([
      { status: null, errorKind: 'unavailable' },
      { status: null, errorKind: 'unavailable' },
      { status: null, errorKind: 'unavailable' },
    ]);
  });
});

describe('bulkhead', () => {
  it("bounds concurrent calls, queues a bounded number, and refuses the rest as 'overloaded'", async () => {
    const release = gate();
    const twoInFlight = gate();
    let inFlight = 0;
    let maxInFlight = 0;
    const upstream = await startUpstream((app) => {
      app.get('/games', async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        if (inFlight === 2) twoInFlight.open();
        await release.opened;
        inFlight -= 1;
        return { id: 1 };
      });
    });
    cleanups.push(release.open);
    const games = client(upstream.url, {
      policy: { maxConcurrent: 2, maxQueue: 1, connections: 10 },
    });

    const admitted = [1, 2, 3].map(() => games.get('/games', itemSchema));
    await twoInFlight.opened;
    expect((await upstreamErrorOf(games.get('/games', itemSchema))).kind).toBe('overloaded');
    release.open();
    await expect(Promise.all(admitted)).resolves.toHaveLength(3);
    expect(maxInFlight).toBe(2);
    expect(upstream.hits.get('GET /games')).toBe(3);
  });

  it('refuses a queued call whose turn comes after the circuit opened: it is never sent', async () => {
    const release = gate();
    const firstInFlight = gate();
    const upstream = await startUpstream((app) => {
      app.get('/games', async (_request, reply) => {
        firstInFlight.open();
        await release.opened;
        return reply.status(500).send({ error: { code: 'BROKEN', message: 'down' } });
      });
    });
    cleanups.push(release.open);
    const games = client(upstream.url, {
      policy: { maxConcurrent: 1, maxQueue: 5, retries: 0, breakerThreshold: 1, connections: 10 },
    });

    const first = upstreamErrorOf(games.get('/games', itemSchema));
    await firstInFlight.opened;
    // Queued behind the first while the circuit is still closed.
    const queued = upstreamErrorOf(games.get('/games', itemSchema));
    release.open();
    expect((await first).kind).toBe('http');
    expect((await queued).kind).toBe('circuit_open');
    expect(games.breakerState()).toBe('open');
    expect(upstream.hits.get('GET /games')).toBe(1);
  });
});
