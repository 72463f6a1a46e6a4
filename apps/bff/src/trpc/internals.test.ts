import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { formatError, toTRPCError } from './error-mapper.js';
import { leanRead, sharedLeanRead, type ProcedureMeta } from './init.js';
import { answerQueries, procedurePaths, proceduresOf, rawInputsOf } from './internals.js';
import { isPerRequest, perRequest } from './per-request.js';

// The contract the lean read path (docs/decisions/023) holds tRPC to. Each case is asked of
// tRPC's own Fastify adapter and of the lean path (trpc/internals.ts) on one router; the status
// and the bytes must match, and the router's definition must read as the BFF expects. A tRPC
// upgrade that changes any of it fails here, before the byte-identity test over the whole app.

interface ProbeContext {
  requestId: string;
}

const REQUEST_ID = 'req-contract';
const t = initTRPC
  .context<ProbeContext>()
  .meta<ProcedureMeta>()
  .create({
    isDev: false,
    errorFormatter: ({ error, path, ctx }) =>
      formatError({ error, path, requestId: ctx?.requestId }),
  });
const procedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});
// Marked as rateLimit marks its function: the mark must reach the procedure's middlewares.
const countCall = perRequest<Parameters<typeof t.middleware>[0]>(({ next }) => next());

const probeRouter = t.router({
  probe: t.router({
    echo: procedure
      .meta(sharedLeanRead('country'))
      .input(z.object({ n: z.number().int() }))
      .query(({ input }) => ({ twice: input.n * 2 })),
    nothing: procedure.meta(leanRead()).query(() => undefined),
    counted: procedure
      .use(t.middleware(countCall))
      .meta(leanRead())
      .query(() => 'counted'),
    refused: procedure.meta(leanRead()).query(() => {
      throw new DomainError({
        code: 'probe_refused',
        status: 'FORBIDDEN',
        messageKey: 'errors.accessDenied',
      });
    }),
    broken: procedure.meta(leanRead()).query(() => {
      throw new Error('no stack trace or message of this reaches a client');
    }),
  }),
  write: procedure.input(z.object({ n: z.number() })).mutation(({ input }) => input.n),
});

const echoInput = z.object({ n: z.number().int() });

describe('the router as the lean path reads it', () => {
  it('lists every procedure by its dotted path, with its type and meta', () => {
    expect(proceduresOf(probeRouter).map(({ path, type, meta }) => ({ path, type, meta }))).toEqual(
      [
        { path: 'probe.echo', type: 'query', meta: { leanRead: { sharedBy: ['country'] } } },
        { path: 'probe.nothing', type: 'query', meta: { leanRead: {} } },
        { path: 'probe.counted', type: 'query', meta: { leanRead: {} } },
        { path: 'probe.refused', type: 'query', meta: { leanRead: {} } },
        { path: 'probe.broken', type: 'query', meta: { leanRead: {} } },
        { path: 'write', type: 'mutation', meta: undefined },
      ],
    );
    expect(procedurePaths(probeRouter)).toEqual(proceduresOf(probeRouter).map(({ path }) => path));
  });

  it('keeps the middleware functions as given, so a per-request mark is found', () => {
    const byPath = new Map(proceduresOf(probeRouter).map((info) => [info.path, info]));
    expect(byPath.get('probe.counted')?.middlewares).toContain(countCall);
    expect(byPath.get('probe.counted')?.middlewares.some(isPerRequest)).toBe(true);
    expect(byPath.get('probe.echo')?.middlewares.some(isPerRequest)).toBe(false);
  });

  it('keeps the input parsers as given', () => {
    const echo = proceduresOf(probeRouter).find(({ path }) => path === 'probe.echo');
    const [parser] = echo?.inputs ?? [];
    expect(echo?.inputs).toHaveLength(1);
    expect((parser as z.ZodType).safeParse({ n: 2 }).success).toBe(true);
    expect((parser as z.ZodType).safeParse(echoInput.parse({ n: 2 })).success).toBe(true);
    expect((parser as z.ZodType).safeParse({ n: 'two' }).success).toBe(false);
  });
});

