import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type AppMetrics } from '../../ops/metrics.js';
import { opsAccess, refuseOps } from '../../ops/ops-access.js';
import { appRouter } from '../../router.js';
import { procedurePaths } from '../../trpc/internals.js';
import { TRPC_ROUTE } from './trpc.js';

export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics and the hooks that feed them (upstreams, cache, sessions, sockets). */
    metrics: AppMetrics;
  }
  interface FastifyContextConfig {
    /**
     * The route's label in the HTTP metrics instead of its pattern, for routes that come by the
     * hundred (one per static file) and would each make series of their own.
     */
    metricsRoute?: string;
  }
}

export interface MetricsPluginOptions {
  /** Metrics built by the caller; by default the plugin builds them for the app's router. */
  metrics?: AppMetrics;
}

/** The procedures a request called: the tRPC route carries them in its path parameter. */
function trpcPathOf(request: FastifyRequest, route: string | undefined): string | null {
  if (route !== TRPC_ROUTE) return null;
  const params = request.params;
  if (typeof params !== 'object' || params === null || !('path' in params)) return null;
  return typeof params.path === 'string' ? params.path : null;
}

/**
 * Decorates `fastify.metrics` and serves GET /metrics in Prometheus' text format, behind the ops
 * token (OPS_TOKEN; mock mode's default without it; shut in live mode without it, see
 * ops/ops-access.ts). Register it first: its onResponse hook must see every route, and the
 * plugins after it take their hooks from `fastify.metrics`.
 *
 * tRPC procedures are timed from the HTTP request: a batch's duration is attributed to each
 * procedure in it, and its outcome is the batch's status (207 when the calls ended differently).
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  (fastify, options, done) => {
    const metrics = options.metrics ?? createMetrics({ trpcProcedures: procedurePaths(appRouter) });
    const { token } = fastify.config.ops;
    fastify.decorate('metrics', metrics);

    fastify.addHook('onResponse', (request, reply, next) => {
      const { url: route, config } = request.routeOptions;
      const { statusCode, elapsedTime: durationMs } = reply;
      metrics.observeHttp({
        method: request.method,
        route: config.metricsRoute ?? route,
        statusCode,
        durationMs,
      });
      const path = trpcPathOf(request, route);
      if (path !== null) metrics.observeTrpc({ path, statusCode, durationMs });
      next();
    });

    // Redis and the upstreams are registered after this plugin: their state is bound once the
    // app is complete, and read at each scrape.
    fastify.addHook('onReady', (next) => {
      if (!fastify.hasDecorator('redis') || !fastify.hasDecorator('upstreams')) {
        next();
        return;
      }
      const { redis, upstreams } = fastify;
      metrics.watch({
        redisReady: redis === null ? null : () => redis.isReady(),
        breakers: () => ({
          casino: upstreams.casino.breakerState(),
          sport: upstreams.sport.breakerState(),
          cms: upstreams.cms.breakerState(),
          jackpot: upstreams.jackpot.breakerState(),
        }),
      });
      next();
    });

    if (token === null) {
      fastify.log.warn('OPS_TOKEN is not set: /metrics and the ops status answer 503');
    }

    fastify.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
      const access = opsAccess(request.headers.authorization, token);
      if (access !== 'granted') return refuseOps(request, reply, access, 'metrics');
      const text = await metrics.render();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    });
    done();
  },
  { name: 'metrics', dependencies: ['config'] },
);
