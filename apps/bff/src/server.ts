import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';

/** Time left to onClose hooks (connection pools, Redis) after the grace delay, before exit. */
const CLOSE_HOOKS_MARGIN_MS = 5_000;

export interface RunningServer {
  app: FastifyInstance;
  /** The listening address, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Graceful close: see closeGracefully. Safe to call more than once. */
  close: () => Promise<void>;
}

export interface StartServerOptions {
  deps?: AppDeps;
  /** Builds the app; tests wrap buildApp to add routes of their own. */
  build?: (config: Config, deps?: AppDeps) => Promise<FastifyInstance>;
}

/**
 * Stops accepting connections, lets in-flight requests finish (requests arriving on kept-alive
 * sockets meanwhile get 503), then runs the onClose hooks. A request still running after
 * `graceMs` has its socket destroyed, so shutdown never waits on a stuck client.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const timer = setTimeout(() => {
    app.log.warn({ graceMs }, 'grace delay over: closing the remaining connections');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A signal's shutdown: drains for `drainMs` (readiness 503, every answer closing its connection),
 * then closes gracefully.
 */
export async function drainAndClose(server: RunningServer, drainMs: number): Promise<void> {
  server.app.readiness.startDraining();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await server.close();
}

export async function startServer(
  config: Config,
  { deps, build = buildApp }: StartServerOptions = {},
): Promise<RunningServer> {
  const app = await build(config, deps);
  const url = await app.listen({ host: config.host, port: config.port });
  let closing: Promise<void> | undefined;
  return {
    app,
    url,
    close: () => (closing ??= closeGracefully(app, config.shutdownGraceMs)),
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const server = await startServer(config);
  closeWithGrace(
    {
      delay: config.shutdownDrainMs + config.shutdownGraceMs + CLOSE_HOOKS_MARGIN_MS,
      logger: server.app.log,
    },
    async ({ signal, err }) => {
      if (err === undefined) server.app.log.info({ signal }, 'shutting down');
      else server.app.log.error({ err }, 'shutting down after an uncaught error');
      // An uncaught error closes at once: the process is in an unknown state.
      if (err === undefined) await drainAndClose(server, config.shutdownDrainMs);
      else await server.close();
    },
  );
}

/** True when this module was started as the program (not imported by a test). */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return realpathSync(entry) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
