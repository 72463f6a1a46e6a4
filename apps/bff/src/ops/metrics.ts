import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheHooks } from '../cache/cache.js';
import { UPSTREAM_NAMES, type UpstreamName } from '../config.js';
import type { BreakerState, UpstreamHooks } from '../upstreams/http-client.js';

// The metric names and labels are listed in docs/OPERATIONS.md; change both together.

/** The breaker gauge's values: the further from 0, the less the upstream is called. */
export const BREAKER_STATE_VALUES: Readonly<Record<BreakerState, number>> = {
  closed: 0,
  half_open: 1,
  open: 2,
  isolated: 3,
};

export const SESSION_END_REASONS = ['logout', 'idle', 'absolute', 'revoked', 'other'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What the session layer reports; counters only, as a session may end on another instance. */
export interface SessionMetrics {
  sessionStarted: () => void;
  sessionEnded: (reason: SessionEndReason) => void;
}

/**
 * Why a socket closed: the hub's own reasons, `peer` when the client (or the network) closed it.
 * A fixed list, so that the label set stays bounded.
 */
export const SOCKET_CLOSE_REASONS = [
  'logout',
  'session_expired',
  'no_pong',
  'slow_consumer',
  'flood',
  'shutdown',
  'peer',
] as const;
export type SocketCloseReason = (typeof SOCKET_CLOSE_REASONS)[number];

/** What the websocket hub reports as sockets open and close. */
export interface WebsocketMetrics {
  connectionOpened: () => void;
  connectionClosed: (reason: SocketCloseReason) => void;
}

/** Why the bus dropped a message it heard from Redis. */
export const BUS_DROP_REASONS = ['echo', 'duplicate', 'malformed'] as const;
export type BusDropReason = (typeof BUS_DROP_REASONS)[number];

/** What the realtime bus reports of its messages. */
export interface BusMetrics {
  published: () => void;
  /** A message from another instance, delivered here. */
  received: () => void;
  dropped: (reason: BusDropReason) => void;
}

/** What the realtime fan-out reports besides its sockets. */
export interface RealtimeMetrics {
  readonly bus: BusMetrics;
  /** Whether this instance holds the leader lock (polls the shared feeds). */
  leading: (leading: boolean) => void;
}

export interface HttpObservation {
  method: string;
  /** The route pattern (`/trpc/:path`), never the raw URL; undefined when no route matched. */
  route: string | undefined;
  statusCode: number;
  durationMs: number;
}

export interface TrpcObservation {
  /** The path parameter of a tRPC URL: one procedure, or a batch joined with commas. */
  path: string;
  statusCode: number;
  durationMs: number;
}

/** State read when Prometheus scrapes, bound once the app's plugins exist. */
export interface MetricsSources {
  /** Whether Redis answers; null when Redis is not configured. */
  redisReady?: (() => boolean) | null;
  breakers?: () => Readonly<Record<UpstreamName, BreakerState>>;
}

export interface AppMetrics {
  /** This app's own metrics (process metrics live in one registry per process). */
  readonly registry: Registry;
  /** For the upstream HTTP clients. */
  readonly upstreamHooks: UpstreamHooks;
  /** For the shared-data cache. */
  readonly cacheHooks: CacheHooks;
  readonly sessions: SessionMetrics;
  readonly websockets: WebsocketMetrics;
  readonly realtime: RealtimeMetrics;
  observeHttp: (observation: HttpObservation) => void;
  /** A request answered 503 by load shedding, by the limit passed. */
  shedRequest: (cause: string) => void;
  observeTrpc: (observation: TrpcObservation) => void;
  watch: (sources: MetricsSources) => void;
  /** The web build this instance serves, and the revision it writes into the service worker. */
  webBuild: (build: { id: string; serviceWorkerRevision: string | null }) => void;
  /** The Prometheus text of the process metrics and this app's metrics. */
  render: () => Promise<string>;
  readonly contentType: string;
}

export interface MetricsOptions {
  /**
   * The procedures of the tRPC router. Any other name in a URL is counted as `unknown`, so that
   * a client inventing names cannot grow the label set without bound.
   */
  trpcProcedures: readonly string[];
}

export const UNKNOWN_PROCEDURE = 'unknown';
export const UNMATCHED_ROUTE = 'unmatched';

const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * Process metrics (CPU, memory, event loop lag, GC) describe the process, not an app, and
 * collecting them starts observers that are never stopped: one registry per process, however
 * many apps a test builds.
 */
export function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

/**
 * A tRPC call's outcome from the answer's status. A batch whose calls ended differently answers
 * 207, so its procedures are counted as `partial` rather than guessed one by one.
 */
export function trpcOutcome(statusCode: number): string {
  if (statusCode === 207) return 'partial';
  if (statusCode < 400) return 'ok';
  return statusCode < 500 ? 'client_error' : 'server_error';
}

/** The procedure labels of a tRPC path: one per call of a batch, unknown names as `unknown`. */
export function trpcProcedureLabels(path: string, known: ReadonlySet<string>): string[] {
  return path.split(',').map((name) => (known.has(name) ? name : UNKNOWN_PROCEDURE));
}

export function createMetrics({ trpcProcedures }: MetricsOptions): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const knownProcedures: ReadonlySet<string> = new Set(trpcProcedures);
  let sources: MetricsSources = {};

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers,
  });
  const trpcDuration = new Histogram({
    name: 'trpc_procedure_duration_seconds',
    help: 'tRPC calls by procedure and outcome; a batched call is given its whole batch’s time',
    labelNames: ['procedure', 'outcome'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers,
  });
  const upstreamDuration = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Upstream attempts (each retry counts) by upstream, method, route and status class',
    labelNames: ['upstream', 'method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'upstream_errors_total',
    help: 'Failed upstream attempts by upstream and kind (timeout, unavailable, http 5xx)',
    labelNames: ['upstream', 'kind'] as const,
    registers,
  });
  const upstreamRetries = new Counter({
    name: 'upstream_retries_total',
    help: 'Upstream attempts after the first one of a call',
    labelNames: ['upstream'] as const,
    registers,
  });
  const breakerState = new Gauge({
    name: 'upstream_breaker_state',
    help: 'Circuit breaker per upstream: 0 closed, 1 half-open, 2 open, 3 isolated',
    labelNames: ['upstream'] as const,
    registers,
    collect() {
      const states = sources.breakers?.();
      if (states === undefined) return;
      for (const name of UPSTREAM_NAMES)
        this.set({ upstream: name }, BREAKER_STATE_VALUES[states[name]]);
    },
  });
  const breakerTransitions = new Counter({
    name: 'upstream_breaker_transitions_total',
    help: 'Circuit breaker state changes by upstream and the state entered',
    labelNames: ['upstream', 'state'] as const,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Shared-data cache lookups by kind and outcome (hit, miss, revalidating, stale_if_error)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const cacheBackendErrors = new Counter({
    name: 'cache_backend_errors_total',
    help: 'Failed Redis commands of the cache, which carried on from memory',
    labelNames: ['operation'] as const,
    registers,
  });
  const shedRequests = new Counter({
    name: 'http_requests_shed_total',
    help: 'Requests answered 503 by load shedding, by the limit passed',
    labelNames: ['cause'] as const,
    registers,
  });
  const sessionsStarted = new Counter({
    name: 'sessions_started_total',
    help: 'Player sessions started on this instance',
    registers,
  });
  const sessionsEnded = new Counter({
    name: 'sessions_ended_total',
    help: 'Player sessions ended on this instance, by reason',
    labelNames: ['reason'] as const,
    registers,
  });
  const wsConnections = new Gauge({
    name: 'ws_connections',
    help: 'Open websocket connections on this instance',
    registers,
  });
  const wsClosed = new Counter({
    name: 'realtime_sockets_closed_total',
    help: 'Websockets closed on this instance, by reason',
    labelNames: ['reason'] as const,
    registers,
  });
  const realtimeLeader = new Gauge({
    name: 'realtime_leader',
    help: '1 while this instance holds the realtime leader lock (polls the shared feeds), else 0',
    registers,
  });
  const busPublished = new Counter({
    name: 'realtime_bus_published_total',
    help: 'Messages this instance published on the realtime bus',
    registers,
  });
  const busReceived = new Counter({
    name: 'realtime_bus_received_total',
    help: 'Realtime bus messages from other instances delivered here',
    registers,
  });
  const busDropped = new Counter({
    name: 'realtime_bus_dropped_total',
    help: 'Realtime bus messages heard and dropped, by reason (echo, duplicate, malformed)',
    labelNames: ['reason'] as const,
    registers,
  });
  // Registered only once Redis is known to be configured: absent rather than 0 without it.
  const redisUp = new Gauge({
    name: 'redis_up',
    help: '1 while the Redis connection is ready, 0 otherwise',
    registers: [],
    collect() {
      const ready = sources.redisReady;
      if (ready !== undefined && ready !== null) this.set(ready() ? 1 : 0);
    },
  });

  // Absent until a build is served (an instance serving the API alone has none).
  const webBuild = new Gauge({
    name: 'web_build_info',
    help: 'The web build served (1): its id and the service worker revision written into it',
    labelNames: ['build_id', 'sw_revision'] as const,
    registers,
  });

  for (const name of UPSTREAM_NAMES) breakerState.set({ upstream: name }, 0);
  // Every label present from the start, so that rate() sees the first increment.
  for (const reason of SOCKET_CLOSE_REASONS) wsClosed.inc({ reason }, 0);
  for (const reason of BUS_DROP_REASONS) busDropped.inc({ reason }, 0);
  realtimeLeader.set(0);

  return {
    registry,
    contentType: registry.contentType,
    upstreamHooks: {
      onRequestDone: (event) => {
        upstreamDuration.observe(
          {
            upstream: event.upstream,
            method: event.method,
            route: event.route,
            status_class: event.status === null ? 'none' : statusClass(event.status),
          },
          event.durationMs / 1000,
        );
        if (event.errorKind !== null) {
          upstreamErrors.inc({ upstream: event.upstream, kind: event.errorKind });
        }
        if (event.attempt > 1) upstreamRetries.inc({ upstream: event.upstream });
      },
      onBreakerStateChange: (event) => {
        breakerState.set({ upstream: event.upstream }, BREAKER_STATE_VALUES[event.state]);
        breakerTransitions.inc({ upstream: event.upstream, state: event.state });
      },
    },
    cacheHooks: {
      onLookup: ({ kind, outcome }) => {
        cacheLookups.inc({ kind, outcome });
      },
      onBackendError: ({ operation }) => {
        cacheBackendErrors.inc({ operation });
      },
    },
    sessions: {
      sessionStarted: () => {
        sessionsStarted.inc();
      },
      sessionEnded: (reason) => {
        sessionsEnded.inc({ reason });
      },
    },
    websockets: {
      connectionOpened: () => {
        wsConnections.inc();
      },
      connectionClosed: (reason) => {
        wsConnections.dec();
        wsClosed.inc({ reason });
      },
    },
    realtime: {
      bus: {
        published: () => {
          busPublished.inc();
        },
        received: () => {
          busReceived.inc();
        },
        dropped: (reason) => {
          busDropped.inc({ reason });
        },
      },
      leading: (leading) => {
        realtimeLeader.set(leading ? 1 : 0);
      },
    },
    observeHttp: ({ method, route, statusCode, durationMs }) => {
      httpDuration.observe(
        { method, route: route ?? UNMATCHED_ROUTE, status_class: statusClass(statusCode) },
        durationMs / 1000,
      );
    },
    shedRequest: (cause) => {
      shedRequests.inc({ cause });
    },
    observeTrpc: ({ path, statusCode, durationMs }) => {
      const outcome = trpcOutcome(statusCode);
      for (const procedure of trpcProcedureLabels(path, knownProcedures)) {
        trpcDuration.observe({ procedure, outcome }, durationMs / 1000);
      }
    },
    webBuild: ({ id, serviceWorkerRevision }) => {
      webBuild.reset();
      webBuild.set({ build_id: id, sw_revision: serviceWorkerRevision ?? '' }, 1);
    },
    watch: (next) => {
      const redisWasWatched = typeof sources.redisReady === 'function';
      sources = { ...sources, ...next };
      if (!redisWasWatched && typeof sources.redisReady === 'function') {
        registry.registerMetric(redisUp);
      }
    },
    render: async () => {
      const [processText, appText] = await Promise.all([
        processMetrics().metrics(),
        registry.metrics(),
      ]);
      return `${processText.trimEnd()}\n\n${appText.trimEnd()}\n`;
    },
  };
}
