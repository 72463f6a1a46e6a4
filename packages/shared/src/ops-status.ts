import { z } from 'zod';

// The ops status answer (GET /api/ops/status, under the ops token): what each BFF instance on the
// Redis published of itself, read from the same prom-client registry as /metrics
// (docs/decisions/041-ops-status.md). The BFF writes it, the /ops page parses it.

/** Where the status answer is served; a bare route beside /metrics, not tRPC. */
export const OPS_STATUS_PATH = '/api/ops/status';

export const OPS_BREAKER_STATES = ['closed', 'half_open', 'open', 'isolated'] as const;
export type OpsBreakerState = (typeof OPS_BREAKER_STATES)[number];

/** up, down, or disabled (no Redis configured: one instance, everything in memory). */
export const OPS_REDIS_STATES = ['up', 'down', 'disabled'] as const;
export type OpsRedisState = (typeof OPS_REDIS_STATES)[number];

const rate = z.number().nonnegative();
const ratio = z.number().min(0).max(1).nullable();
const milliseconds = z.number().nonnegative().nullable();

/** One upstream as one instance sees it, over the last rate window. */
export const opsUpstreamFiguresSchema = z.object({
  name: z.string().min(1),
  /** Attempts per second, retries included. */
  requestsPerSecond: rate,
  /** Failed attempts per second (timeouts, connection failures, 5xx). */
  errorsPerSecond: rate,
  /** Failed attempts among all attempts; null when there were none. */
  errorRatio: ratio,
  /** Latency quantiles from the histogram's buckets; null when there were no attempts. */
  p50Ms: milliseconds,
  p95Ms: milliseconds,
  p99Ms: milliseconds,
  breaker: z.enum(OPS_BREAKER_STATES),
});
export type OpsUpstreamFigures = z.infer<typeof opsUpstreamFiguresSchema>;

/** The shared-data cache of one kind of data, over the last rate window. */
export const opsCacheFiguresSchema = z.object({
  kind: z.string().min(1),
  lookupsPerSecond: rate,
  /** Hits among lookups; null when there were none. */
  hitRatio: ratio,
});
export type OpsCacheFigures = z.infer<typeof opsCacheFiguresSchema>;

/** One point of an instance's recent history, for the page's small charts. */
export const opsHistoryPointSchema = z.object({
  /** Epoch milliseconds. */
  at: z.number().int().nonnegative(),
  upstreamRequestsPerSecond: rate,
  upstreamErrorRatio: ratio,
  eventLoopLagMs: z.number().nonnegative(),
  sockets: z.number().int().nonnegative(),
  rssBytes: z.number().nonnegative(),
});
export type OpsHistoryPoint = z.infer<typeof opsHistoryPointSchema>;

export const opsInstanceFiguresSchema = z.object({
  /** host, process and a random part: unique per running process. */
  id: z.string().min(1).max(200),
  version: z.string().min(1),
  /** The id of the web build the instance serves; null when it serves the API alone. */
  buildId: z.string().nullable(),
  /** Epoch milliseconds of the figures. */
  publishedAt: z.number().int().nonnegative(),
  uptimeSeconds: z.number().nonnegative(),
  sockets: z.number().int().nonnegative(),
  /** The event loop's 99th percentile delay since the previous reading. */
  eventLoopLagMs: z.number().nonnegative(),
  memory: z.object({ rssBytes: z.number().nonnegative(), heapUsedBytes: z.number().nonnegative() }),
  /** Requests answered 503 by load shedding since the instance started, and per minute lately. */
  shed: z.object({ total: z.number().nonnegative(), perMinute: rate }),
  redis: z.enum(OPS_REDIS_STATES),
  /** Whether it polls the shared realtime feeds for the cluster. */
  leader: z.boolean(),
  upstreams: z.array(opsUpstreamFiguresSchema),
  cache: z.array(opsCacheFiguresSchema),
  /** Oldest first, one point per publication, the last few minutes. */
  history: z.array(opsHistoryPointSchema),
});
export type OpsInstanceFigures = z.infer<typeof opsInstanceFiguresSchema>;

export const opsStatusSchema = z.object({
  /** Epoch milliseconds of the answer. */
  generatedAt: z.number().int().nonnegative(),
  /** The instance that answered. */
  servedBy: z.string().min(1),
  /** redis: every live instance's entry in the registry; self: this instance alone (no Redis). */
  source: z.enum(['redis', 'self']),
  /** Redis as the answering instance sees it. */
  redis: z.enum(OPS_REDIS_STATES),
  /** The id of the instance polling the shared feeds, null when none says it does. */
  leader: z.string().nullable(),
  /** How often each instance publishes: the page polls at this pace. */
  publishIntervalMs: z.number().int().positive(),
  instances: z.array(opsInstanceFiguresSchema),
});
export type OpsStatus = z.infer<typeof opsStatusSchema>;
