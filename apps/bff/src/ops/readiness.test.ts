import { describe, expect, it } from 'vitest';
import type { BreakerState } from '../upstreams/http-client.js';
import { readinessReport, type ReadinessInput } from './readiness.js';

function upstreams(states: Partial<Record<'casino' | 'sport' | 'cms' | 'jackpot', BreakerState>>) {
  const breaker = (state: BreakerState = 'closed') => ({ breakerState: () => state });
  return {
    casino: breaker(states.casino),
    sport: breaker(states.sport),
    cms: breaker(states.cms),
    jackpot: breaker(states.jackpot),
  };
}

const healthy: ReadinessInput = {
  phase: 'ready',
  redis: { isReady: () => true },
  upstreams: upstreams({}),
};

describe('readinessReport', () => {
  it('answers 200 with every dependency well', () => {
    expect(readinessReport(healthy)).toEqual({
      statusCode: 200,
      body: {
        status: 'ready',
        degraded: false,
        checks: {
          redis: { state: 'up' },
          upstreams: {
            casino: { breaker: 'closed' },
            sport: { breaker: 'closed' },
            cms: { breaker: 'closed' },
            jackpot: { breaker: 'closed' },
          },
        },
      },
    });
  });

  it('answers 503 while starting or draining, whatever the dependencies', () => {
    expect(readinessReport({ ...healthy, phase: 'starting' })).toMatchObject({
      statusCode: 503,
      body: { status: 'starting' },
    });
    expect(readinessReport({ ...healthy, phase: 'draining' })).toMatchObject({
      statusCode: 503,
      body: { status: 'draining' },
    });
  });

  it('reports Redis down as degraded, still ready', () => {
    expect(readinessReport({ ...healthy, redis: { isReady: () => false } })).toMatchObject({
      statusCode: 200,
      body: { status: 'ready', degraded: true, checks: { redis: { state: 'down' } } },
    });
  });

  it('reports an unconfigured Redis as disabled, not degraded', () => {
    expect(readinessReport({ ...healthy, redis: null })).toMatchObject({
      statusCode: 200,
      body: { degraded: false, checks: { redis: { state: 'disabled' } } },
    });
  });

  it('reports a breaker that is not closed as degraded, still ready', () => {
    for (const state of ['open', 'half_open', 'isolated'] as const) {
      expect(
        readinessReport({ ...healthy, upstreams: upstreams({ jackpot: state }) }),
      ).toMatchObject({
        statusCode: 200,
        body: { degraded: true, checks: { upstreams: { jackpot: { breaker: state } } } },
      });
    }
  });
});
