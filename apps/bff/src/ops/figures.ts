import type {
  OpsBreakerState,
  OpsCacheFigures,
  OpsHistoryPoint,
  OpsInstanceFigures,
  OpsRedisState,
  OpsUpstreamFigures,
} from '@casino/shared';
import type { Registry } from 'prom-client';
import { UPSTREAM_NAMES } from '../config.js';
import { BREAKER_STATE_VALUES } from './metrics.js';

// An instance's figures for the ops status, read from the prom-client registries /metrics
// renders: the same counters and histograms, never a second count (docs/decisions/041). A sample
// is the cumulative values at one moment; rates and quantiles are the differences between two.

/** The cumulative values of one moment, as the registries hold them. */
export interface FigureSample {
  /** Epoch milliseconds. */
  at: number;
  upstreams: Readonly<Record<string, UpstreamSample>>;
  breakers: Readonly<Record<string, OpsBreakerState>>;
  cache: Readonly<Record<string, { hits: number; lookups: number }>>;
  shedTotal: number;
  sockets: number;
  eventLoopLagMs: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** Epoch seconds. */
  startTimeSeconds: number;
  leader: boolean;
  /** null: no Redis configured. */
  redisUp: boolean | null;
  buildId: string | null;
}

export interface UpstreamSample {
  attempts: number;
  errors: number;
  /** The histogram's cumulative bucket counts, one per bound of `bounds`. */
  buckets: readonly number[];
  /** Upper bounds in seconds, ascending, the last one Infinity. */
  bounds: readonly number[];
}

/** How many samples back rates and quantiles look: a minute at the default interval. */
export const RATE_WINDOW_SAMPLES = 12;
/** How many samples an instance keeps (its charts' length): five minutes at the default. */
export const HISTORY_SAMPLES = 60;

const STATE_BY_VALUE = new Map(
  Object.entries(BREAKER_STATE_VALUES).map(([state, value]) => [value, state as OpsBreakerState]),
);

type Metrics = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;
/** A histogram's values name their series (`_bucket`, `_count`, `_sum`). */
type Value = Metrics[number]['values'][number] & { metricName?: string };
type Labels = Value['labels'];
type Values = readonly Value[];

function valuesOf(metrics: Metrics, name: string): Values {
  return metrics.find((metric) => metric.name === name)?.values ?? [];
}

function sum(values: Values, where: (labels: Labels) => boolean): number {
  return values.reduce((total, { labels, value }) => (where(labels) ? total + value : total), 0);
}

function first(values: Values): number {
  return values[0]?.value ?? 0;
}

function leOf(labels: Labels): number {
  const le = labels.le;
  return le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
}

/** One upstream's histogram and error counter, summed over every other label. */
function upstreamSample(duration: Values, errors: Values, upstream: string): UpstreamSample {
  const byBound = new Map<number, number>();
  let attempts = 0;
  for (const { labels, value, metricName } of duration) {
    if (labels.upstream !== upstream) continue;
    if (metricName?.endsWith('_bucket') === true) {
      const bound = leOf(labels);
      byBound.set(bound, (byBound.get(bound) ?? 0) + value);
    } else if (metricName?.endsWith('_count') === true) {
      attempts += value;
    }
  }
  const bounds = [...byBound.keys()].sort((a, b) => a - b);
  return {
    attempts,
    errors: sum(errors, (labels) => labels.upstream === upstream),
    bounds,
    buckets: bounds.map((bound) => byBound.get(bound) ?? 0),
  };
}

/**
 * Reads one sample from the app's registry and the process registry. Reading the process
 * registry collects it, as a scrape does: the event loop's percentiles cover the time since the
 * previous reading, by the publisher or by Prometheus.
 */
