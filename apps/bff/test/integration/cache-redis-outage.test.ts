import type { ChildProcess } from 'node:child_process';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createCache, type CacheLogger } from '../../src/cache/cache.js';
import { cacheKey } from '../../src/cache/keys.js';
import { rawRedis } from '../../src/cache/testing.js';
import { closeRedis, connectRedis, createRedisClient } from '../../src/plugins/app/redis.js';
import { freePort, startRedisServer as spawnRedis, stop, until } from '../support/redis-server.js';

// A Redis server of the test's own, killed and restarted under a running cache.

const KEY_PREFIX = 'outage:';

const children: ChildProcess[] = [];
const clients: Redis[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) await closeRedis(client);
  for (const child of children.splice(0)) await stop(child);
});

function startRedisServer(port: number): ChildProcess {
  const child = spawnRedis(port);
  children.push(child);
  return child;
}

describe('cache across a Redis outage', () => {
  it('answers every call while Redis is away and writes to it again once it is back', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    let server = startRedisServer(port);
    const checker = rawRedis(url);
    clients.push(checker);
    await until(async () => {
      await checker.ping();
      return true;
    }, 5_000);

    const client = createRedisClient({ url, keyPrefix: KEY_PREFIX, commandTimeoutMs: 200 });
    clients.push(client);
    await connectRedis(client, 5_000);
    const logger: CacheLogger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const onBackendError = vi.fn();
    const cache = createCache({ redis: client, logger, hooks: { onBackendError } });
    const load = vi.fn((name: string) => Promise.resolve({ name }));
    const get = (name: string) =>
      cache.get({
        kind: 'providers',
        key: cacheKey('providers', { lang: 'en' }, name),
        schema: z.object({ name: z.string() }),
        load: () => load(name),
      });
    const storedInRedis = async (name: string) =>
      (await checker.exists(`${KEY_PREFIX}${cacheKey('providers', { lang: 'en' }, name)}`)) === 1;

    expect(await get('before')).toMatchObject({ value: { name: 'before' }, outcome: 'miss' });
    expect(await storedInRedis('before')).toBe(true);
    expect(cache.backend()).toBe('redis');

    await stop(server);
    for (let call = 0; call < 20; call += 1) {
      expect(await get('before')).toMatchObject({ value: { name: 'before' }, outcome: 'hit' });
      expect((await get(`during-${call}`)).value).toEqual({ name: `during-${call}` });
    }
    expect(cache.backend()).toBe('memory');
    expect(load.mock.calls.filter(([name]) => name === 'before')).toHaveLength(1);
    expect(onBackendError).toHaveBeenCalled();

    server = startRedisServer(port);
    await until(async () => {
      await get('after');
      return storedInRedis('after');
    }, 5_000);
    expect(cache.backend()).toBe('redis');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith({}, 'cache: redis answers again');
  }, 30_000);
});
