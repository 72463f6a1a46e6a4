import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { appRouter, type AppRouter } from '../../router.js';
import { createContextFactory, type PlayerResolver } from '../../trpc/context.js';
import { logTRPCError } from '../../trpc/error-mapper.js';
import { registerHotQueries } from './hot-queries.js';

export const TRPC_PREFIX = '/trpc';

export interface TrpcPluginOptions {
  resolvePlayer?: PlayerResolver;
  clock?: () => Date;
  /** Off only to measure the adapter alone. */
  hotQueries?: boolean;
  /** The cache's clock, which the hot queries' shared answers age on too. */
  cacheNow?: () => number;
}

/**
 * The tRPC endpoint. The adapter replaces the JSON body parser; it is registered in a child
 * context so that the rest of the app keeps Fastify's own.
 */
export const trpcPlugin = fp<TrpcPluginOptions>(
  async (fastify, { resolvePlayer, clock, hotQueries = true, cacheNow }) => {
    const createContext = createContextFactory({
      config: fastify.config,
      clients: fastify.clients,
      cache: fastify.cache,
      qaOverrides: fastify.qaOverrides,
      sessions: fastify.sessions,
      idempotency: fastify.idempotency,
      resolvePlayer,
      clock,
    });
    if (hotQueries) registerHotQueries(fastify, TRPC_PREFIX, createContext, cacheNow);
    const trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'] = {
      router: appRouter,
      createContext,
      onError: ({ error, path, req }) => {
        logTRPCError(req.log, error, path);
      },
    };
    await fastify.register(fastifyTRPCPlugin, { prefix: TRPC_PREFIX, trpcOptions });
  },
  { name: 'trpc', dependencies: ['config', 'upstreams', 'cache', 'sessions', 'idempotency'] },
);