export async function readSample(
  appRegistry: Registry,
  processRegistry: Registry,
  now: number,
): Promise<FigureSample> {
  const [app, process] = await Promise.all([
    appRegistry.getMetricsAsJSON(),
    processRegistry.getMetricsAsJSON(),
  ]);
  const duration = valuesOf(app, 'upstream_request_duration_seconds');
  const errors = valuesOf(app, 'upstream_errors_total');
  const breakerValues = valuesOf(app, 'upstream_breaker_state');
  const lookups = valuesOf(app, 'cache_lookups_total');
  const redis = app.find((metric) => metric.name === 'redis_up');
  const build = valuesOf(app, 'web_build_info')[0]?.labels.build_id;

  const cache: Record<string, { hits: number; lookups: number }> = {};
  for (const { labels, value } of lookups) {
    const kind = String(labels.kind);
    const entry = (cache[kind] ??= { hits: 0, lookups: 0 });
    entry.lookups += value;
    if (labels.outcome === 'hit') entry.hits += value;
  }
  const upstreams: Record<string, UpstreamSample> = {};
  const breakers: Record<string, OpsBreakerState> = {};
  for (const name of UPSTREAM_NAMES) {
    upstreams[name] = upstreamSample(duration, errors, name);
    const value = breakerValues.find(({ labels }) => labels.upstream === name)?.value ?? 0;
    breakers[name] = STATE_BY_VALUE.get(value) ?? 'closed';
  }
  return {
    at: now,
    upstreams,
    breakers,
    cache,
    shedTotal: sum(valuesOf(app, 'http_requests_shed_total'), () => true),
    sockets: first(valuesOf(app, 'ws_connections')),
    eventLoopLagMs: first(valuesOf(process, 'nodejs_eventloop_lag_p99_seconds')) * 1000,
    rssBytes: first(valuesOf(process, 'process_resident_memory_bytes')),
    heapUsedBytes: first(valuesOf(process, 'nodejs_heap_size_used_bytes')),
    startTimeSeconds: first(valuesOf(process, 'process_start_time_seconds')),
    leader: first(valuesOf(app, 'realtime_leader')) === 1,
    redisUp: redis === undefined ? null : first(redis.values) === 1,
    buildId: typeof build === 'string' && build !== '' ? build : null,
  };
}

/**
 * The q-quantile of a histogram's observations (0 < q < 1), by linear interpolation inside the
 * bucket it falls in, as Prometheus' histogram_quantile does; null without observations. In the
 * last (+Inf) bucket it answers the highest finite bound: nothing more is known.
 */
export function histogramQuantile(
  q: number,
  bounds: readonly number[],
  cumulative: readonly number[],
): number | null {
  const total = cumulative.at(-1) ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  const index = cumulative.findIndex((count) => count >= rank);
  if (index < 0) return null;
  const upper = bounds[index] ?? Number.POSITIVE_INFINITY;
  const lower = index === 0 ? 0 : (bounds[index - 1] ?? 0);
  if (upper === Number.POSITIVE_INFINITY) return lower;
  const below = index === 0 ? 0 : (cumulative[index - 1] ?? 0);
  const inBucket = (cumulative[index] ?? 0) - below;
  if (inBucket <= 0) return upper;
  return lower + ((upper - lower) * (rank - below)) / inBucket;
}

/** A counter's growth between two samples; never negative. */
function delta(now: number, then: number): number {
  return Math.max(0, now - then);
}

function perSecond(amount: number, seconds: number): number {
  return seconds > 0 ? amount / seconds : 0;
}

function ratioOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.min(1, part / whole) : null;
}

const toMs = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

