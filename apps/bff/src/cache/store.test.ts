import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { closeRedis, connectRedis, createRedisClient } from '../plugins/app/redis.js';
import { MemoryStore, RedisStore } from './store.js';
import { TEST_REDIS_URL, deleteKeysUnder, testKeyPrefix } from './testing.js';

describe('MemoryStore', () => {
  it('forgets an entry once its lifetime is over', async () => {
    let clock = 1_000;
    const store = new MemoryStore({ now: () => clock });
    await store.set('k', 'v', 100);
    clock += 99;
    expect(await store.get('k')).toBe('v');
    clock += 2;
    expect(await store.get('k')).toBeNull();
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const store = new MemoryStore({ maxEntries: 2 });
    await store.set('a', '1', 60_000);
    await store.set('b', '2', 60_000);
    await store.get('a');
    await store.set('c', '3', 60_000);
    expect(await store.get('a')).toBe('1');
    expect(await store.get('b')).toBeNull();
    expect(store.size).toBe(2);
  });

  it('holds at most maxTotalLength characters of values', async () => {
    const store = new MemoryStore({ maxTotalLength: 10 });
    await store.set('a', 'x'.repeat(6), 60_000);
    await store.set('b', 'y'.repeat(6), 60_000);
    expect(await store.get('a')).toBeNull();
    await store.set('huge', 'z'.repeat(11), 60_000);
    expect(await store.get('huge')).toBeNull();
    expect(await store.get('b')).toBe('yyyyyy');
  });

  it('deletes', async () => {
    const store = new MemoryStore();
    await store.set('k', 'v', 60_000);
    await store.delete('k');
    expect(await store.get('k')).toBeNull();
  });
});

describe('RedisStore', () => {
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

  it('sets under the client prefix with a lifetime in milliseconds, gets and deletes', async () => {
    const store = new RedisStore(client);
    await store.set('k', 'v', 60_000.4);
    expect(await store.get('k')).toBe('v');
    const ttl = await client.pttl('k');
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_001);
    await store.delete('k');
    expect(await store.get('k')).toBeNull();
  });
});
