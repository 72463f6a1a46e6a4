import fp from 'fastify-plugin';
import { createCache, type Cache, type CacheHooks } from '../../cache/cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared data cached on Redis when configured, in memory otherwise (and during outages). */
    cache: Cache;
  }
}

export interface CachePluginOptions {
  /** Metrics of lookups and of Redis failures. */
  hooks?: CacheHooks;
  /** The clock entries are aged on (tests). */
  now?: () => number;
}

/** Decorates `fastify.cache` over the app's Redis connection, or memory alone without one. */
export const cachePlugin = fp<CachePluginOptions>(
  (fastify, { hooks, now }, done) => {
    const redis = fastify.redis?.client ?? null;
    fastify.decorate('cache', createCache({ redis, logger: fastify.log, hooks, now }));
    done();
  },
  { name: 'cache', dependencies: ['config', 'redis'] },
);
