import fp from 'fastify-plugin';
import {
  createRecentlyPlayedStore,
  type RecentlyPlayedStore,
} from '../../recently-played/recently-played-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each player's recently played games (Redis, memory without it or while it is away). */
    recentlyPlayed: RecentlyPlayedStore;
  }
}

/** Decorates `fastify.recentlyPlayed` over the app's Redis connection, or memory without one. */
export const recentlyPlayedPlugin = fp(
  (fastify, _options, done) => {
    fastify.decorate(
      'recentlyPlayed',
      createRecentlyPlayedStore({ redis: fastify.redis?.client ?? null, logger: fastify.log }),
    );
    done();
  },
  { name: 'recently-played', dependencies: ['redis'] },
);
