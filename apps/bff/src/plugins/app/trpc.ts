import fp from 'fastify-plugin';
import { appRouter } from '../../router.js';
import type { PlayerResolver } from '../../sessions/session-player.js';
import { createContextFactory } from '../../trpc/context.js';
import { createTrpcHttpHandler, type TrpcHttpHandler } from '../../trpc/http-handler.js';
import { withMockGamificationPanel, withMockSportFrame } from '../../upstreams/media-urls.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lean reads for the pages the BFF writes (the first screen's data: decision 028). */
    pageReads: {
      read: TrpcHttpHandler['readForPage'];
      /** The clock the shared answers age on. */
      now: () => number;
    };
  }
}

export const TRPC_PREFIX = '/trpc';
/** The one route of every tRPC call; its `path` parameter names the procedures. */
export const TRPC_ROUTE = `${TRPC_PREFIX}/:path`;

export interface TrpcPluginOptions {
  resolvePlayer?: PlayerResolver;
  clock?: () => Date;
  /** Off only to measure, or compare answers with, tRPC's adapter alone. */
  leanReads?: boolean;
  /** The cache's clock, which the shared answers of lean reads age on too. */
  cacheNow?: () => number;
}

/**
 * The tRPC endpoint: one route, `/trpc/:path`, for every method. GETs of lean reads are answered
 * through the router's own caller, everything else by tRPC's fetch adapter (trpc/http-handler.ts).
 * Its body parsers are the adapter's (JSON as text, multipart untouched), in a child context so
 * the rest of the app keeps Fastify's own.
 */
export const trpcPlugin = fp<TrpcPluginOptions>(
  async (fastify, { resolvePlayer, clock, leanReads = true, cacheNow = Date.now }) => {
    const mockWorldUrl = fastify.mockWorld?.url ?? null;
    const config = withMockGamificationPanel(
      withMockSportFrame(fastify.config, mockWorldUrl),
      mockWorldUrl,
    );
    const createContext = createContextFactory({
      config,
      clients: fastify.clients,
      cache: fastify.cache,
      qaOverrides: fastify.qaOverrides,
      sessions: fastify.sessions,
      idempotency: fastify.idempotency,
      recentlyPlayed: fastify.recentlyPlayed,
      eventFeed: fastify.realtime.eventFeed,
      resolvePlayer,
      clock,
    });
    const handler = createTrpcHttpHandler({
      router: appRouter,
      createContext,
      config,
      sessionCookie: fastify.sessions.cookieName,
      leanReads,
      now: cacheNow,
      observe: (paths, statusCode, durationMs) => {
        fastify.metrics.observeHttp({ method: 'GET', route: TRPC_ROUTE, statusCode, durationMs });
        fastify.metrics.observeTrpc({ path: paths, statusCode, durationMs });
      },
    });
    if (leanReads) {
      fastify.frontDoor.answerFirst(handler.answerShared);
      fastify.addHook('preClose', (done) => {
        handler.stopAnsweringShared();
        done();
      });
    }
    // QA moved the country or the clock through this instance: shared answers are out of date.
    fastify.qaOverrides.onInvalidate(handler.forgetSharedAnswers);
    fastify.decorate('pageReads', { read: handler.readForPage, now: cacheNow });

    await fastify.register(
      (scope, _options, done) => {
        scope.removeContentTypeParser('application/json');
        scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, next) => {
          next(null, body);
        });
        scope.removeContentTypeParser('multipart/form-data');
        scope.addContentTypeParser('multipart/form-data', (_r, body, next) => {
          next(null, body);
        });
        scope.all('/:path', handler.handle);
        done();
      },
      { prefix: TRPC_PREFIX },
    );
  },
  {
    name: 'trpc',
    dependencies: [
      'config',
      'metrics',
      'upstreams',
      'cache',
      'sessions',
      'idempotency',
      'recently-played',
      'realtime',
    ],
  },
);