describe("the lean path beside tRPC's Fastify adapter", () => {
  let app: FastifyInstance;
  let failContext = false;

  function createContext(): Promise<ProbeContext> {
    return failContext
      ? Promise.reject(new Error('the session store is away'))
      : Promise.resolve({ requestId: REQUEST_ID });
  }

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(fastifyTRPCPlugin, {
      prefix: '/adapter',
      trpcOptions: { router: probeRouter, createContext },
    });
    app.get('/lean/:path', async (request, reply) => {
      const { path } = request.params as { path: string };
      const query = request.query as { batch?: string; input?: string };
      const isBatch = query.batch === '1';
      const answer = await answerQueries({
        router: probeRouter,
        paths: isBatch ? path.split(',') : [path],
        isBatch,
        createContext,
        getRawInput: rawInputsOf(query.input, isBatch),
        onError: () => undefined,
      });
      return reply.code(answer.status).type('application/json').send(answer.body);
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  function input(value: unknown): string {
    return encodeURIComponent(JSON.stringify(value));
  }

  const CASES: readonly (readonly [string, string])[] = [
    ['a query', `probe.echo?input=${input({ n: 21 })}`],
    ['a query answering nothing', 'probe.nothing'],
    ['a query with a per-request middleware', 'probe.counted'],
    ['a batch', `probe.echo,probe.counted?batch=1&input=${input({ 0: { n: 1 } })}`],
    ['a domain error', 'probe.refused'],
    ['an unexpected error', 'probe.broken'],
    ['input the schema refuses', `probe.echo?input=${input({ n: 'two' })}`],
    ['input that is not JSON', 'probe.echo?input=%7Bnot-json'],
    ['a batch input that is no object', `probe.echo?batch=1&input=${input([1])}`],
    [
      'a batch whose calls end differently',
      `probe.echo,probe.refused?batch=1&input=${input({ 0: { n: 2 } })}`,
    ],
    ['a batch that all fails', 'probe.refused,probe.broken?batch=1'],
  ];

  it.each(CASES)('answers %s with the same status and bytes', async (_name, url) => {
    const adapter = await app.inject({ method: 'GET', url: `/adapter/${url}` });
    const lean = await app.inject({ method: 'GET', url: `/lean/${url}` });
    expect(lean.statusCode).toBe(adapter.statusCode);
    expect(lean.body).toBe(adapter.body);
  });

  it('answers a failed context with the same status and bytes', async () => {
    failContext = true;
    try {
      const url = `probe.echo,probe.nothing?batch=1&input=${input({ 0: { n: 1 } })}`;
      const adapter = await app.inject({ method: 'GET', url: `/adapter/${url}` });
      const lean = await app.inject({ method: 'GET', url: `/lean/${url}` });
      expect(lean.statusCode).toBe(adapter.statusCode);
      expect(lean.body).toBe(adapter.body);
    } finally {
      failContext = false;
    }
  });

  it('gives the statuses and error shape the SPA reads', async () => {
    const mixed = await app.inject({
      method: 'GET',
      url: `/lean/probe.echo,probe.refused?batch=1&input=${input({ 0: { n: 2 } })}`,
    });
    expect(mixed.statusCode).toBe(207);
    expect(JSON.parse(mixed.body)).toEqual([
      { result: { data: { twice: 4 } } },
      {
        error: {
          code: -32003,
          message: expect.any(String) as string,
          data: {
            code: 'FORBIDDEN',
            httpStatus: 403,
            path: 'probe.refused',
            messageKey: 'errors.accessDenied',
            values: {},
            fieldErrors: null,
            domainCode: 'probe_refused',
            requestId: REQUEST_ID,
          },
        },
      },
    ]);
    const refused = await app.inject({ method: 'GET', url: `/lean/probe.echo?input=${input({})}` });
    expect(refused.statusCode).toBe(400);
    const body = JSON.parse(refused.body) as { error: { data: Record<string, unknown> } };
    expect(body.error.data).toMatchObject({
      code: 'BAD_REQUEST',
      path: 'probe.echo',
      requestId: REQUEST_ID,
    });
    expect(body.error.data.fieldErrors).toEqual(expect.any(Array));
  });
});
