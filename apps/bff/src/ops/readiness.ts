import type { UpstreamName } from '../upstreams/wire.js';
import type { BreakerState } from '../upstreams/http-client.js';

/** starting: before the app is ready; draining: from the start of a graceful close. */
export type ReadinessPhase = 'starting' | 'ready' | 'draining';

export type RedisCheck = 'up' | 'down' | 'disabled';

export interface ReadinessInput {
  phase: ReadinessPhase;
  /** null when Redis is not configured. */
  redis: { isReady: () => boolean } | null;
  upstreams: Readonly<Record<UpstreamName, { breakerState: () => BreakerState }>>;
}

export interface ReadinessBody {
  status: ReadinessPhase;
  /** A dependency is unwell; the instance still serves (from memory, cached data, fallbacks). */
  degraded: boolean;
  checks: {
    redis: { state: RedisCheck };
    upstreams: Record<UpstreamName, { breaker: BreakerState }>;
  };
}

export interface ReadinessReport {
  statusCode: 200 | 503;
  body: ReadinessBody;
}

/**
 * Only the instance's own phase decides the status. A dependency's trouble is the same for every
 * instance, so failing readiness on it would make a load balancer drop them all at once; it is
 * reported as `degraded` instead.
 */
export function readinessReport({ phase, redis, upstreams }: ReadinessInput): ReadinessReport {
  let redisState: RedisCheck = 'disabled';
  if (redis !== null) redisState = redis.isReady() ? 'up' : 'down';
  const check = (name: UpstreamName) => ({ breaker: upstreams[name].breakerState() });
  const breakers = {
    casino: check('casino'),
    sport: check('sport'),
    cms: check('cms'),
    jackpot: check('jackpot'),
  };
  const degraded =
    redisState === 'down' || Object.values(breakers).some(({ breaker }) => breaker !== 'closed');
  return {
    statusCode: phase === 'ready' ? 200 : 503,
    body: {
      status: phase,
      degraded,
      checks: { redis: { state: redisState }, upstreams: breakers },
    },
  };
}
