import { loginSchema } from '@casino/shared';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type AppDeps } from './app.js';
import type { Config } from './config.js';
import { DomainError } from './errors.js';
import type { AppRouter } from './router.js';
import { testSessionPlayer } from './sessions/testing.js';
import { createContextFactory } from './trpc/context.js';
import { logTRPCError } from './trpc/error-mapper.js';
import { playerProcedure, publicProcedure, router } from './trpc/init.js';
import { createUpstreamHttpClient, type UpstreamHttpClient } from './upstreams/http-client.js';
import { UpstreamError } from './upstreams/upstream-error.js';
import { testConfig } from '../test/support/config.js';

const config = testConfig();
const FIXED_NOW = new Date('2025-09-20T10:00:00.000Z');
const UPSTREAM_BODY_MARKER = 'upstream-body-marker-7f3a';

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(deps: AppDeps = {}, appConfig: Config = config): Promise<FastifyInstance> {
  const built = await buildApp(appConfig, { clock: () => FIXED_NOW, ...deps });
  cleanups.push(() => built.close());
  return built;
}

/** An upstream whose answers break the contract, behind a real upstream client. */
async function brokenUpstream(): Promise<{ url: string; client: UpstreamHttpClient }> {
  const upstream = Fastify();
  upstream.get('/games/:id', () => ({ unexpected: UPSTREAM_BODY_MARKER }));
  const url = await upstream.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(() => upstream.close());
  const client = createUpstreamHttpClient({ name: 'casino', baseUrl: url, timeoutMs: 1000 });
  cleanups.push(() => client.close());
  return { url, client };
}

/**
 * Procedures the product does not have, built with the product's tRPC init (same middleware, same
 * error formatter) and mounted beside the real router.
 */
function testRouter(upstream: UpstreamHttpClient | null) {
  return router({
    login: publicProcedure.input(loginSchema).query(({ input }) => input.email),
    missingBonus: publicProcedure.query(() => {
      throw new DomainError({
        code: 'bonus_not_found',
        status: 'NOT_FOUND',
        messageKey: 'errors.bonusNotFound',
      });
    }),
    upstreamDown: publicProcedure.query(() => {
      throw new UpstreamError({ upstream: 'jackpot', kind: 'timeout', method: 'GET', route: '/x' });
    }),
    upstreamGarbage: publicProcedure.query(async ({ ctx }) => {
      if (upstream === null) throw new Error('no upstream in this test');
      return upstream.get('/games/7', z.object({ id: z.number() }), { requestId: ctx.requestId });
    }),
    crash: publicProcedure.query(() => {
      throw new Error('database password rejected at /srv/app/dist/db.js:12');
    }),
    me: playerProcedure.query(({ ctx }) => ({ id: ctx.player.id })),
  });
}
type TestRouter = ReturnType<typeof testRouter>;

async function appWithTestRouter(
  deps: AppDeps = {},
  upstream: UpstreamHttpClient | null = null,
): Promise<FastifyInstance> {
  const built = await app(deps);
  const trpcOptions: FastifyTRPCPluginOptions<TestRouter>['trpcOptions'] = {
    router: testRouter(upstream),
    createContext: createContextFactory({
      config,
      clients: built.clients,
      cache: built.cache,
      qaOverrides: built.qaOverrides,
      sessions: built.sessions,
      idempotency: built.idempotency,
      recentlyPlayed: built.recentlyPlayed,
      eventFeed: built.realtime.eventFeed,
      resolvePlayer: deps.resolvePlayer,
    }),
    onError: ({ error, path, req }) => {
      logTRPCError(req.log, error, path);
    },
  };
  await built.register(fastifyTRPCPlugin, { prefix: '/test-trpc', trpcOptions });
  return built;
}

async function listen(built: FastifyInstance): Promise<string> {
  return built.listen({ host: '127.0.0.1', port: 0 });
}

function input(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value));
}

