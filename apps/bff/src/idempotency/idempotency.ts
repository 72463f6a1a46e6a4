import { createHash } from 'node:crypto';
import { parseJsonAs } from '@casino/shared';
import type { RedisClient } from '../redis-client.js';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { DOMAIN_ERROR_STATUSES, DomainError } from '../errors.js';

// Mutations that move money or change a bonus take a key from the client; a retried request with
// the same key reaches the upstream once and gets the first answer. Records live in Redis, shared
// by every instance; while Redis is away each instance keeps them in memory, which still covers a
// client retrying against the same instance. See docs/decisions/009-idempotency.md.

/** Where records live: strings under keys with a lifetime, and an atomic "create if absent". */
export interface IdempotencyRecordStore {
  get(key: string): Promise<string | null>;
  /** Writes only when no record exists; true when it did. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface MemoryRecordStoreOptions {
  maxEntries?: number;
  /** The clock lifetimes are measured on (tests); the process' monotonic clock otherwise. */
  now?: () => number;
}

export function memoryRecordStore(options: MemoryRecordStoreOptions = {}): IdempotencyRecordStore {
  const { maxEntries = 50_000, now } = options;
  const records = new LRUCache<string, string>({
    max: maxEntries,
    ...(now === undefined ? {} : { perf: { now }, ttlResolution: 0 }),
  });
  return {
    get: (key) => Promise.resolve(records.get(key) ?? null),
    setIfAbsent: (key, value, ttlMs) => {
      if (records.has(key)) return Promise.resolve(false);
      records.set(key, value, { ttl: Math.max(1, Math.ceil(ttlMs)) });
      return Promise.resolve(true);
    },
    set: (key, value, ttlMs) => {
      records.set(key, value, { ttl: Math.max(1, Math.ceil(ttlMs)) });
      return Promise.resolve();
    },
    delete: (key) => {
      records.delete(key);
      return Promise.resolve();
    },
  };
}

export function redisRecordStore(client: RedisClient): IdempotencyRecordStore {
  const px = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));
  return {
    get: (key) => client.get(key),
    setIfAbsent: async (key, value, ttlMs) =>
      (await client.set(key, value, 'PX', px(ttlMs), 'NX')) === 'OK',
    set: async (key, value, ttlMs) => {
      await client.set(key, value, 'PX', px(ttlMs));
    },
    delete: async (key) => {
      await client.del(key);
    },
  };
}

export interface FallbackLogger {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
}

/**
 * Redis first; any Redis error sends the call to this instance's memory (logged once per outage).
 * A key claimed in memory during an outage is not known to Redis when it returns: a retry in that
 * window may run twice across instances, which is why the upstream gets the key too.
 */
export function fallbackRecordStore(
  primary: IdempotencyRecordStore,
  fallback: IdempotencyRecordStore,
  logger: FallbackLogger,
): IdempotencyRecordStore {
  let down = false;
  async function attempt<T>(call: (store: IdempotencyRecordStore) => Promise<T>): Promise<T> {
    try {
      const result = await call(primary);
      if (down) {
        down = false;
        logger.info({}, 'idempotency: records are in Redis again');
      }
      return result;
    } catch (error) {
      if (!down) {
        down = true;
        logger.warn({ err: error }, 'idempotency: Redis unavailable, keeping records in memory');
      }
      return call(fallback);
    }
  }
  return {
    get: (key) => attempt((store) => store.get(key)),
    setIfAbsent: (key, value, ttlMs) => attempt((store) => store.setIfAbsent(key, value, ttlMs)),
    set: (key, value, ttlMs) => attempt((store) => store.set(key, value, ttlMs)),
    delete: (key) => attempt((store) => store.delete(key)),
  };
}

const storedErrorSchema = z.object({
  code: z.string(),
  status: z.enum(DOMAIN_ERROR_STATUSES),
  messageKey: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});

const recordSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending'), fingerprint: z.string() }),
  z.object({ state: z.literal('done'), fingerprint: z.string(), value: z.unknown() }),
  z.object({ state: z.literal('failed'), fingerprint: z.string(), error: storedErrorSchema }),
]);
type IdempotencyRecord = z.infer<typeof recordSchema>;

export interface IdempotencyOptions {
  store: IdempotencyRecordStore;
  /** How long a finished request's answer is kept for retries. */
  resultTtlMs: number;
  /** How long a claim outlives a request that never finished (a crashed instance). */
  pendingTtlMs: number;
  /** How long a duplicate waits for the first request to finish before giving up. */
  waitMs: number;
  /** Between two looks at a record another instance is working on. */
  pollMs?: number;
}

export interface IdempotentCall<S extends z.ZodType> {
  /** Whose request and which operation: the player's id and the procedure, for example. */
  scope: string;
  key: string;
  /** What the request asks for (without the key): the same key with other details is refused. */
  request: unknown;
  /** The answer's schema: an answer read back from the store is parsed with it. */
  output: S;
  run: () => Promise<z.output<S>>;
}

