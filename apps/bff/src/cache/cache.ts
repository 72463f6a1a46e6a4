import { parseJsonAs } from '@casino/shared';
import type { RedisClient } from '../redis-client.js';
import { inSpan, tracingActive } from '../tracing.js';
import { z } from 'zod';
import { CACHE_POLICIES, entryState, storeLifetimeMs, type CacheKind } from './policies.js';
import { MemoryStore, RedisStore, type CacheStore, type MemoryStoreOptions } from './store.js';

// Shared data (lobby parts, CMS pages, game lists) cached with stale-while-revalidate,
// stale-if-error and single-flight: docs/decisions/005-cache-and-sessions.md.

/**
 * How a lookup was answered: `hit` fresh from the store; `miss` loaded before answering;
 * `revalidating` served from the store while a background refresh runs; `stale_if_error` served
 * from the store, flagged stale, because the refresh failed.
 */
export type CacheOutcome = 'hit' | 'miss' | 'revalidating' | 'stale_if_error';

export type CacheBackend = 'redis' | 'memory';

export interface CacheLookup<T> {
  kind: CacheKind;
  /** From `cacheKey`, with the same kind. */
  key: string;
  /**
   * Reads a stored value back. It must accept the JSON form of what `load` returns (the domain
   * schemas do; a schema that turns strings into Dates would not).
   */
  schema: z.ZodType<T>;
  /** Fetches the value from its source; called at most once at a time per key in this process. */
  load: () => Promise<T>;
}

export interface CacheResult<T> {
  value: T;
  /** True only when an upstream failed and an older value stands in (stale-if-error). */
  stale: boolean;
  ageMs: number;
  outcome: CacheOutcome;
}

export interface CacheHooks {
  onLookup?(event: { kind: CacheKind; outcome: CacheOutcome }): void;
  /** Every failed Redis command; the cache carried on from memory. */
  onBackendError?(event: { operation: 'get' | 'set' | 'delete'; error: unknown }): void;
}

