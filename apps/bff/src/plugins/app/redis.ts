import fp from 'fastify-plugin';
import { type Command, Redis } from 'ioredis';

// Redis is the scale-out engine (cache, sessions, rate limits, realtime), never a single point of
// failure: every user of it falls back to the instance's own memory while it is away, so the
// connection must fail fast instead of queueing commands (docs/decisions/005-cache-and-sessions.md).

export interface RedisConnectionOptions {
  url: string;
  keyPrefix: string;
  commandTimeoutMs: number;
  /** How long start-up waits for the first connection before serving without Redis. */
  readyTimeoutMs?: number;
}

/** Reconnection never gives up; the delay grows to at most this. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/** What a log line needs; pino fits. */
interface RedisLogger {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

const TIMED_OUT = 'Command timed out';

/**
 * A connection that treats one unanswered command as a hanging connection (a dead route black-holes
 * the socket: it stays open and nothing comes back). It reconnects at once, which fails every
 * command still waiting instead of letting each wait out its own timeout, and lets no command
 * queue up behind the silence.
 */
class FailFastRedis extends Redis {
  onHanging: (() => void) | null = null;

  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    const sent = super.sendCommand(command, stream);
    command.promise.catch((error: unknown) => {
      if (error instanceof Error && error.message === TIMED_OUT && this.status === 'ready') {
        this.onHanging?.();
      }
    });
    return sent;
  }
}

/**
 * An ioredis client that fails fast while Redis is away: no offline queue (a command issued while
 * disconnected fails at once), a command timeout, no retried commands, and a reconnection loop
 * that keeps trying every second at most, so the cache and sessions come back by themselves. A
 * command that times out drops the connection (see FailFastRedis), and a connection that does
 * not become ready within the connect timeout is dropped and tried again.
 */
export function createRedisClient(
  { url, keyPrefix, commandTimeoutMs }: RedisConnectionOptions,
  logger?: RedisLogger,
): Redis {
  const connectTimeoutMs = Math.max(commandTimeoutMs, 1_000);
  const client = new FailFastRedis(url, {
    keyPrefix,
    commandTimeout: commandTimeoutMs,
    connectTimeout: connectTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    enableAutoPipelining: true,
    lazyConnect: true,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let wasReady = false;
  let lastError: string | null = null;
  client.onHanging = () => {
    logger?.warn({}, 'redis: a command timed out; reconnecting');
    client.disconnect(true);
  };
  // Connected but never ready (the ready check is black-holed too): start again.
  let readyTimer: NodeJS.Timeout | undefined;
  client.on('connect', () => {
    clearTimeout(readyTimer);
    readyTimer = setTimeout(() => {
      if (client.status === 'connect') client.disconnect(true);
    }, connectTimeoutMs).unref();
  });
  client.on('ready', () => {
    clearTimeout(readyTimer);
    if (!wasReady) logger?.info({}, 'redis: connected');
    wasReady = true;
    lastError = null;
  });
  // Without a listener an 'error' event would crash the process; a message is logged once per
  // outage rather than on every reconnection attempt.
  client.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    logger?.warn({ err: error.message }, 'redis: connection error');
  });
  client.on('end', () => {
    clearTimeout(readyTimer);
    wasReady = false;
  });
  client.on('close', () => {
    if (wasReady) logger?.warn({}, 'redis: connection lost, reconnecting');
    wasReady = false;
  });
  return client;
}

/** The shared connection and what the readiness probe reports of it. */
export interface RedisHandle {
  readonly client: Redis;
  /** True while commands can be sent (connected and ready). */
  isReady: () => boolean;
  /** ioredis' own state: wait, connecting, connect, ready, reconnecting, close, end. */
  status: () => string;
  /**
   * A second connection on the same server and prefix (pub/sub needs its own); the caller
   * closes it.
   */
  duplicate: () => Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection, or null when REDIS_URL is unset (memory only, one instance). */
    redis: RedisHandle | null;
  }
}

export function redisHandle(client: Redis): RedisHandle {
  return {
    client,
    isReady: () => client.status === 'ready',
    status: () => client.status,
    duplicate: () => client.duplicate(),
  };
}

/** Connects, waiting at most `timeoutMs` for the first ready; an absent Redis is not fatal. */
export async function connectRedis(client: Redis, timeoutMs: number): Promise<void> {
  // Not events.once: it rejects on the first 'error' event, and a refused connection is one.
  const ready = new Promise<void>((resolve) =>
    client.once('ready', () => {
      resolve();
    }),
  );
  client.connect().catch(() => undefined);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}

/** Closes politely when connected, at once otherwise. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => {
      client.disconnect();
    });
  } else {
    client.disconnect();
  }
}

export interface RedisPluginOptions {
  /** A connection made by the caller (tests); the caller closes it. */
  client?: Redis;
}

/**
 * Decorates `fastify.redis`: a connection when REDIS_URL is set, else null. Start-up waits up to
 * two seconds for Redis and then serves anyway; readiness reports it as down until it answers.
 */
export const redisPlugin = fp<RedisPluginOptions>(
  async (fastify, options) => {
    const { config } = fastify;
    if (options.client !== undefined) {
      fastify.decorate('redis', redisHandle(options.client));
      return;
    }
    if (config.redisUrl === null) {
      fastify.decorate('redis', null);
      return;
    }
    const client = createRedisClient(
      {
        url: config.redisUrl,
        keyPrefix: config.redis.keyPrefix,
        commandTimeoutMs: config.redis.commandTimeoutMs,
      },
      fastify.log,
    );
    await connectRedis(client, 2_000);
    fastify.decorate('redis', redisHandle(client));
    fastify.addHook('onClose', () => closeRedis(client));
  },
  { name: 'redis', dependencies: ['config'] },
);
