import fp from 'fastify-plugin';
import {
  createIdempotency,
  fallbackRecordStore,
  memoryRecordStore,
  redisRecordStore,
  type Idempotency,
} from '../../idempotency/idempotency.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs money and bonus mutations once per client key (Redis, memory while it is away). */
    idempotency: Idempotency;
  }
}

/**
 * Decorates `fastify.idempotency`. A claim outlives the longest a request may take, so that a
 * crashed instance's claim frees itself; a duplicate waits at most that long for the first.
 */
export const idempotencyPlugin = fp(
  (fastify, _options, done) => {
    const { config } = fastify;
    const memory = memoryRecordStore();
    const store =
      fastify.redis === null
        ? memory
        : fallbackRecordStore(redisRecordStore(fastify.redis.client), memory, fastify.log);
    fastify.decorate(
      'idempotency',
      createIdempotency({
        store,
        resultTtlMs: config.idempotency.resultTtlMs,
        pendingTtlMs: config.http.requestTimeoutMs * 2,
        waitMs: config.http.requestTimeoutMs,
      }),
    );
    done();
  },
  { name: 'idempotency', dependencies: ['config', 'redis'] },
);
