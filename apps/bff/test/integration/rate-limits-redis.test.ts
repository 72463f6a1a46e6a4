// The rate limit counters on a real Redis through the product's fail-fast ioredis client: its key
// prefix, refunds and resets in Redis, and the memory fallback while nothing answers.
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteKeysUnder,
  rawRedis,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '../../src/cache/testing.js';
import { closeRedis, connectRedis, createRedisClient } from '../../src/plugins/app/redis.js';
import { DEFAULT_RATE_LIMIT_POLICIES } from '../../src/rate-limit-policies.js';
import { createRateLimits } from '../../src/security/rate-limits.js';
import { freePort } from '../support/redis-server.js';

const clients: Redis[] = [];
const prefixes: string[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await closeRedis(client);
  for (const prefix of prefixes.splice(0)) await deleteKeysUnder(prefix);
});

async function client(url: string, keyPrefix: string): Promise<Redis> {
  const redis = createRedisClient({ url, keyPrefix, commandTimeoutMs: 500 });
  clients.push(redis);
  await connectRedis(redis, 2_000);
  return redis;
}

describe('rate limits on Redis', () => {
  it('count in Redis under the client’s prefix, an account under a digest', async () => {
    const prefix = testKeyPrefix();
    prefixes.push(prefix);
    const rateLimits = createRateLimits({
      policies: DEFAULT_RATE_LIMIT_POLICIES,
      redis: await client(TEST_REDIS_URL, prefix),
    });
    for (let call = 1; call <= 5; call += 1) {
      expect(await rateLimits.consume('login', 'account', 'a@x.io')).toEqual({ allowed: true });
    }
    const refused = await rateLimits.consume('login', 'account', 'a@x.io');
    expect(refused.allowed).toBe(false);

    const raw = rawRedis();
    clients.push(raw);
    const keys = await raw.keys(`${prefix}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${prefix}rate-limit:login:account:[A-Za-z0-9_-]{43}$`));
    expect(await raw.get(keys[0] ?? '')).toBe('6');
    expect(await raw.pttl(keys[0] ?? '')).toBeGreaterThan(50_000);
  });

  it('refund and reset in Redis', async () => {
    const prefix = testKeyPrefix();
    prefixes.push(prefix);
    const rateLimits = createRateLimits({
      policies: DEFAULT_RATE_LIMIT_POLICIES,
      redis: await client(TEST_REDIS_URL, prefix),
    });
    for (let call = 1; call <= 5; call += 1) await rateLimits.consume('login', 'account', 'b@x.io');
    await rateLimits.refund('login', 'account', 'b@x.io');
    expect((await rateLimits.consume('login', 'account', 'b@x.io')).allowed).toBe(true);
    await rateLimits.reset('login', 'account', 'b@x.io');
    const raw = rawRedis();
    clients.push(raw);
    expect(await raw.keys(`${prefix}*`)).toEqual([]);
  });

  it('fall back to memory at once while nothing answers at the Redis address', async () => {
    const redis = await client(`redis://127.0.0.1:${String(await freePort())}`, 'dead:');
    expect(redis.status).not.toBe('ready');
    const rateLimits = createRateLimits({ policies: DEFAULT_RATE_LIMIT_POLICIES, redis });
    const started = performance.now();
    for (let call = 1; call <= 5; call += 1) {
      expect(await rateLimits.consume('login', 'account', 'c@x.io')).toEqual({ allowed: true });
    }
    expect(await rateLimits.consume('login', 'account', 'c@x.io')).toEqual({
      allowed: false,
      retryAfterSeconds: expect.any(Number) as unknown,
    });
    await rateLimits.reset('login', 'account', 'c@x.io');
    expect((await rateLimits.consume('login', 'account', 'c@x.io')).allowed).toBe(true);
    // No call waited for a command timeout (eight of them would take 4 s).
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
