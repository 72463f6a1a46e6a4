import type { OpsInstanceFigures } from '@casino/shared';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, deleteKeysUnder, testKeyPrefix } from '../cache/testing.js';
import { OPS_REGISTRY_KEYS, createInstanceRegistry } from './instance-registry.js';

const TTL_MS = 1_000;
const NOW = 1_764_252_000_000;

function figures(id: string, publishedAt = NOW): OpsInstanceFigures {
  return {
    id,
    version: '0.1.0',
    buildId: null,
    publishedAt,
    uptimeSeconds: 1,
    sockets: 0,
    eventLoopLagMs: 1,
    memory: { rssBytes: 1, heapUsedBytes: 1 },
    shed: { total: 0, perMinute: 0 },
    redis: 'up',
    leader: false,
    upstreams: [],
    cache: [],
    history: [],
  };
}

let prefix: string;
let client: Redis;

beforeEach(() => {
  prefix = testKeyPrefix();
  client = new Redis(TEST_REDIS_URL, { keyPrefix: prefix, maxRetriesPerRequest: 0 });
});

afterEach(async () => {
  client.disconnect();
  await deleteKeysUnder(prefix);
});

describe('the instance registry on Redis', () => {
  it('lists what each instance published, by id, and forgets a removed one', async () => {
    const registry = createInstanceRegistry({ client, ttlMs: TTL_MS });
    await registry.publish(figures('b'), NOW);
    await registry.publish(figures('a'), NOW);
    expect((await registry.list(NOW)).map((entry) => entry.id)).toEqual(['a', 'b']);
    await registry.remove('a');
    expect((await registry.list(NOW)).map((entry) => entry.id)).toEqual(['b']);
  });

  it('leaves out an entry past its expiry, by the index, even before Redis drops its key', async () => {
    const registry = createInstanceRegistry({ client, ttlMs: TTL_MS });
    await registry.publish(figures('old'), NOW - 2 * TTL_MS);
    await registry.publish(figures('new'), NOW);
    expect((await registry.list(NOW)).map((entry) => entry.id)).toEqual(['new']);
  });

  it('gives every key a TTL, the index included', async () => {
    const registry = createInstanceRegistry({ client, ttlMs: TTL_MS });
    await registry.publish(figures('a'), Date.now());
    for (const key of [OPS_REGISTRY_KEYS.index, OPS_REGISTRY_KEYS.entry('a')]) {
      const ttl = await client.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(TTL_MS);
    }
  });

  it('skips an entry that is not the shared schema’s, or not JSON', async () => {
    const registry = createInstanceRegistry({ client, ttlMs: TTL_MS });
    await registry.publish(figures('good'), NOW);
    await client.zadd(OPS_REGISTRY_KEYS.index, NOW + TTL_MS, 'bad', NOW + TTL_MS, 'worse');
    await client.set(OPS_REGISTRY_KEYS.entry('bad'), JSON.stringify({ id: 'bad' }));
    await client.set(OPS_REGISTRY_KEYS.entry('worse'), '{not json');
    expect((await registry.list(NOW)).map((entry) => entry.id)).toEqual(['good']);
  });

  it('keeps every key in one Cluster slot', () => {
    const tag = (key: string) => /\{([^}]+)\}/.exec(key)?.[1];
    expect(tag(OPS_REGISTRY_KEYS.index)).toBe('instances');
    expect(tag(OPS_REGISTRY_KEYS.entry('host-1-abc'))).toBe('instances');
  });
});
