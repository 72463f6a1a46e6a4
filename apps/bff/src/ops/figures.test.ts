import { describe, expect, it } from 'vitest';
import {
  HISTORY_SAMPLES,
  RATE_WINDOW_SAMPLES,
  histogramQuantile,
  instanceFigures,
  type FigureSample,
} from './figures.js';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, Number.POSITIVE_INFINITY];

describe('histogramQuantile', () => {
  it('has no answer without observations', () => {
    expect(histogramQuantile(0.5, BOUNDS, [0, 0, 0, 0, 0, 0])).toBeNull();
    expect(histogramQuantile(0.5, [], [])).toBeNull();
  });

  it('interpolates inside the bucket the rank falls in', () => {
    // 10 observations, all between 10 and 25 ms.
    const cumulative = [0, 0, 10, 10, 10, 10];
    expect(histogramQuantile(0.5, BOUNDS, cumulative)).toBeCloseTo(0.0175);
    expect(histogramQuantile(0.99, BOUNDS, cumulative)).toBeCloseTo(0.02485);
  });

  it('starts the first bucket at zero', () => {
    expect(histogramQuantile(0.5, BOUNDS, [4, 4, 4, 4, 4, 4])).toBeCloseTo(0.0025);
  });

  it('answers the highest finite bound for ranks in the +Inf bucket', () => {
    expect(histogramQuantile(0.99, BOUNDS, [0, 0, 0, 0, 1, 10])).toBe(0.1);
  });

  it('takes the first bucket that reaches the rank exactly', () => {
    // Half the observations up to 5 ms, half between 50 and 100 ms.
    expect(histogramQuantile(0.5, BOUNDS, [5, 5, 5, 5, 10, 10])).toBeCloseTo(0.005);
  });
});

function sample(at: number, changes: Partial<FigureSample> = {}): FigureSample {
  return {
    at,
    upstreams: {},
    breakers: {},
    cache: {},
    shedTotal: 0,
    sockets: 0,
    eventLoopLagMs: 1,
    rssBytes: 100,
    heapUsedBytes: 50,
    startTimeSeconds: 1_000,
    leader: false,
    redisUp: null,
    buildId: null,
    ...changes,
  };
}

function casino(attempts: number, errors: number, buckets: number[]) {
  return { casino: { attempts, errors, buckets, bounds: BOUNDS } };
}

const IDENTITY = { id: 'host-1-abc', version: '1.2.3' };

describe('instanceFigures', () => {
  it('reads a single sample as no traffic yet, every upstream listed', () => {
    const figures = instanceFigures(IDENTITY, [sample(1_010_000)]);
    expect(figures).toMatchObject({
      id: 'host-1-abc',
      version: '1.2.3',
      uptimeSeconds: 10,
      redis: 'disabled',
      history: [],
      shed: { total: 0, perMinute: 0 },
    });
    expect(figures.upstreams.map((upstream) => upstream.name)).toEqual([
      'casino',
      'sport',
      'cms',
      'jackpot',
    ]);
    expect(figures.upstreams[0]).toEqual({
      name: 'casino',
      requestsPerSecond: 0,
      errorsPerSecond: 0,
      errorRatio: null,
      p50Ms: null,
      p95Ms: null,
      p99Ms: null,
      breaker: 'closed',
    });
  });

  it('gives rates, the error ratio and quantiles of the window, not since the start', () => {
    const before = sample(1_000_000, {
      upstreams: casino(100, 50, [100, 100, 100, 100, 100, 100]),
      shedTotal: 3,
      cache: { lobby: { hits: 10, lookups: 10 } },
    });
    const after = sample(1_010_000, {
      upstreams: casino(120, 55, [100, 100, 120, 120, 120, 120]),
      breakers: { casino: 'open' },
      shedTotal: 8,
      cache: { lobby: { hits: 13, lookups: 14 }, winners: { hits: 0, lookups: 0 } },
      redisUp: true,
      leader: true,
      buildId: 'abc123',
    });
    const figures = instanceFigures(IDENTITY, [before, after]);
    const [upstream] = figures.upstreams;
    expect(upstream?.requestsPerSecond).toBe(2);
    expect(upstream?.errorsPerSecond).toBe(0.5);
    expect(upstream?.errorRatio).toBe(0.25);
    // All 20 attempts of the window took 10 to 25 ms.
    expect(upstream?.p50Ms).toBeCloseTo(17.5);
    expect(upstream?.breaker).toBe('open');
    expect(figures.shed).toEqual({ total: 8, perMinute: 30 });
    expect(figures.cache).toEqual([
      { kind: 'lobby', lookupsPerSecond: 0.4, hitRatio: 0.75 },
      { kind: 'winners', lookupsPerSecond: 0, hitRatio: null },
    ]);
    expect(figures).toMatchObject({ redis: 'up', leader: true, buildId: 'abc123' });
    expect(figures.history).toEqual([
      {
        at: 1_010_000,
        upstreamRequestsPerSecond: 2,
        upstreamErrorRatio: 0.25,
        eventLoopLagMs: 1,
        sockets: 0,
        rssBytes: 100,
      },
    ]);
  });

  it('looks back RATE_WINDOW_SAMPLES samples at most', () => {
    const samples = Array.from({ length: RATE_WINDOW_SAMPLES + 5 }, (_, index) =>
      // 1 attempt a second for the first 4 seconds, then 10 a second: the window sees the 10.
      sample(1_000_000 + index * 1_000, {
        upstreams: casino(index <= 4 ? index : 4 + (index - 4) * 10, 0, [0, 0, 0, 0, 0, 0]),
      }),
    );
    expect(instanceFigures(IDENTITY, samples).upstreams[0]?.requestsPerSecond).toBe(10);
    expect(instanceFigures(IDENTITY, samples).history).toHaveLength(samples.length - 1);
  });

  it('reads a redis that is configured but away as down', () => {
    expect(instanceFigures(IDENTITY, [sample(1_000_000, { redisUp: false })]).redis).toBe('down');
  });

  it('keeps a few minutes of history at the default interval', () => {
    expect(HISTORY_SAMPLES * 5_000).toBeGreaterThanOrEqual(5 * 60_000);
  });
});
