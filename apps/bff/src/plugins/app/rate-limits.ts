import fp from 'fastify-plugin';
import { createRateLimits } from '../../security/rate-limits.js';
// For its `fastify.rateLimits` declaration.
import type {} from '../../trpc/rate-limit.js';

/**
 * Decorates `fastify.rateLimits`, which the `rateLimit` tRPC middleware reaches through
 * `ctx.req.server`: counters in Redis when it is configured (memory while it is away), else in
 * memory.
 */
export const rateLimitsPlugin = fp(
  (fastify, _options, done) => {
    fastify.decorate(
      'rateLimits',
      createRateLimits({
        policies: fastify.config.rateLimits,
        redis: fastify.redis?.client ?? null,
      }),
    );
    done();
  },
  { name: 'rate-limits', dependencies: ['config', 'redis'] },
);
