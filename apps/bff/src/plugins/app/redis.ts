import fp from 'fastify-plugin';
import { Cluster, type Command, Redis } from 'ioredis';
import type { RedisTarget } from '../../config.js';
import { duplicateClient, type RedisClient } from '../../redis-client.js';

// Redis is the scale-out engine (cache, sessions, rate limits, realtime), never a single point of
// failure: every user of it falls back to the instance's own memory while it is away, so the
// connection must fail fast instead of queueing commands (docs/decisions/005-cache-and-sessions.md).

export interface RedisConnectionOptions {
  /** A redis:// URL, or any of the config's targets (Sentinel, Cluster). */
  url: string | RedisTarget;
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
 * A former master that Sentinel turned into a replica answers writes with READONLY: the
 * connection is dropped and made again, to the master Sentinel names now. The command itself is
 * not sent again (it fails, as every command does while Redis is away).
 */
function reconnectOnReadOnly(error: Error): 1 | false {
  return error.message.startsWith('READONLY') ? 1 : false;
}

/**
 * A connection that treats one unanswered command as a hanging connection (a dead route black-holes
 * the socket: it stays open and nothing comes back). It reconnects at once, which fails every
 * command still waiting instead of letting each wait out its own timeout, and lets no command
 * queue up behind the silence.
 */
class FailFastRedis extends Redis {
  onHanging: (() => void) | null = null;
  /** Set once its owner closes it; any other end of the connection is a fault to recover from. */
  closedByOwner = false;

  override disconnect(reconnect = false): void {
    if (!reconnect) this.closedByOwner = true;
    super.disconnect(reconnect);
  }

  override connect(callback?: Parameters<Redis['connect']>[0]): Promise<void> {
    this.closedByOwner = false;
    return super.connect(callback);
  }

  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    if (command.name === 'quit') this.closedByOwner = true;
    const sent = super.sendCommand(command, stream);
    command.promise.catch((error: unknown) => {
      if (error instanceof Error && error.message === TIMED_OUT && this.status === 'ready') {
        this.onHanging?.();
      }
    });
    return sent;
  }
}

/** Fails fast as FailFastRedis does, node by node, for a Cluster client. */
class FailFastCluster extends Cluster {
  onHanging: (() => void) | null = null;

  override sendCommand(
    command: Command,
    stream?: Parameters<Cluster['sendCommand']>[1],
    node?: Parameters<Cluster['sendCommand']>[2],
  ): unknown {
    const sent = super.sendCommand(command, stream, node);
    command.promise.catch((error: unknown) => {
      if (error instanceof Error && error.message === TIMED_OUT && this.status === 'ready') {
        this.onHanging?.();
      }
    });
    return sent;
  }
}

