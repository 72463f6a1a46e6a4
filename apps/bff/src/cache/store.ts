import type { RedisClient } from '../redis-client.js';
import { LRUCache } from 'lru-cache';

/**
 * Where cache entries live: strings under keys, each with a lifetime. The cache decides what is
 * fresh or stale; a store only forgets an entry once its lifetime is over.
 */
export interface CacheStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface MemoryStoreOptions {
  /** At most this many entries; the least recently used go first. */
  maxEntries?: number;
  /** At most this many characters of values in all, so that a few huge pages cannot exhaust the heap. */
  maxTotalLength?: number;
  /** The clock that lifetimes are measured on (tests); the process' monotonic clock otherwise. */
  now?: () => number;
}

export const MEMORY_STORE_DEFAULTS = {
  maxEntries: 5_000,
  maxTotalLength: 64 * 1024 * 1024,
} as const;

/** A store in this process' memory, bounded in entries and in size. */
export class MemoryStore implements CacheStore {
  readonly #entries: LRUCache<string, string>;

  constructor(options: MemoryStoreOptions = {}) {
    const { now } = options;
    this.#entries = new LRUCache<string, string>({
      max: options.maxEntries ?? MEMORY_STORE_DEFAULTS.maxEntries,
      maxSize: options.maxTotalLength ?? MEMORY_STORE_DEFAULTS.maxTotalLength,
      sizeCalculation: (value) => Math.max(1, value.length),
      // lru-cache reads its clock at most once a millisecond by default; an injected clock moves
      // in jumps, so it is read every time.
      ...(now === undefined ? {} : { perf: { now }, ttlResolution: 0 }),
    });
  }

  get(key: string): Promise<string | null> {
    return Promise.resolve(this.#entries.get(key) ?? null);
  }

  set(key: string, value: string, ttlMs: number): Promise<void> {
    this.#entries.set(key, value, { ttl: lifetime(ttlMs) });
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.#entries.delete(key);
    return Promise.resolve();
  }

  /** How many entries are held (tests). */
  get size(): number {
    return this.#entries.size;
  }
}

/**
 * A store on Redis, shared by every instance. The client carries the deployment's key prefix and
 * fails fast while Redis is away (plugins/app/redis.ts); errors reach the caller, which decides
 * what to fall back to.
 */
export class RedisStore implements CacheStore {
  readonly #client: RedisClient;

  constructor(client: RedisClient) {
    this.#client = client;
  }

  get(key: string): Promise<string | null> {
    return this.#client.get(key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.#client.set(key, value, 'PX', lifetime(ttlMs));
  }

  async delete(key: string): Promise<void> {
    await this.#client.del(key);
  }
}

/** Both Redis' PX and lru-cache want a whole, positive number of milliseconds. */
function lifetime(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs));
}
