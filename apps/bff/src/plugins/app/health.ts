import fp from 'fastify-plugin';
import { readinessReport, type ReadinessPhase } from '../../ops/readiness.js';

export const HEALTH_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

export interface Readiness {
  phase: () => ReadinessPhase;
  /**
   * From now on /readyz answers 503, so that load balancers stop sending new requests; called
   * when the app starts closing, and by anything that wants a drain delay before that.
   */
  startDraining: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: 503 while starting or
 * draining, 200 otherwise, with each dependency's state). Probes are logged at warn level only:
 * a load balancer polling every few seconds would otherwise fill the logs.
 */
export const healthPlugin = fp(
  (fastify, _options, done) => {
    let phase: ReadinessPhase = 'starting';
    fastify.decorate('readiness', {
      phase: () => phase,
      startDraining: () => {
        phase = 'draining';
      },
    });
    fastify.addHook('onReady', (next) => {
      if (phase === 'starting') phase = 'ready';
      next();
    });
    fastify.addHook('preClose', (next) => {
      phase = 'draining';
      next();
    });
    // Draining: each answer closes its connection behind it, so that a client's next request
    // opens a new one, which the load balancer sends elsewhere.
    fastify.addHook('onSend', (_request, reply, payload, next) => {
      if (phase === 'draining') void reply.header('connection', 'close');
      next(null, payload);
    });
    // Guests' shared answers are written before Fastify's hooks: not while draining.
    fastify.frontDoor.passWhile(() => phase === 'draining');

    fastify.get(HEALTH_PATH, { logLevel: 'warn' }, () => ({ status: 'ok' as const }));
    fastify.get(READINESS_PATH, { logLevel: 'warn' }, (_request, reply) => {
      const { statusCode, body } = readinessReport({
        phase,
        redis: fastify.redis,
        upstreams: fastify.upstreams,
      });
      return reply.status(statusCode).header('cache-control', 'no-store').send(body);
    });
    done();
  },
  { name: 'health', dependencies: ['redis', 'upstreams'] },
);