function createClient(
  target: RedisTarget,
  keyPrefix: string,
  commandTimeoutMs: number,
  connectTimeoutMs: number,
): FailFastRedis | FailFastCluster {
  // Each connection's own settings (under Cluster, each node's).
  const node = {
    commandTimeout: commandTimeoutMs,
    connectTimeout: connectTimeoutMs,
    maxRetriesPerRequest: 0,
    reconnectOnError: reconnectOnReadOnly,
  };
  const connection = {
    ...node,
    enableOfflineQueue: false,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  };
  switch (target.kind) {
    case 'url':
      return new FailFastRedis(target.url, {
        ...connection,
        keyPrefix,
        enableAutoPipelining: true,
        lazyConnect: true,
      });
    case 'sentinel':
      return new FailFastRedis({
        ...connection,
        keyPrefix,
        enableAutoPipelining: true,
        lazyConnect: true,
        sentinels: target.sentinels.map(({ host, port }) => ({ host, port })),
        name: target.name,
        ...(target.password === null ? {} : { password: target.password }),
        ...(target.sentinelPassword === null ? {} : { sentinelPassword: target.sentinelPassword }),
        ...(target.tls ? { tls: {}, enableTLSForSentinelMode: true } : {}),
        sentinelRetryStrategy: (attempt: number) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
      });
    case 'cluster': {
      const options = {
        keyPrefix,
        enableOfflineQueue: false,
        enableAutoPipelining: true,
        lazyConnect: true,
        scaleReads: 'master' as const,
        slotsRefreshTimeout: connectTimeoutMs,
        clusterRetryStrategy: (attempt: number) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
        redisOptions: {
          ...node,
          ...(target.password === null ? {} : { password: target.password }),
          ...(target.tls ? { tls: {} } : {}),
        },
      };
      return new FailFastCluster(
        target.nodes.map(({ host, port }) => ({ host, port })),
        options,
      );
    }
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
  options: RedisConnectionOptions & { url: string },
  logger?: RedisLogger,
): Redis;
export function createRedisClient(
  options: RedisConnectionOptions,
  logger?: RedisLogger,
): RedisClient;
export function createRedisClient(
  { url, keyPrefix, commandTimeoutMs }: RedisConnectionOptions,
  logger?: RedisLogger,
): RedisClient {
  const connectTimeoutMs = Math.max(commandTimeoutMs, 1_000);
  const target: RedisTarget = typeof url === 'string' ? { kind: 'url', url } : url;
  const client = createClient(target, keyPrefix, commandTimeoutMs, connectTimeoutMs);
  let wasReady = false;
  let lastError: string | null = null;
  const closedByOwner = () => client instanceof FailFastRedis && client.closedByOwner;
  client.onHanging = () => {
    logger?.warn({}, 'redis: a command timed out; reconnecting');
    client.disconnect(true);
  };
  // Connected but never ready (the ready check is black-holed too): start again. A Cluster
  // client has its own: a node that does not answer the slots query is left for another.
  let readyTimer: NodeJS.Timeout | undefined;
  client.on('connect', () => {
    clearTimeout(readyTimer);
    readyTimer = setTimeout(() => {
      if (client.status === 'connect' && !(client instanceof Cluster)) client.disconnect(true);
    }, connectTimeoutMs).unref();
  });
  // The master Sentinel named at the last connection.
  let master: string | null = null;
  client.on('ready', () => {
    clearTimeout(readyTimer);
    if (target.kind === 'sentinel' && client instanceof FailFastRedis) {
      const now = `${client.stream.remoteAddress ?? '?'}:${String(client.stream.remotePort ?? '?')}`;
      if (master !== null && now !== master) {
        logger?.warn({ master: now }, 'redis: Sentinel named a new master; connected to it');
      }
      master = now;
    }
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
    // ioredis gives a connection up for good when its connect is cut short (under Sentinel, a
    // close while it still asks the sentinels for the master): unless its owner closed it, it
    // starts again, as any lost connection does.
    if (client instanceof FailFastRedis && !closedByOwner()) {
      setTimeout(() => {
        if (client.status === 'end' && !closedByOwner()) {
          logger?.warn({}, 'redis: the connection had ended; connecting again');
          client.connect().catch(() => undefined);
        }
      }, MAX_RECONNECT_DELAY_MS).unref();
    }
  });
  client.on('close', () => {
    if (wasReady && !closedByOwner()) logger?.warn({}, 'redis: connection lost, reconnecting');
    wasReady = false;
  });
  return client;
}

/** The shared connection and what the readiness probe reports of it. */
export interface RedisHandle {
  readonly client: RedisClient;
  /**
   * What the client puts before every key, which pub/sub channels need too (ioredis prefixes
   * keys only): REDIS_KEY_PREFIX, and in mock mode the mock world's id under it.
   */
  readonly keyPrefix: string;
  /** True while commands can be sent (connected and ready). */
  isReady: () => boolean;
  /** ioredis' own state: wait, connecting, connect, ready, reconnecting, close, end. */
  status: () => string;
  /**
   * A second connection on the same server and prefix (pub/sub needs its own); the caller
   * closes it.
   */
  duplicate: () => RedisClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection, or null when no Redis is configured (memory only, one instance). */
    redis: RedisHandle | null;
  }
}

export function redisHandle(client: RedisClient): RedisHandle {
  return {
    client,
    keyPrefix: client.options.keyPrefix ?? '',
    isReady: () => client.status === 'ready',
    status: () => client.status,
    duplicate: () => duplicateClient(client),
  };
}

/** Connects, waiting at most `timeoutMs` for the first ready; an absent Redis is not fatal. */
export async function connectRedis(client: RedisClient, timeoutMs: number): Promise<void> {
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
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => {
      client.disconnect();
    });
  } else {
    client.disconnect();
  }
}

/**
 * The prefix of every key and channel the BFF writes. In mock mode the mock world is started
 * afresh (new players, event ids from the start, another origin) while Redis may outlive it:
 * under the world's id, a new start finds none of what the BFF kept of the last one (its event
 * cursor, cached answers, sessions), and several worlds on one Redis never meet. Live mode, and
 * mock mode without a world of its own (injected clients), use REDIS_KEY_PREFIX as it is.
 * See docs/decisions/043-mock-world-keys.md.
 */
export function redisKeyPrefix(keyPrefix: string, mockWorld: { id: string } | null): string {
  return mockWorld === null ? keyPrefix : `${keyPrefix}world:${mockWorld.id}:`;
}

export interface RedisPluginOptions {
  /** A connection made by the caller (tests); the caller closes it. */
  client?: RedisClient;
}

/**
 * Decorates `fastify.redis`: a connection when REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES is set, else null. Start-up waits up to
 * two seconds for Redis and then serves anyway; readiness reports it as down until it answers.
 * After the upstreams: in mock mode the keys' prefix names the mock world (redisKeyPrefix).
 */
export const redisPlugin = fp<RedisPluginOptions>(
  async (fastify, options) => {
    const { config } = fastify;
    if (options.client !== undefined) {
      fastify.decorate('redis', redisHandle(options.client));
      return;
    }
    if (config.redis.target === null) {
      fastify.decorate('redis', null);
      return;
    }
    const client = createRedisClient(
      {
        url: config.redis.target,
        keyPrefix: redisKeyPrefix(config.redis.keyPrefix, fastify.mockWorld),
        commandTimeoutMs: config.redis.commandTimeoutMs,
      },
      fastify.log,
    );
    await connectRedis(client, 2_000);
    fastify.decorate('redis', redisHandle(client));
    fastify.addHook('onClose', () => closeRedis(client));
  },
  { name: 'redis', dependencies: ['config', 'upstreams'] },
);
