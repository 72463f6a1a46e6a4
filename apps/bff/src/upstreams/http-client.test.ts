import { createServer, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createUpstreamHttpClient,
  routeLabel,
  type BreakerState,
  type UpstreamHttpClient,
  type UpstreamHttpClientOptions,
  type UpstreamRequestEvent,
} from './http-client.js';
import { UpstreamError } from './upstream-error.js';

const itemSchema = z.object({ id: z.number() });

/** A promise with its resolve, for routes that hold until the test lets them go. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

interface TestUpstream {
  app: FastifyInstance;
  url: string;
  hits: Map<string, number>;
}

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startUpstream(routes: (app: FastifyInstance) => void): Promise<TestUpstream> {
  const app = Fastify();
  const hits = new Map<string, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    const key = `${request.method} ${request.url.split('?')[0] ?? ''}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    done();
  });
  routes(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(() => app.close());
  return { app, url, hits };
}

function client(url: string, options: Partial<UpstreamHttpClientOptions> = {}): UpstreamHttpClient {
  const created = createUpstreamHttpClient({
    name: 'casino',
    baseUrl: url,
    timeoutMs: 1000,
    retryDelayMs: { initial: 1, max: 5 },
    ...options,
    policy: { retries: 0, ...options.policy },
  });
  // Registered after the server, so it closes first.
  cleanups.push(() => created.close());
  return created;
}

async function upstreamErrorOf(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('answers', () => {
  it('parses a body with its schema, under the base path, with query and request id', async () => {
    const seen: { url?: string; requestId?: string | string[] } = {};
    const upstream = await startUpstream((app) => {
      app.get('/api/games/:id', (request) => {
        seen.url = request.url;
        seen.requestId = request.headers['x-request-id'];
        return { id: 7, extra: 'dropped' };
      });
    });
    const games = client(`${upstream.url}/api/`);
    const game = await games.get('/games/7', itemSchema, {
      query: { lang: 'de', tags: ['a', 'b'], skip: undefined, page: 2 },
      requestId: 'req-1',
    });
    expect(game).toEqual({ id: 7 });
    expect(seen).toEqual({ url: '/api/games/7?lang=de&tags=a&tags=b&page=2', requestId: 'req-1' });
  });

  it('sends POST bodies as JSON', async () => {
    const upstream = await startUpstream((app) => {
      app.post('/echo', (request) => ({ id: (request.body as { id: number }).id + 1 }));
    });
    await expect(client(upstream.url).post('/echo', { id: 1 }, itemSchema)).resolves.toEqual({
      id: 2,
    });
  });

  it('hands an empty body to the schema as undefined', async () => {
    const upstream = await startUpstream((app) => {
      app.post('/empty', (_request, reply) => reply.status(204).send());
    });
    await expect(client(upstream.url).post('/empty', {}, z.undefined())).resolves.toBeUndefined();
  });

  it('carries the status and the upstream error code of a 4xx answer', async () => {
    const upstream = await startUpstream((app) => {
      app.post('/bonuses/9/activate', (_request, reply) =>
        reply.status(409).send({ error: { code: 'BONUS_TAKEN', message: 'already active' } }),
      );
    });
    const error = await upstreamErrorOf(
      client(upstream.url).post('/bonuses/9/activate', {}, itemSchema),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      upstreamCode: 'BONUS_TAKEN',
      route: '/bonuses/:id/activate',
      isTransient: false,
    });
  });

  it('getStatus returns any answer below 500 and throws on 5xx', async () => {
    const upstream = await startUpstream((app) => {
      app.get('/wheel', (_request, reply) => reply.status(204).send());
      app.get('/card', (_request, reply) => reply.status(404).send({ nope: true }));
      app.get('/pigeon', (_request, reply) => reply.status(500).send());
    });
    const games = client(upstream.url);
    await expect(games.getStatus('/wheel')).resolves.toBe(204);
    await expect(games.getStatus('/card')).resolves.toBe(404);
    expect(await upstreamErrorOf(games.getStatus('/pigeon'))).toMatchObject({
      kind: 'http',
      status: 500,
    });
  });
});

describe('malformed answers', () => {
  it("refuses a body its schema rejects as 'bad_response', logging the body at debug only", async () => {
    const upstream = await startUpstream((app) => {
      app.get('/games/1', () => ({ id: 'one', note: 'x'.repeat(5000) }));
    });
    const debug = vi.fn();
    const warn = vi.fn();
    const error = await upstreamErrorOf(
      client(upstream.url, { logger: { debug, warn } }).get('/games/1', itemSchema),
    );
    expect(error).toMatchObject({ kind: 'bad_response', status: 200 });
    expect(warn).not.toHaveBeenCalled();
    const logged = debug.mock.calls.map(([details]) => details as { body: string });
    expect(logged).toHaveLength(1);
    expect(logged[0]?.body.length).toBeLessThanOrEqual(1001);
    expect(logged[0]?.body.startsWith('{"id":"one"')).toBe(true);
  });

  it("refuses a body that is not JSON as 'bad_response'", async () => {
    const upstream = await startUpstream((app) => {
      app.get('/games/1', (_request, reply) => reply.type('text/html').send('<h1>oops</h1>'));
    });
    expect(await upstreamErrorOf(client(upstream.url).get('/games/1', itemSchema))).toMatchObject({
      kind: 'bad_response',
    });
  });
});

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

describe('routeLabel', () => {
  it.each([
    ['/games/123', '/games/:id'],
    ['/players/42/bonuses/7/activate?x=1', '/players/:id/bonuses/:id/activate'],
    ['/sessions/0f8fad5b-d9cb-469f-a165-70867728950e', '/sessions/:id'],
    ['/categories/slots', '/categories/slots'],
  ])('%s → %s', (path, label) => {
    expect(routeLabel(path)).toBe(label);
  });
});
