import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { createRedisSessionStore } from '../../sessions/redis-session-store.js';
import { createSessionManager, type SessionManager } from '../../sessions/session-manager.js';
import { createMemorySessionStore, type SessionStore } from '../../sessions/session-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cookie sessions: resolve a request's player, start, end and update sessions. */
    sessions: SessionManager;
  }
}

export interface SessionsPluginOptions {
  /** The product's clock; the session lifetimes are measured on it. */
  clock?: () => Date;
  /** A store built by the caller (tests). */
  store?: SessionStore;
}

/**
 * Decorates `fastify.sessions` and registers the cookie parser with the session secret (signed
 * cookies). Sessions live in Redis when REDIS_URL is set, else in this instance's memory.
 */
export const sessionsPlugin = fp<SessionsPluginOptions>(
  async (fastify, options) => {
    const { config } = fastify;
    const clock = options.clock;
    const now = clock === undefined ? Date.now : () => clock().getTime();
    const lifetimes = {
      idleTimeoutMs: config.session.idleTimeoutMs,
      absoluteTimeoutMs: config.session.absoluteTimeoutMs,
    };
    await fastify.register(fastifyCookie, { secret: config.session.secret });

    const store =
      options.store ??
      (fastify.redis === null
        ? createMemorySessionStore({ lifetimes, now })
        : createRedisSessionStore({
            client: fastify.redis.client,
            lifetimes,
            now,
            logger: fastify.log,
          }));
    fastify.decorate(
      'sessions',
      createSessionManager({
        store,
        lifetimes,
        cookieSecure: config.session.cookieSecure,
        now,
        metrics: fastify.metrics.sessions,
      }),
    );
  },
  { name: 'sessions', dependencies: ['config', 'metrics', 'redis', 'upstreams'] },
);
