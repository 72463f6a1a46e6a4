import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { closeRedis, connectRedis, createRedisClient } from '../plugins/app/redis.js';
import {
  createCache,
  type CacheHooks,
  type CacheLogger,
  type CacheLookup,
  type CacheOutcome,
} from './cache.js';
import { cacheKey } from './keys.js';
import { CACHE_POLICIES, storeLifetimeMs } from './policies.js';
import { MemoryStore } from './store.js';
import { TEST_REDIS_URL, deferred, deleteKeysUnder, testKeyPrefix } from './testing.js';

const START = Date.parse('2025-03-12T12:00:00Z');
const POLICY = CACHE_POLICIES.gamesPage;

const pageSchema = z.object({ page: z.string(), games: z.array(z.number()) });
type Page = z.infer<typeof pageSchema>;

const page = (name: string): Page => ({ page: name, games: [1, 2, 3] });

/** One backend under test: where the cache keeps entries, and a way to look at them raw. */
interface Setup {
  redis: Redis | null;
  memory: MemoryStore;
  readRaw: (key: string) => Promise<string | null>;
  writeRaw: (key: string, raw: string) => Promise<void>;
  close: () => Promise<void>;
}

const backends = [
  {
    name: 'memory' as const,
    setup: (now: () => number): Promise<Setup> => {
      const memory = new MemoryStore({ now });
      return Promise.resolve({
        redis: null,
        memory,
        readRaw: (key) => memory.get(key),
        writeRaw: (key, raw) => memory.set(key, raw, storeLifetimeMs(POLICY)),
        close: () => Promise.resolve(),
      });
    },
  },
  {
    name: 'redis' as const,
    setup: async (now: () => number): Promise<Setup> => {
      const keyPrefix = testKeyPrefix();
      const redis = createRedisClient({ url: TEST_REDIS_URL, keyPrefix, commandTimeoutMs: 2_000 });
      await connectRedis(redis, 5_000);
      if (redis.status !== 'ready') throw new Error(`no Redis at ${TEST_REDIS_URL}`);
      return {
        redis,
        memory: new MemoryStore({ now }),
        readRaw: (key) => redis.get(key),
        writeRaw: async (key, raw) => {
          await redis.set(key, raw, 'PX', storeLifetimeMs(POLICY));
        },
        close: async () => {
          await closeRedis(redis);
          await deleteKeysUnder(keyPrefix);
        },
      };
    },
  },
];

