import { randomUUID } from 'node:crypto';
import type { RedisClient } from '../redis-client.js';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { BusMetrics } from '../ops/metrics.js';

// The cluster's message bus: what one instance publishes reaches the listeners of every instance
// (docs/decisions/008-realtime.md). With Redis it is pub/sub on two connections (a subscribed
// connection can send nothing else); without it, this instance's memory.

export type BusListener = (body: unknown) => void;

export interface Bus {
  /** Delivers `body` to this instance's listeners at once, and to every other instance's. */
  publish: (channel: string, body: unknown) => Promise<void>;
  /**
   * Listens to a channel; answers the function that stops listening. The channel is subscribed
   * once per instance, however many listeners it has here.
   */
  subscribe: (channel: string, listener: BusListener) => () => void;
  /** The channels this instance listens to (for metrics and tests). */
  channels: () => string[];
  close: () => Promise<void>;
}

/** What a log line needs; pino fits. */
export interface BusLogger {
  warn: (details: object, message: string) => void;
  debug: (details: object, message: string) => void;
}

/** Local listeners by channel, each channel's set created with its first listener. */
class Listeners {
  readonly #byChannel = new Map<string, Set<BusListener>>();

  /** Answers true when the listener is the channel's first. */
  add(channel: string, listener: BusListener): boolean {
    const set = this.#byChannel.get(channel);
    if (set !== undefined) {
      set.add(listener);
      return false;
    }
    this.#byChannel.set(channel, new Set([listener]));
    return true;
  }

  /** Answers true when the channel has no listener left. */
  remove(channel: string, listener: BusListener): boolean {
    const set = this.#byChannel.get(channel);
    if (set?.delete(listener) !== true) return false;
    if (set.size > 0) return false;
    this.#byChannel.delete(channel);
    return true;
  }

  deliver(channel: string, body: unknown, log?: BusLogger): void {
    const set = this.#byChannel.get(channel);
    if (set === undefined) return;
    for (const listener of [...set]) {
      try {
        listener(body);
      } catch (error) {
        // One listener's fault must not keep the message from the others.
        log?.warn(
          { err: error instanceof Error ? error.message : String(error), channel },
          'bus: listener failed',
        );
      }
    }
  }

  channels(): string[] {
    return [...this.#byChannel.keys()];
  }

  clear(): void {
    this.#byChannel.clear();
  }
}

/** One instance's bus: the single-instance mode without REDIS_URL. */
export function createMemoryBus(log?: BusLogger, metrics?: BusMetrics): Bus {
  const listeners = new Listeners();
  return {
    publish: (channel, body) => {
      metrics?.published();
      listeners.deliver(channel, body, log);
      return Promise.resolve();
    },
    subscribe: (channel, listener) => {
      listeners.add(channel, listener);
      return () => {
        listeners.remove(channel, listener);
      };
    },
    channels: () => listeners.channels(),
    close: () => {
      listeners.clear();
      return Promise.resolve();
    },
  };
}

/** What travels on a Redis channel: the sender, a message id, the body. */
const envelopeSchema = z.object({
  node: z.string().min(1),
  id: z.string().min(1),
  body: z.unknown(),
});

/** How many message ids an instance remembers to drop a message it has already delivered. */
const SEEN_IDS = 10_000;

export interface RedisBusOptions {
  /** Publishes (the shared command connection does). */
  publisher: RedisClient;
  /** A connection of the bus's own, in subscriber mode; the bus connects and closes it. */
  subscriber: RedisClient;
  /**
   * Prepended to every channel: ioredis prefixes keys but not pub/sub channels, and several
   * products (or test runs) may share one server.
   */
  prefix: string;
  /** This instance's id, on every message it sends, so that it can ignore its own echo. */
  nodeId?: string;
  log?: BusLogger;
  metrics?: BusMetrics;
}

/**
 * The bus over Redis pub/sub. A message is delivered to local listeners when it is published and
 * ignored when Redis echoes it back; a message id seen before is dropped (a duplicate publish
 * after a leader change, say). Subscriptions are renewed whenever the connection comes back.
 */
export function createRedisBus({
  publisher,
  subscriber,
  prefix,
  nodeId = randomUUID(),
  log,
  metrics,
}: RedisBusOptions): Bus {
  const listeners = new Listeners();
  const seen = new LRUCache<string, true>({ max: SEEN_IDS });

  const subscribeRemote = (channel: string) => {
    if (subscriber.status !== 'ready') return; // the 'ready' handler subscribes it
    subscriber.subscribe(prefix + channel).catch((error: unknown) => {
      log?.warn({ err: String(error), channel }, 'bus: subscribe failed; retried on reconnect');
    });
  };

  subscriber.on('error', (error: Error) => {
    log?.debug({ err: error.message }, 'bus: subscriber connection error');
  });
  subscriber.on('ready', () => {
    const channels = listeners.channels();
    if (channels.length === 0) return;
    subscriber.subscribe(...channels.map((channel) => prefix + channel)).catch((error: unknown) => {
      log?.warn({ err: String(error) }, 'bus: resubscribe failed');
    });
  });
  subscriber.on('message', (fullChannel: string, text: string) => {
    if (!fullChannel.startsWith(prefix)) return;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      log?.warn({ channel: fullChannel }, 'bus: a message that is not JSON was dropped');
      metrics?.dropped('malformed');
      return;
    }
    const envelope = envelopeSchema.safeParse(raw);
    if (!envelope.success) {
      log?.warn({ channel: fullChannel }, 'bus: a malformed message was dropped');
      metrics?.dropped('malformed');
      return;
    }
    const { node, id, body } = envelope.data;
    if (node === nodeId) {
      metrics?.dropped('echo');
      return;
    }
    if (seen.has(id)) {
      metrics?.dropped('duplicate');
      return;
    }
    seen.set(id, true);
    metrics?.received();
    listeners.deliver(fullChannel.slice(prefix.length), body, log);
  });
  subscriber.connect().catch(() => undefined);

  return {
    publish: async (channel, body) => {
      const id = randomUUID();
      seen.set(id, true);
      listeners.deliver(channel, body, log);
      await publisher.publish(prefix + channel, JSON.stringify({ node: nodeId, id, body }));
      metrics?.published();
    },
    subscribe: (channel, listener) => {
      if (listeners.add(channel, listener)) subscribeRemote(channel);
      return () => {
        if (!listeners.remove(channel, listener)) return;
        if (subscriber.status !== 'ready') return;
        subscriber.unsubscribe(prefix + channel).catch(() => undefined);
      };
    },
    channels: () => listeners.channels(),
    close: async () => {
      listeners.clear();
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => undefined);
      subscriber.disconnect();
    },
  };
}
