import Fastify, { type FastifyInstance } from 'fastify';
import type { CacheHooks } from './cache/cache.js';
import { createFrontDoor } from './http/front-door.js';
import type { Config } from './config.js';
import { cachePlugin } from './plugins/app/cache.js';
import { configPlugin } from './plugins/app/config.js';
import { crossSitePlugin } from './plugins/app/cross-site.js';
import { errorHandlingPlugin } from './plugins/app/error-handling.js';
import { healthPlugin } from './plugins/app/health.js';
import { loadSheddingPlugin } from './plugins/app/load-shedding.js';
import { idempotencyPlugin } from './plugins/app/idempotency.js';
import { metricsPlugin } from './plugins/app/metrics.js';
import { mockMediaPlugin } from './plugins/app/mock-media.js';
import { opsStatusPlugin } from './plugins/app/ops-status.js';
import { qaPlugin } from './plugins/app/qa.js';
import { rateLimitsPlugin } from './plugins/app/rate-limits.js';
import { realtimePlugin } from './plugins/app/realtime.js';
import { recentlyPlayedPlugin } from './plugins/app/recently-played.js';
import { redisPlugin } from './plugins/app/redis.js';
import { requestIdPlugin } from './plugins/app/request-id.js';
import { requestIdFrom, REQUEST_ID_HEADER } from './request-id.js';
import { sessionsPlugin } from './plugins/app/sessions.js';
import { staticWebPlugin } from './plugins/app/static-web.js';
import { tracingPlugin } from './plugins/app/tracing.js';
import { trpcPlugin } from './plugins/app/trpc.js';
import { verificationUploadPlugin } from './plugins/app/verification-upload.js';
import { upstreamsPlugin } from './plugins/app/upstreams.js';
import type { UpstreamRegistry } from './upstreams/registry.js';
import { helmetPlugin } from './plugins/external/helmet.js';
import type { PlayerResolver } from './sessions/session-player.js';
import type { UpstreamHooks } from './upstreams/http-client.js';

/** Where log lines go instead of stdout; pino writes each line with `write`. */
export interface LogDestination {
  write: (line: string) => void;
}

/** What a caller may hand in instead of what the app would build from config. */
export interface AppDeps {
  /** Upstream clients; the caller owns and closes them. */
  upstreams?: UpstreamRegistry;
  /** Metrics hooks for the upstream clients the app builds itself. */
  upstreamHooks?: UpstreamHooks;
  /** Replaces the session lookup (tests of procedures that need a player). */
  resolvePlayer?: PlayerResolver;
  /** The product's clock. */
  clock?: () => Date;
  /** The lean path of public reads (on unless false; benchmarks and tests compare without). */
  leanReads?: boolean;
  /** Metrics hooks for the cache. */
  cacheHooks?: CacheHooks;
  /** The clock cache entries are aged on, in epoch milliseconds. */
  cacheNow?: () => number;
  logDestination?: LogDestination;
}

// Credentials must not reach the logs, whoever decides to log a request's headers, a body or
// an input. Each key is redacted at the top level and one level down (`{ input: { password } }`);
// headers also where the request and reply serializers put them. Deeper wildcards were measured
// at twice the cost of every log line, so code logs credentials' parents at most one level deep.
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'oldPassword',
  'confirmation',
  'token',
  'accessToken',
  'refreshToken',
  'sessionUuid',
  'session_uuid',
  'sessionId',
  'opsToken',
];
export const REDACTED_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** Fastify's form of TRUST_PROXY: a hop count means the nearest that many proxies. */
function trustProxyOption(
  trustProxy: Config['http']['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return typeof trustProxy === 'boolean' ? trustProxy : [...trustProxy];
}

/**
 * The app with every plugin and route registered, not yet listening: tests inject into it or
 * listen on port 0; server.ts listens on the configured address.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const frontDoor = createFrontDoor({ headersTimeoutMs: config.http.headersTimeoutMs });
  const app = Fastify({
    // The lean read route answers guests' shared answers before Fastify routes them.
    serverFactory: frontDoor.serverFactory,
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(deps.logDestination === undefined ? {} : { stream: deps.logDestination }),
    },
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    // Batched tRPC calls join procedure names in one path parameter; Fastify's default of 100
    // characters turns a batch of a dozen calls into a 414.
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: config.http.bodyLimitBytes,
    // A client gets this long to send its request (slow senders hold sockets), a handler to
    // answer it (503 after); an idle socket lives a little longer, so that 503 can be written.
    requestTimeout: config.http.requestTimeoutMs,
    handlerTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.requestTimeoutMs + 5_000,
    trustProxy: trustProxyOption(config.http.trustProxy),
  });

  app.decorate('frontDoor', frontDoor);
  await app.register(configPlugin, { config });
  // Before every hook it should see inside a request's span (nothing when traces are off).
  await app.register(tracingPlugin);
  // First after config: its hooks time every route, and the plugins below report to it.
  await app.register(metricsPlugin);
  await app.register(requestIdPlugin);
  await app.register(errorHandlingPlugin);
  // Before every other hook: a shed request costs as little as it can.
  await app.register(loadSheddingPlugin);
  // Before Redis: in mock mode the keys live under the mock world's id (plugins/app/redis.ts).
  await app.register(upstreamsPlugin, {
    upstreams: deps.upstreams,
    hooks: deps.upstreamHooks ?? app.metrics.upstreamHooks,
  });
  await app.register(redisPlugin);
  await app.register(cachePlugin, {
    hooks: deps.cacheHooks ?? app.metrics.cacheHooks,
    now: deps.cacheNow,
  });
  await app.register(helmetPlugin);
  await app.register(crossSitePlugin);
  await app.register(rateLimitsPlugin);
  await app.register(healthPlugin);
  await app.register(opsStatusPlugin);
  await app.register(mockMediaPlugin);
  await app.register(sessionsPlugin, { clock: deps.clock });
  // After the sessions: a protection QA starts ends the player's sessions.
  await app.register(qaPlugin);
  await app.register(idempotencyPlugin);
  await app.register(recentlyPlayedPlugin);
  await app.register(verificationUploadPlugin);
  // Before the tRPC and static routes; it registers @fastify/websocket before its own route.
  await app.register(realtimePlugin);
  await app.register(trpcPlugin, {
    resolvePlayer: deps.resolvePlayer,
    clock: deps.clock,
    leanReads: deps.leanReads,
    cacheNow: deps.cacheNow,
  });
  // Last: its catch-all route answers only what no other route matched.
  await app.register(staticWebPlugin);
  return app;
}
