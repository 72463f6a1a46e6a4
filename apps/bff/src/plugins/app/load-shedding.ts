import { STATUS_CODES } from 'node:http';
import { englishMessage } from '@casino/shared';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HEALTH_PATH, READINESS_PATH } from './health.js';

// Load shedding: when the event loop lags or memory passes its limit, a request is answered 503
// with Retry-After at once instead of joining a queue it would time out in. The probes are always
// answered, so an orchestrator sees a busy instance, not a dead one; the instance takes requests
// again as soon as a sample is under the limits (docs/decisions/026-load-shedding-and-faults.md).

/**
 * Samples after the app is ready before anything is shed: the sample that saw the start (the
 * world and the catalogue loaded on the event loop) says nothing of the load, and would shed the
 * first requests of a fresh instance.
 */
const STARTUP_SAMPLES = 2;

/** Routes never shed: liveness and readiness (and every route whose config says `neverShed`). */
const NEVER_SHED: ReadonlySet<string> = new Set([HEALTH_PATH, READINESS_PATH]);

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the instance sheds load now; false when no threshold is set. */
    underPressure: () => boolean;
  }
  interface FastifyContextConfig {
    /**
     * Answered even while the instance sheds load: the web build's files, read from disk with no
     * upstream behind them, which a page already sent needs to start at all (a page whose script
     * was shed stays a lifeless first screen).
     */
    neverShed?: boolean;
  }
}

export const loadSheddingPlugin = fp(
  async (fastify) => {
    const { pressure } = fastify.config;
    const enabled =
      pressure.maxEventLoopDelayMs > 0 || pressure.maxHeapUsedBytes > 0 || pressure.maxRssBytes > 0;
    if (!enabled) {
      fastify.decorate('underPressure', () => false);
      return;
    }
    const shed = fastify.metrics.shedRequest;
    let armedAt = Number.POSITIVE_INFINITY;
    fastify.addHook('onReady', (done) => {
      armedAt = performance.now() + STARTUP_SAMPLES * pressure.sampleIntervalMs;
      done();
    });
    const shedding = () => performance.now() >= armedAt && fastify.isUnderPressure();
    // What under-pressure does with the answer: nothing (the request goes on) or send it.
    const pressureHandler: (request: FastifyRequest, reply: FastifyReply, type: string) => void = (
      request,
      reply,
      type,
    ) => {
      if (NEVER_SHED.has(request.routeOptions.url ?? '')) return undefined;
      if (request.routeOptions.config.neverShed === true) return undefined;
      if (performance.now() < armedAt) return undefined;
      shed(type);
      void reply
        .status(503)
        .header('retry-after', String(pressure.retryAfterSeconds))
        .header('cache-control', 'no-store');
      return {
        statusCode: 503,
        error: STATUS_CODES[503],
        message: englishMessage('errors.upstreamUnavailable'),
        requestId: request.id,
      };
    };
    await fastify.register(underPressure, {
      maxEventLoopDelay: pressure.maxEventLoopDelayMs,
      maxHeapUsedBytes: pressure.maxHeapUsedBytes,
      maxRssBytes: pressure.maxRssBytes,
      sampleInterval: pressure.sampleIntervalMs,
      retryAfter: pressure.retryAfterSeconds,
      pressureHandler,
    });
    fastify.decorate('underPressure', shedding);
    // Guests' shared answers are written before Fastify's hooks run: not while shedding.
    fastify.frontDoor.passWhile(shedding);
  },
  { name: 'load-shedding', dependencies: ['config', 'metrics'] },
);