describe('routes outside tRPC', () => {
  it('answers /healthz', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('hides the message of a failing route behind the generic one', async () => {
    const built = await app();
    built.get('/explode', () => {
      throw new Error('ECONNREFUSED redis.internal:6379');
    });
    const response = await built.inject({ method: 'GET', url: '/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('redis.internal');
    expect(response.body).not.toContain('stack');
  });
});

describe('request id', () => {
  it('echoes a well-formed incoming x-request-id', async () => {
    const response = await (
      await app()
    ).inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-1234.abc' },
    });
    expect(response.headers['x-request-id']).toBe('edge-1234.abc');
  });

  it('replaces a malformed one with a fresh UUID', async () => {
    const response = await (
      await app()
    ).inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every request without one a different UUID', async () => {
    const built = await app();
    const first = await built.inject({ method: 'GET', url: '/healthz' });
    const second = await built.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('system router through inject', () => {
  it('reports the mode, the server time and the brand', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/trpc/system.status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        data: { mode: 'mock', serverTime: '2025-09-20T10:00:00.000Z', brandName: 'Lumo Casino' },
      },
    });
  });

  it('hands the SPA its product settings and no secret', async () => {
    const secretConfig = testConfig({
      SESSION_SECRET: 'x'.repeat(40),
      OPS_TOKEN: 'ops-token-0123456789',
      SUPPORT_CHAT_URL: 'https://chat.example.com',
    });
    const response = await (
      await app({}, secretConfig)
    ).inject({
      method: 'GET',
      url: '/trpc/system.config',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: { data: { supportChatUrl: 'https://chat.example.com', catchGameId: 100 } },
    });
    expect(response.body).not.toContain('x'.repeat(40));
    expect(response.body).not.toContain('ops-token');
  });

  it('answers an unknown procedure with 404', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/trpc/system.nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { data: { code: 'NOT_FOUND', httpStatus: 404, path: 'system.nothing' } },
    });
  });
});

