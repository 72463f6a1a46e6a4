import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL } from '../../cache/testing.js';
import { until } from '../../../test/support/redis-server.js';
import type { RedisClient } from '../../redis-client.js';
import {
  closeRedis,
  connectRedis,
  createRedisClient,
  redisHandle,
  redisKeyPrefix,
} from './redis.js';

// The shared connection against the test Redis: a connection ioredis gives up on its own is
// started again; one its owner closes stays closed.

const clients: RedisClient[] = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const client of clients.splice(0)) await closeRedis(client);
});

function client() {
  const logger = { info: vi.fn(), warn: vi.fn() };
  const made = createRedisClient(
    { url: TEST_REDIS_URL, keyPrefix: 'redis-connection:', commandTimeoutMs: 500 },
    logger,
  );
  clients.push(made);
  return { client: made, logger };
}

/** What ioredis does when a connect is cut short: it ends the client for good. */
function cutShortWhileConnecting(made: RedisClient): void {
  made.connect().catch(() => undefined);
  (made as unknown as { connector: { disconnect: () => void } }).connector.disconnect();
}

describe('the shared Redis connection', () => {
  it('connects again after ioredis ended it while connecting', async () => {
    const { client: made, logger } = client();
    cutShortWhileConnecting(made);
    await until(() => Promise.resolve(made.status === 'end'), 2_000);
    await until(() => Promise.resolve(made.status === 'ready'), 5_000);
    expect(await made.set('probe', '1', 'PX', 1_000)).toBe('OK');
    expect(logger.warn).toHaveBeenCalledWith(
      {},
      'redis: the connection had ended; connecting again',
    );
  });

  it('stays closed once its owner quits it, or disconnects it', async () => {
    const quitting = client();
    const dropping = client();
    await connectRedis(quitting.client, 5_000);
    await connectRedis(dropping.client, 5_000);
    // Whatever the 'end' handlers schedule is run at once.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const ended = Promise.all([once(quitting.client, 'end'), once(dropping.client, 'end')]);
    await closeRedis(quitting.client);
    dropping.client.disconnect();
    await ended;
    vi.advanceTimersByTime(5_000);
    expect(quitting.client.status).toBe('end');
    expect(dropping.client.status).toBe('end');
    expect(quitting.logger.warn).not.toHaveBeenCalled();
    expect(dropping.logger.warn).not.toHaveBeenCalled();
  });
});

describe('the key prefix', () => {
  it('is REDIS_KEY_PREFIX without a mock world, and the world’s own under it with one', () => {
    expect(redisKeyPrefix('lumo:', null)).toBe('lumo:');
    expect(redisKeyPrefix('lumo:', { id: '3f2a9c1e' })).toBe('lumo:world:3f2a9c1e:');
  });

  it('is what the handle reports, for the channels the client does not prefix', () => {
    const { client: made } = client();
    expect(redisHandle(made).keyPrefix).toBe('redis-connection:');
  });
});
