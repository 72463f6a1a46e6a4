import { RECENTLY_PLAYED_LIMIT } from '@casino/shared';
import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerKey } from '../cache/keys.js';
import { MemoryStore } from '../cache/store.js';
import { TEST_REDIS_URL, deleteKeysUnder, rawRedis, testKeyPrefix } from '../cache/testing.js';
import { closeRedis, connectRedis, createRedisClient } from '../plugins/app/redis.js';
import {
  RECENTLY_PLAYED_TTL_MS,
  createRecentlyPlayedStore,
  type RecentlyPlayedStore,
} from './recently-played-store.js';

function fakeLogger() {
  return { info: vi.fn(), warn: vi.fn() };
}

/** Launches games 1…n in order, so the list reads n…1. */
async function launchInOrder(store: RecentlyPlayedStore, playerId: number, count: number) {
  for (let gameId = 1; gameId <= count; gameId += 1) await store.record(playerId, gameId);
}

/** What every store keeps, whatever it keeps it in. */
function behavesAsTheList(make: () => RecentlyPlayedStore) {
  it('is empty for a player who launched nothing', async () => {
    expect(await make().list(1001)).toEqual([]);
  });

  it('lists the launches most recent first, a relaunch moved to the front, once', async () => {
    const store = make();
    await launchInOrder(store, 1001, 3);
    expect(await store.list(1001)).toEqual([3, 2, 1]);
    await store.record(1001, 1);
    expect(await store.list(1001)).toEqual([1, 3, 2]);
  });

  it('keeps the last 12, dropping the oldest', async () => {
    const store = make();
    await launchInOrder(store, 1001, RECENTLY_PLAYED_LIMIT + 1);
    const list = await store.list(1001);
    expect(list).toHaveLength(RECENTLY_PLAYED_LIMIT);
    expect(list[0]).toBe(RECENTLY_PLAYED_LIMIT + 1);
    expect(list).not.toContain(1);
  });

  it('keeps each player’s list apart', async () => {
    const store = make();
    await store.record(1001, 7);
    await store.record(1002, 8);
    expect(await store.list(1001)).toEqual([7]);
    expect(await store.list(1002)).toEqual([8]);
  });
}

describe('in memory (no REDIS_URL)', () => {
  behavesAsTheList(() => createRecentlyPlayedStore({ redis: null }));

  it('forgets a list unused for 90 days, each launch starting the time again', async () => {
    let now = 0;
    const store = createRecentlyPlayedStore({
      redis: null,
      memory: new MemoryStore({ now: () => now }),
    });
    await store.record(1001, 1);
    now += RECENTLY_PLAYED_TTL_MS - 1;
    await store.record(1001, 2);
    now += RECENTLY_PLAYED_TTL_MS - 1;
    expect(await store.list(1001)).toEqual([2, 1]);
    now += 2;
    expect(await store.list(1001)).toEqual([]);
  });
});

describe('on Redis', () => {
  let prefix: string;
  let client: Redis;

  beforeEach(async () => {
    prefix = testKeyPrefix();
    client = createRedisClient({ url: TEST_REDIS_URL, keyPrefix: prefix, commandTimeoutMs: 2_000 });
    await connectRedis(client, 5_000);
  });

  afterEach(async () => {
    await closeRedis(client);
    await deleteKeysUnder(prefix);
  });

  behavesAsTheList(() => createRecentlyPlayedStore({ redis: client }));

  it('is shared by every instance and expires in 90 days', async () => {
    await createRecentlyPlayedStore({ redis: client }).record(1001, 5);
    expect(await createRecentlyPlayedStore({ redis: client }).list(1001)).toEqual([5]);

    const raw = rawRedis();
    try {
      const key = `${prefix}${playerKey('recentlyPlayed', 1001)}`;
      expect(await raw.get(key)).toBe('[5]');
      const ttl = await raw.pttl(key);
      expect(ttl).toBeGreaterThan(RECENTLY_PLAYED_TTL_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(RECENTLY_PLAYED_TTL_MS);
    } finally {
      raw.disconnect();
    }
  });

  it('reads a corrupt or foreign value as no list, and the next launch replaces it', async () => {
    const store = createRecentlyPlayedStore({ redis: client });
    for (const corrupt of ['{not json', '{"v":[1]}', '[1,"x"]', '[-1]']) {
      await client.set(playerKey('recentlyPlayed', 1001), corrupt);
      expect(await store.list(1001), corrupt).toEqual([]);
    }
    await store.record(1001, 9);
    expect(await store.list(1001)).toEqual([9]);
  });
});

describe('while Redis is unreachable', () => {
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

  it('keeps the lists in memory and logs the outage once', async () => {
    const logger = fakeLogger();
    const store = createRecentlyPlayedStore({ redis, logger });
    await launchInOrder(store, 1001, 3);
    expect(await store.list(1001)).toEqual([3, 2, 1]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.any(Object),
      'recently played: redis unavailable, keeping the lists in memory',
    );
  });
});