describe('errors through inject', () => {
  it('refuses malformed input with 400, a readable message and field errors', async () => {
    const built = await appWithTestRouter();
    const response = await built.inject({
      method: 'GET',
      url: `/test-trpc/login?input=${input({ email: 'nope', password: '1' })}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        message: "email: Enter a valid email; password: Value can't be shorter than 5",
        data: {
          code: 'BAD_REQUEST',
          fieldErrors: [
            { path: 'email', key: 'errors.invalidEmail' },
            { path: 'password', key: 'errors.minLength', values: { min: 5 } },
          ],
        },
      },
    });
  });

  it('gives a domain error its status and message key', async () => {
    const response = await (
      await appWithTestRouter()
    ).inject({
      method: 'GET',
      url: '/test-trpc/missingBonus',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: {
        message: 'Bonus not found',
        data: { messageKey: 'errors.bonusNotFound', domainCode: 'bonus_not_found' },
      },
    });
  });

  it('answers 503 when an upstream is down', async () => {
    const response = await (
      await appWithTestRouter()
    ).inject({
      method: 'GET',
      url: '/test-trpc/upstreamDown',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { data: { messageKey: 'errors.upstreamUnavailable' } },
    });
  });

  it('never sends a stack trace or an internal message', async () => {
    const response = await (
      await appWithTestRouter()
    ).inject({
      method: 'GET',
      url: '/test-trpc/crash',
      headers: { 'x-request-id': 'crash-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/stack|password|\/srv\/|db\.js/);
    expect(response.json()).toMatchObject({
      error: { data: { messageKey: 'errors.unexpected', requestId: 'crash-1' } },
    });
  });

  it('refuses a player procedure to a guest with UNAUTHORIZED', async () => {
    const response = await (
      await appWithTestRouter()
    ).inject({
      method: 'GET',
      url: '/test-trpc/me',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: { data: { code: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' } },
    });
  });

  it('lets a signed-in player through, with the player in the context', async () => {
    const built = await appWithTestRouter({
      resolvePlayer: () => Promise.resolve(testSessionPlayer({ id: 42 })),
    });
    const response = await built.inject({ method: 'GET', url: '/test-trpc/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { id: 42 } } });
  });
});

describe('logs', () => {
  function capture(): { lines: Record<string, unknown>[]; deps: AppDeps } {
    const lines: Record<string, unknown>[] = [];
    return {
      lines,
      deps: {
        logDestination: {
          write: (line) => {
            lines.push(JSON.parse(line) as Record<string, unknown>);
          },
        },
      },
    };
  }

  it('records what the client is not told, under the request id', async () => {
    const { client } = await brokenUpstream();
    const { lines, deps } = capture();
    const built = await appWithTestRouter(deps, client);
    built.log.level = 'info';
    await built.inject({
      method: 'GET',
      url: '/test-trpc/upstreamGarbage',
      headers: { 'x-request-id': 'trace-me-1' },
    });
    expect(lines).toContainEqual(
      expect.objectContaining({
        reqId: 'trace-me-1',
        msg: 'upstream failure',
        upstream: 'casino',
        kind: 'bad_response',
        route: '/games/:id',
      }),
    );
  });

  it('redacts cookies and authorization headers', async () => {
    const { lines, deps } = capture();
    const built = await app(deps);
    built.log.level = 'info';
    built.get('/log-headers', (request) => {
      request.log.info({ headers: request.headers }, 'headers');
      return {};
    });
    await built.inject({
      method: 'GET',
      url: '/log-headers',
      headers: { cookie: 'sid=secret-session', authorization: 'Bearer secret-token' },
    });
    const raw = JSON.stringify(lines);
    expect(raw).toContain('[redacted]');
    expect(raw).not.toContain('secret-session');
    expect(raw).not.toContain('secret-token');
  });
});

describe('a typed client over HTTP', () => {
  it('calls system.status', async () => {
    const url = await listen(await app());
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${url}/trpc` })],
    });
    await expect(client.system.status.query()).resolves.toEqual({
      mode: 'mock',
      serverTime: FIXED_NOW.toISOString(),
      brandName: 'Lumo Casino',
    });
  });

  it('sends a batch of 25 calls in one URL', async () => {
    const built = await app();
    const paths: string[] = [];
    built.addHook('onRequest', (request, _reply, done) => {
      paths.push(request.url);
      done();
    });
    const url = await listen(built);
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${url}/trpc`, maxURLLength: 100_000 })],
    });
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        index % 2 === 0 ? client.system.status.query() : client.system.config.query(),
      ),
    );
    expect(results).toHaveLength(25);
    expect(paths).toHaveLength(1);
    expect(paths[0]?.length).toBeGreaterThan(300);
  });

  it('gives the client typed error data: field errors, status and message key', async () => {
    const url = await listen(await appWithTestRouter());
    const client = createTRPCClient<TestRouter>({
      links: [httpBatchLink({ url: `${url}/test-trpc` })],
    });
    const error: unknown = await client.login.query({ email: 'x', password: '12345' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof TRPCClientError)) throw new Error('expected a TRPCClientError');
    const typed = error as TRPCClientError<TestRouter>;
    expect(typed.data?.httpStatus).toBe(400);
    expect(typed.data?.fieldErrors).toEqual([
      { path: 'email', key: 'errors.invalidEmail', values: {} },
    ]);
    expect(typed.message).toBe('email: Enter a valid email');
  });

  it('reports an unknown procedure as NOT_FOUND', async () => {
    const url = await listen(await appWithTestRouter());
    const response = await fetch(`${url}/test-trpc/nothing`);
    expect(response.status).toBe(404);
  });

  it('maps a malformed upstream answer to a generic error without the upstream URL or body', async () => {
    const upstream = await brokenUpstream();
    const url = await listen(await appWithTestRouter({}, upstream.client));
    const response = await fetch(`${url}/test-trpc/upstreamGarbage`);
    const raw = await response.text();
    expect(response.status).toBe(500);
    expect(raw).not.toContain(upstream.url);
    expect(raw).not.toContain(new URL(upstream.url).host);
    expect(raw).not.toContain(UPSTREAM_BODY_MARKER);
    expect(raw).not.toContain('/games');
    expect(raw).not.toContain('stack');
    expect(JSON.parse(raw)).toMatchObject({
      error: { data: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'errors.unexpected' } },
    });

    const client = createTRPCClient<TestRouter>({
      links: [httpBatchLink({ url: `${url}/test-trpc` })],
    });
    await expect(client.upstreamGarbage.query()).rejects.toMatchObject({
      data: { messageKey: 'errors.unexpected' },
    });
  });
});
