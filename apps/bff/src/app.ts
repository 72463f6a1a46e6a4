import Fastify, { type FastifyInstance } from 'fastify';
import { type Config } from './config.js';
import { configPlugin } from './plugins/app/config.js';
import { errorHandlingPlugin } from './plugins/app/error-handling.js';
import { healthPlugin } from './plugins/app/health.js';
import { qaPlugin } from './plugins/app/qa.js';
import { redisPlugin } from './plugins/app/redis.js';
import { requestIdFrom, requestIdPlugin, REQUEST_ID_HEADER } from './plugins/app/request-id.js';
import { trpcPlugin } from './plugins/app/trpc.js';
import { upstreamsPlugin, type UpstreamRegistry } from './plugins/app/upstreams.js';
import { type PlayerResolver } from './trpc/context.js';
import { type UpstreamHooks } from './upstreams/http-client.js';

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
  /** Finds the signed-in player of a request; without it every visitor is a guest. */
  resolvePlayer?: PlayerResolver;
  /** The product's clock. */
  clock?: () => Date;
  logDestination?: LogDestination;
}

// Credentials must not reach the logs, whoever decides to log a request's headers.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * The app with every plugin and route registered, not yet listening: tests inject into it or
 * listen on port 0; server.ts listens on the configured address.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
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
  });

  await app.register(configPlugin, { config });
  await app.register(requestIdPlugin);
  await app.register(errorHandlingPlugin);
  await app.register(redisPlugin);
  await app.register(upstreamsPlugin, { upstreams: deps.upstreams, hooks: deps.upstreamHooks });
  await app.register(healthPlugin);
  await app.register(qaPlugin);
  await app.register(trpcPlugin, { resolvePlayer: deps.resolvePlayer, clock: deps.clock });
  return app;
}