describe.each(backends)('cache on $name', ({ name, setup: makeSetup }) => {
  let clock = START;
  const now = () => clock;
  let setup: Setup;
  let outcomes: CacheOutcome[];
  let backendErrors: unknown[];

  beforeEach(async () => {
    clock = START;
    outcomes = [];
    backendErrors = [];
    setup = await makeSetup(now);
  });

  afterEach(async () => {
    await setup.close();
  });

  const hooks: CacheHooks = {
    onLookup: ({ outcome }) => outcomes.push(outcome),
    onBackendError: ({ error }) => backendErrors.push(error),
  };

  function newCache(staleIfErrorWaitMs?: number) {
    return createCache({
      redis: setup.redis,
      memoryStore: setup.memory,
      now,
      hooks,
      staleIfErrorWaitMs,
    });
  }

  function lookup(load: () => Promise<Page>, ...parts: string[]): CacheLookup<Page> {
    return {
      kind: 'gamesPage',
      key: cacheKey('gamesPage', { lang: 'en', currency: 'EUR' }, 'slots', ...parts),
      schema: pageSchema,
      load,
    };
  }

  it('loads a missing key once, then answers from the store while fresh', async () => {
    const cache = newCache();
    const load = vi.fn(() => Promise.resolve(page('one')));
    const first = await cache.get(lookup(load));
    expect(first).toEqual({ value: page('one'), stale: false, ageMs: 0, outcome: 'miss' });
    clock += POLICY.ttlMs - 1;
    const second = await cache.get(lookup(load));
    expect(second).toEqual({
      value: page('one'),
      stale: false,
      ageMs: POLICY.ttlMs - 1,
      outcome: 'hit',
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual(['miss', 'hit']);
    expect(cache.backend()).toBe(name);
    expect(backendErrors).toEqual([]);
  });

  it('shares one load among 200 concurrent gets of a cold key', async () => {
    const cache = newCache();
    const loaded = deferred<Page>();
    const load = vi.fn(() => loaded.promise);
    const answers = Array.from({ length: 200 }, () => cache.get(lookup(load)));
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalled();
    });
    loaded.resolve(page('cold'));
    const results = await Promise.all(answers);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((result) => result.value.page))).toEqual(new Set(['cold']));
    expect(results.every((result) => !result.stale)).toBe(true);
  });

  it('serves the old value at once while one background refresh runs', async () => {
    const cache = newCache();
    await cache.get(lookup(() => Promise.resolve(page('old'))));
    clock += POLICY.ttlMs + 1;

    const refreshed = deferred<Page>();
    const load = vi.fn(() => refreshed.promise);
    const first = await cache.get(lookup(load));
    const second = await cache.get(lookup(load));
    for (const result of [first, second]) {
      expect(result).toEqual({
        value: page('old'),
        stale: false,
        ageMs: POLICY.ttlMs + 1,
        outcome: 'revalidating',
      });
    }
    expect(load).toHaveBeenCalledTimes(1);

    refreshed.resolve(page('new'));
    const key = lookup(load).key;
    await vi.waitFor(async () => {
      expect(await setup.readRaw(key)).toContain('"new"');
    });
    const after = await cache.get(lookup(load));
    expect(after).toMatchObject({ value: page('new'), stale: false, outcome: 'hit' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the entry when a background refresh fails', async () => {
    const logger = fakeLogger();
    const cache = createCache({ redis: setup.redis, memoryStore: setup.memory, now, logger });
    await cache.get(lookup(() => Promise.resolve(page('old'))));
    clock += POLICY.ttlMs + 1;
    const failed = deferred<Page>();
    const result = await cache.get(lookup(() => failed.promise));
    expect(result.outcome).toBe('revalidating');
    failed.reject(new Error('upstream down'));
    await vi.waitFor(() => {
      expect(logger.debug).toHaveBeenCalledWith(
        expect.objectContaining({ err: 'upstream down' }),
        'cache: background refresh failed, keeping the entry',
      );
    });
    const load = vi.fn(() => Promise.resolve(page('new')));
    expect(await cache.get(lookup(load))).toMatchObject({ value: page('old') });
  });

  it('refreshes before answering past the revalidation window', async () => {
    const cache = newCache();
    await cache.get(lookup(() => Promise.resolve(page('old'))));
    clock += POLICY.ttlMs + POLICY.staleWhileRevalidateMs + 1;
    const result = await cache.get(lookup(() => Promise.resolve(page('new'))));
    expect(result).toEqual({ value: page('new'), stale: false, ageMs: 0, outcome: 'miss' });
  });

  it('serves the old value flagged stale when that refresh fails', async () => {
    const cache = newCache();
    await cache.get(lookup(() => Promise.resolve(page('old'))));
    const age = POLICY.ttlMs + POLICY.staleWhileRevalidateMs + 1;
    clock += age;
    const result = await cache.get(lookup(() => Promise.reject(new Error('upstream down'))));
    expect(result).toEqual({
      value: page('old'),
      stale: true,
      ageMs: age,
      outcome: 'stale_if_error',
    });
    expect(outcomes).toEqual(['miss', 'stale_if_error']);
  });

  it('serves the old value flagged stale when that refresh is too slow, and the refresh later', async () => {
    const cache = newCache(20);
    await cache.get(lookup(() => Promise.resolve(page('old'))));
    const age = POLICY.ttlMs + POLICY.staleWhileRevalidateMs + 1;
    clock += age;
    const slow = deferred<Page>();
    const result = await cache.get(lookup(() => slow.promise));
    expect(result).toEqual({
      value: page('old'),
      stale: true,
      ageMs: age,
      outcome: 'stale_if_error',
    });
    // The refresh went on: once it lands, the next request gets its value, loaded once.
    const load = vi.fn(() => Promise.resolve(page('other')));
    slow.resolve(page('new'));
    await vi.waitFor(async () => {
      expect((await cache.get(lookup(load))).value).toEqual(page('new'));
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('lets the load error through once the entry is too old even to stand in', async () => {
    const cache = newCache();
    await cache.get(lookup(() => Promise.resolve(page('old'))));
    clock += storeLifetimeMs(POLICY);
    const failure = new Error('upstream down');
    await expect(cache.get(lookup(() => Promise.reject(failure)))).rejects.toBe(failure);
    expect(outcomes).toEqual(['miss', 'miss']);
  });

  it('does not keep a failed load: the next get loads again', async () => {
    const cache = newCache();
    const load = vi
      .fn<() => Promise<Page>>()
      .mockRejectedValueOnce(new Error('upstream down'))
      .mockResolvedValueOnce(page('second'));
    await expect(cache.get(lookup(load))).rejects.toThrow('upstream down');
    expect((await cache.get(lookup(load))).value).toEqual(page('second'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['corrupt JSON', '{"v":{"page":'],
    ['a value its schema rejects', JSON.stringify({ v: { page: 7 }, storedAt: START })],
    ['a foreign envelope', JSON.stringify({ page: 'x', games: [] })],
  ])('treats %s as a miss and overwrites it', async (_label, raw) => {
    const cache = newCache();
    const key = lookup(() => Promise.resolve(page('x'))).key;
    await setup.writeRaw(key, raw);
    const load = vi.fn(() => Promise.resolve(page('loaded')));
    expect(await cache.get(lookup(load))).toMatchObject({ value: page('loaded'), outcome: 'miss' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse((await setup.readRaw(key)) ?? 'null')).toEqual({
      v: page('loaded'),
      storedAt: START,
    });
  });

  it('forgets a deleted key', async () => {
    const cache = newCache();
    const load = vi.fn(() => Promise.resolve(page('one')));
    await cache.get(lookup(load));
    await cache.delete(lookup(load).key);
    expect(await setup.readRaw(lookup(load).key)).toBeNull();
    expect((await cache.get(lookup(load))).outcome).toBe('miss');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart', async () => {
    const cache = newCache();
    const first = await cache.get(lookup(() => Promise.resolve(page('a')), 'first'));
    const other = await cache.get(lookup(() => Promise.resolve(page('b')), 'second'));
    expect(first.value.page).toBe('a');
    expect(other.value.page).toBe('b');
  });

  it('serves a value its schema cannot read back without storing it, and says so once', async () => {
    const logger = fakeLogger();
    const cache = createCache({ redis: setup.redis, memoryStore: setup.memory, now, logger });
    const at = new Date(START);
    const dated: CacheLookup<{ at: Date }> = {
      kind: 'winners',
      key: cacheKey('winners', {}),
      schema: z.object({ at: z.date() }),
      load: () => Promise.resolve({ at }),
    };
    expect((await cache.get(dated)).value).toEqual({ at });
    expect((await cache.get(dated)).outcome).toBe('miss');
    expect(await setup.readRaw(dated.key)).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});

describe('cache while Redis is unreachable', () => {
  let redis: Redis;

  beforeEach(() => {
    // Nothing listens on port 1; the client is the app's fail-fast one, never connected.
    redis = createRedisClient({
      url: 'redis://127.0.0.1:1',
      keyPrefix: testKeyPrefix(),
      commandTimeoutMs: 200,
    });
  });

  afterEach(() => {
    redis.disconnect();
  });

  it('answers from memory and the loader, reports each failure and logs the outage once', async () => {
    const logger = fakeLogger();
    const onBackendError = vi.fn<(event: { operation: string }) => void>();
    const cache = createCache({ redis, logger, hooks: { onBackendError } });
    const load = vi.fn(() => Promise.resolve(page('from upstream')));
    const key = cacheKey('gamesPage', { lang: 'en' }, 'slots');
    const request = { kind: 'gamesPage' as const, key, schema: pageSchema, load };

    expect(await cache.get(request)).toMatchObject({
      value: page('from upstream'),
      outcome: 'miss',
    });
    expect(await cache.get(request)).toMatchObject({
      value: page('from upstream'),
      outcome: 'hit',
    });
    await cache.delete(key);
    expect(await cache.get(request)).toMatchObject({ outcome: 'miss' });

    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.backend()).toBe('memory');
    const operations = onBackendError.mock.calls.map(([event]) => event.operation);
    expect(operations).toEqual(['get', 'set', 'get', 'delete', 'get', 'set']);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'get' }),
      'cache: redis unavailable, serving from memory until it answers',
    );
  });
});

function fakeLogger() {
  return {
    debug: vi.fn<CacheLogger['debug']>(),
    info: vi.fn<CacheLogger['info']>(),
    warn: vi.fn<CacheLogger['warn']>(),
    error: vi.fn<CacheLogger['error']>(),
  };
}