/** What a log line needs; pino fits. */
export interface CacheLogger {
  debug: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface Cache {
  /**
   * The value under the lookup's key, loading it when nothing usable is stored. Rejects with
   * `load`'s error only when there is no value to fall back on.
   */
  get<T>(lookup: CacheLookup<T>): Promise<CacheResult<T>>;
  delete(key: string): Promise<void>;
  /** Which tier answered the last read: for tests and readiness. */
  backend(): CacheBackend;
}

export interface CacheOptions {
  /** The shared connection (plugins/app/redis.ts), or null to cache in memory only. */
  redis: RedisClient | null;
  memory?: Omit<MemoryStoreOptions, 'now'>;
  /** A memory store of the caller's instead of a new one (tests). */
  memoryStore?: CacheStore;
  /** The clock entries are aged on; `Date.now` by default, shared by every instance. */
  now?: () => number;
  hooks?: CacheHooks;
  logger?: CacheLogger;
  /**
   * How long a request waits for the refresh of an entry past its revalidation window before it
   * is served the stored value, flagged stale, while the refresh goes on: a slow upstream costs a
   * page this much, not its whole timeout.
   */
  staleIfErrorWaitMs?: number;
}

/** See CacheOptions.staleIfErrorWaitMs. */
export const DEFAULT_STALE_IF_ERROR_WAIT_MS = 250;

// An entry is stored as `{ v, storedAt }`: its age comes from the data, not from the store, so
// every instance and both tiers agree on it.
const envelopeSchema = z.object({ v: z.unknown(), storedAt: z.number() });

interface Entry<T> {
  value: T;
  storedAt: number;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The cache. With Redis, reads go to Redis and writes go to Redis and to this process' memory,
 * so that memory already holds recent entries when Redis drops. A failed Redis command (down,
 * timed out, refused while reconnecting) falls back to memory for that operation; as soon as
 * Redis answers again it is used again, with nothing to reset.
 */
export function createCache(options: CacheOptions): Cache {
  const { hooks, logger } = options;
  const now = options.now ?? Date.now;
  const staleIfErrorWaitMs = options.staleIfErrorWaitMs ?? DEFAULT_STALE_IF_ERROR_WAIT_MS;
  const memory = options.memoryStore ?? new MemoryStore({ ...options.memory, now: options.now });
  const redis = options.redis === null ? null : new RedisStore(options.redis);
  const inFlight = new Map<string, Promise<Entry<unknown>>>();
  let lastBackend: CacheBackend = redis === null ? 'memory' : 'redis';
  let redisAway = false;
  const unstorableKinds = new Set<CacheKind>();

  // Each failure reaches the hook (metrics); the log hears once per outage, not per request.
  function redisFailed(operation: 'get' | 'set' | 'delete', error: unknown): void {
    hooks?.onBackendError?.({ operation, error });
    if (redisAway) return;
    redisAway = true;
    logger?.warn(
      { operation, err: messageOf(error) },
      'cache: redis unavailable, serving from memory until it answers',
    );
  }

  function redisAnswered(): void {
    if (!redisAway) return;
    redisAway = false;
    logger?.info({}, 'cache: redis answers again');
  }

  async function readRaw(key: string): Promise<{ raw: string | null; from: CacheBackend }> {
    if (redis !== null) {
      try {
        const raw = await redis.get(key);
        redisAnswered();
        return { raw, from: 'redis' };
      } catch (error) {
        redisFailed('get', error);
      }
    }
    return { raw: await memory.get(key), from: 'memory' };
  }

  async function write(key: string, raw: string, ttlMs: number): Promise<void> {
    await memory.set(key, raw, ttlMs);
    if (redis === null) return;
    try {
      await redis.set(key, raw, ttlMs);
      redisAnswered();
    } catch (error) {
      redisFailed('set', error);
    }
  }

  /** A stored value parsed back; a corrupt or foreign entry is no entry (and gets overwritten). */
  function parse<T>(raw: string, schema: z.ZodType<T>): Entry<T> | null {
    const envelope = parseJsonAs(envelopeSchema, raw);
    if (envelope === undefined) return null;
    const value = schema.safeParse(envelope.v);
    return value.success ? { value: value.data, storedAt: envelope.storedAt } : null;
  }

  async function read<T>(lookup: CacheLookup<T>): Promise<Entry<T> | null> {
    const { raw, from } = await readRaw(lookup.key);
    lastBackend = from;
    if (raw === null) return null;
    const entry = parse(raw, lookup.schema);
    if (entry === null) {
      logger?.debug({ kind: lookup.kind, key: lookup.key }, 'cache: unreadable entry, reloading');
      return null;
    }
    if (from === 'redis') {
      // Entries another instance loaded are kept here too, so an outage finds them in memory.
      const remainingMs =
        storeLifetimeMs(CACHE_POLICIES[lookup.kind]) - Math.max(0, now() - entry.storedAt);
      if (remainingMs > 0) await memory.set(lookup.key, raw, remainingMs);
    }
    return entry;
  }

  /**
   * The stored form of a freshly loaded value and the value as it reads back, or null when the
   * lookup's schema cannot read it back (a bug: storing it would only churn).
   */
  function serialize<T>(lookup: CacheLookup<T>, value: T, storedAt: number) {
    let raw: string;
    try {
      raw = JSON.stringify({ v: value, storedAt });
    } catch {
      return null;
    }
    const entry = parse(raw, lookup.schema);
    return entry === null ? null : { raw, entry };
  }

  /** Loads and stores, at most once at a time per key: later callers join the load under way. */
  function refresh<T>(lookup: CacheLookup<T>): Promise<Entry<T>> {
    const pending = inFlight.get(lookup.key) as Promise<Entry<T>> | undefined;
    if (pending !== undefined) return pending;
    const flight = (async (): Promise<Entry<T>> => {
      const value = await lookup.load();
      const storedAt = now();
      const stored = serialize(lookup, value, storedAt);
      if (stored === null) {
        if (!unstorableKinds.has(lookup.kind)) {
          unstorableKinds.add(lookup.kind);
          logger?.error(
            { kind: lookup.kind },
            'cache: a loaded value does not read back through its schema; not caching this kind',
          );
        }
        return { value, storedAt };
      }
      await write(lookup.key, stored.raw, storeLifetimeMs(CACHE_POLICIES[lookup.kind]));
      return stored.entry;
    })().finally(() => {
      if (inFlight.get(lookup.key) === flight) inFlight.delete(lookup.key);
    });
    inFlight.set(lookup.key, flight);
    return flight;
  }

  async function loaded<T>(lookup: CacheLookup<T>): Promise<CacheResult<T>> {
    const entry = await refresh(lookup);
    const ageMs = Math.max(0, now() - entry.storedAt);
    return { value: entry.value, stale: false, ageMs, outcome: 'miss' };
  }

  async function lookUp<T>(lookup: CacheLookup<T>): Promise<CacheResult<T>> {
    const entry = await read(lookup);
    if (entry === null) return loaded(lookup);
    const { kind, key } = lookup;
    // Another instance's clock may run a little ahead; an entry from the future is brand new.
    const ageMs = Math.max(0, now() - entry.storedAt);
    switch (entryState(CACHE_POLICIES[kind], ageMs)) {
      case 'fresh':
        return { value: entry.value, stale: false, ageMs, outcome: 'hit' };
      case 'revalidate':
        // Never awaited: this request gets the stored value now, a later one the new value.
        refresh(lookup).catch((error: unknown) => {
          logger?.debug(
            { kind, key, err: messageOf(error) },
            'cache: background refresh failed, keeping the entry',
          );
        });
        return { value: entry.value, stale: false, ageMs, outcome: 'revalidating' };
      case 'stale_if_error': {
        const stale: CacheResult<T> = {
          value: entry.value,
          stale: true,
          ageMs,
          outcome: 'stale_if_error',
        };
        const refreshing = loaded(lookup);
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<null>((resolve) => {
          timer = setTimeout(() => {
            resolve(null);
          }, staleIfErrorWaitMs);
        });
        try {
          // Too slow: this request gets the stored value; the refresh, still running, serves
          // the ones after it.
          return (await Promise.race([refreshing, waited])) ?? stale;
        } catch (error) {
          logger?.debug(
            { kind, key, err: messageOf(error) },
            'cache: refresh failed, serving the stale entry',
          );
          return stale;
        } finally {
          clearTimeout(timer);
          refreshing.catch(() => undefined);
        }
      }
      case 'expired':
        return loaded(lookup);
    }
  }

  async function get<T>(lookup: CacheLookup<T>): Promise<CacheResult<T>> {
    let result: CacheResult<T>;
    try {
      result = await lookUp(lookup);
    } catch (error) {
      // Nothing usable was stored and the load failed: still a miss for the metrics.
      hooks?.onLookup?.({ kind: lookup.kind, outcome: 'miss' });
      throw error;
    }
    hooks?.onLookup?.({ kind: lookup.kind, outcome: result.outcome });
    return result;
  }

  /** A lookup in a span of its own (its loads' upstream calls under it) when traces are on. */
  function tracedGet<T>(lookup: CacheLookup<T>): Promise<CacheResult<T>> {
    if (!tracingActive()) return get(lookup);
    return inSpan(`cache ${lookup.kind}`, { 'cache.kind': lookup.kind }, async (span) => {
      const result = await get(lookup);
      span?.setAttribute('cache.outcome', result.outcome);
      return result;
    });
  }

  return {
    get: tracedGet,
    async delete(key) {
      await memory.delete(key);
      if (redis === null) return;
      try {
        await redis.delete(key);
        redisAnswered();
      } catch (error) {
        redisFailed('delete', error);
      }
    },
    backend: () => lastBackend,
  };
}