export interface Idempotency {
  execute<S extends z.ZodType>(call: IdempotentCall<S>): Promise<z.output<S>>;
}

/** JSON with object keys sorted, so that equal requests hash alike whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

export function idempotencyRecordKey(scope: string, key: string): string {
  return `idem:${sha256(`${scope}\n${key}`)}`;
}

function keyReused(): DomainError {
  return new DomainError({
    code: 'idempotency_key_reused',
    status: 'UNPROCESSABLE_CONTENT',
    messageKey: 'errors.idempotencyKeyReused',
  });
}

function stillInProgress(): DomainError {
  return new DomainError({
    code: 'request_in_progress',
    status: 'CONFLICT',
    messageKey: 'errors.requestInProgress',
  });
}

function revive(error: z.infer<typeof storedErrorSchema>): DomainError {
  return new DomainError({
    code: error.code,
    status: error.status,
    // A key stored by this code base; a catalogue change would at worst show the raw key.
    messageKey: error.messageKey as DomainError['messageKey'],
    values: error.values,
  });
}

export function createIdempotency(options: IdempotencyOptions): Idempotency {
  const { store, resultTtlMs, pendingTtlMs, waitMs, pollMs = 25 } = options;
  // Duplicates inside this instance share the first one's promise instead of polling the store.
  const inFlight = new Map<string, Promise<unknown>>();

  /** The record under the key; one that cannot be read (corrupt, an old format) is removed. */
  async function readRecord(recordKey: string): Promise<IdempotencyRecord | null> {
    const raw = await store.get(recordKey);
    if (raw === null) return null;
    const record = parseJsonAs(recordSchema, raw);
    if (record === undefined) await store.delete(recordKey);
    return record ?? null;
  }

  async function runAsOwner<S extends z.ZodType>(
    recordKey: string,
    fingerprint: string,
    call: IdempotentCall<S>,
  ): Promise<z.output<S>> {
    let value: z.output<S>;
    try {
      value = await call.run();
    } catch (error) {
      if (error instanceof DomainError) {
        // The upstream's considered answer (not enough money, bonus not found): the same request
        // gets the same answer.
        const record: IdempotencyRecord = {
          state: 'failed',
          fingerprint,
          error: {
            code: error.code,
            status: error.status,
            messageKey: error.messageKey,
            values: { ...error.values },
          },
        };
        await store.set(recordKey, JSON.stringify(record), resultTtlMs).catch(() => undefined);
      } else {
        // A timeout or an outage says nothing of what happened: the retry may try again.
        await store.delete(recordKey).catch(() => undefined);
      }
      throw error;
    }
    const record: IdempotencyRecord = { state: 'done', fingerprint, value };
    await store.set(recordKey, JSON.stringify(record), resultTtlMs);
    return value;
  }

  async function awaitOther<S extends z.ZodType>(
    recordKey: string,
    fingerprint: string,
    call: IdempotentCall<S>,
  ): Promise<z.output<S>> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const record = await readRecord(recordKey);
      if (record === null) {
        // The first request failed for a passing reason (or the record expired): try to own it.
        if (await claim(recordKey, fingerprint)) return runAsOwner(recordKey, fingerprint, call);
        if (Date.now() >= deadline) throw stillInProgress();
        continue;
      }
      if (record.fingerprint !== fingerprint) throw keyReused();
      if (record.state === 'failed') throw revive(record.error);
      if (record.state === 'done') {
        const parsed = call.output.safeParse(record.value);
        if (parsed.success) return parsed.data;
        throw new Error('idempotency: a stored answer does not match its schema');
      }
      if (Date.now() >= deadline) throw stillInProgress();
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  function claim(recordKey: string, fingerprint: string): Promise<boolean> {
    const pending: IdempotencyRecord = { state: 'pending', fingerprint };
    return store.setIfAbsent(recordKey, JSON.stringify(pending), pendingTtlMs);
  }

  return {
    execute<S extends z.ZodType>(call: IdempotentCall<S>): Promise<z.output<S>> {
      const recordKey = idempotencyRecordKey(call.scope, call.key);
      const fingerprint = sha256(canonical(call.request));
      const local = inFlight.get(recordKey);
      const attempt = async (): Promise<z.output<S>> => {
        if (local !== undefined) await local.catch(() => undefined);
        return (await claim(recordKey, fingerprint))
          ? runAsOwner(recordKey, fingerprint, call)
          : awaitOther(recordKey, fingerprint, call);
      };
      const promise = attempt();
      if (local === undefined) {
        inFlight.set(recordKey, promise);
        void promise
          .catch(() => undefined)
          .finally(() => {
            if (inFlight.get(recordKey) === promise) inFlight.delete(recordKey);
          });
      }
      return promise;
    },
  };
}