function upstreamFigures(
  name: string,
  now: FigureSample,
  then: FigureSample,
  seconds: number,
): OpsUpstreamFigures {
  const current = now.upstreams[name];
  const before = then.upstreams[name];
  const attempts = current === undefined ? 0 : delta(current.attempts, before?.attempts ?? 0);
  const errors = current === undefined ? 0 : delta(current.errors, before?.errors ?? 0);
  const buckets =
    current?.buckets.map((count, index) => delta(count, before?.buckets[index] ?? 0)) ?? [];
  const bounds = current?.bounds ?? [];
  return {
    name,
    requestsPerSecond: perSecond(attempts, seconds),
    errorsPerSecond: perSecond(errors, seconds),
    errorRatio: ratioOf(errors, attempts),
    p50Ms: toMs(histogramQuantile(0.5, bounds, buckets)),
    p95Ms: toMs(histogramQuantile(0.95, bounds, buckets)),
    p99Ms: toMs(histogramQuantile(0.99, bounds, buckets)),
    breaker: now.breakers[name] ?? 'closed',
  };
}

function cacheFigures(now: FigureSample, then: FigureSample, seconds: number): OpsCacheFigures[] {
  return Object.keys(now.cache)
    .sort()
    .map((kind) => {
      const current = now.cache[kind] ?? { hits: 0, lookups: 0 };
      const before = then.cache[kind] ?? { hits: 0, lookups: 0 };
      const lookups = delta(current.lookups, before.lookups);
      return {
        kind,
        lookupsPerSecond: perSecond(lookups, seconds),
        hitRatio: ratioOf(delta(current.hits, before.hits), lookups),
      };
    });
}

function totals(sample: FigureSample): { attempts: number; errors: number } {
  let attempts = 0;
  let errors = 0;
  for (const upstream of Object.values(sample.upstreams)) {
    attempts += upstream.attempts;
    errors += upstream.errors;
  }
  return { attempts, errors };
}

function historyPoint(now: FigureSample, then: FigureSample): OpsHistoryPoint {
  const seconds = (now.at - then.at) / 1000;
  const current = totals(now);
  const before = totals(then);
  const attempts = delta(current.attempts, before.attempts);
  return {
    at: now.at,
    upstreamRequestsPerSecond: perSecond(attempts, seconds),
    upstreamErrorRatio: ratioOf(delta(current.errors, before.errors), attempts),
    eventLoopLagMs: now.eventLoopLagMs,
    sockets: now.sockets,
    rssBytes: now.rssBytes,
  };
}

export interface InstanceIdentity {
  id: string;
  version: string;
}

function redisState(redisUp: boolean | null): OpsRedisState {
  if (redisUp === null) return 'disabled';
  return redisUp ? 'up' : 'down';
}

/**
 * The figures an instance publishes, from its samples (oldest first, at least one): rates and
 * quantiles over the last RATE_WINDOW_SAMPLES, one history point per pair of samples.
 */
export function instanceFigures(
  identity: InstanceIdentity,
  samples: readonly FigureSample[],
): OpsInstanceFigures {
  const now = samples.at(-1);
  if (now === undefined) throw new Error('instanceFigures needs a sample');
  const then = samples[Math.max(0, samples.length - 1 - RATE_WINDOW_SAMPLES)] ?? now;
  const seconds = (now.at - then.at) / 1000;
  const history: OpsHistoryPoint[] = [];
  for (let index = 1; index < samples.length; index += 1) {
    const current = samples[index];
    const previous = samples[index - 1];
    if (current !== undefined && previous !== undefined) {
      history.push(historyPoint(current, previous));
    }
  }
  return {
    id: identity.id,
    version: identity.version,
    buildId: now.buildId,
    publishedAt: now.at,
    uptimeSeconds: Math.max(0, now.at / 1000 - now.startTimeSeconds),
    sockets: now.sockets,
    eventLoopLagMs: now.eventLoopLagMs,
    memory: { rssBytes: now.rssBytes, heapUsedBytes: now.heapUsedBytes },
    shed: {
      total: now.shedTotal,
      perMinute: perSecond(delta(now.shedTotal, then.shedTotal), seconds) * 60,
    },
    redis: redisState(now.redisUp),
    leader: now.leader,
    upstreams: UPSTREAM_NAMES.map((name) => upstreamFigures(name, now, then, seconds)),
    cache: cacheFigures(now, then, seconds),
    history,
  };
}
