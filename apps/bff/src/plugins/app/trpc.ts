import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { appRouter, type AppRouter } from '../../router.js';
import { createContextFactory, type PlayerResolver } from '../../trpc/context.js';
import { logTRPCError } from '../../trpc/error-mapper.js';

export const TRPC_PREFIX = '/trpc';

export interface TrpcPluginOptions {
  resolvePlayer?: PlayerResolver;
  clock?: () => Date;
}

/**
 * The tRPC endpoint. The adapter replaces the JSON body parser; it is registered in a child
 * context so that the rest of the app keeps Fastify's own.
 */
export const trpcPlugin = fp<TrpcPluginOptions>(
  async (fastify, { resolvePlayer, clock }) => {
    const trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'] = {
      router: appRouter,
      createContext: createContextFactory({
        config: fastify.config,
        clients: fastify.clients,
        resolvePlayer,
        clock,
      }),
      onError: ({ error, path, req }) => {
        logTRPCError(req.log, error, path);
      },
    };
    await fastify.register(fastifyTRPCPlugin, { prefix: TRPC_PREFIX, trpcOptions });
  },
  { name: 'trpc', dependencies: ['config', 'upstreams'] },
);
