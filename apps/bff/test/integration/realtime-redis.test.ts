import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteKeysUnder,
  rawRedis,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '../../src/cache/testing.js';
import { createMetrics, type AppMetrics } from '../../src/ops/metrics.js';
import { sampleValue } from '../../src/ops/testing.js';
import { createRedisClient } from '../../src/plugins/app/redis.js';
import { createRedisBus, type Bus } from '../../src/realtime/bus.js';
import { createRedisClusterState } from '../../src/realtime/cluster-state.js';
import { createRedisEventLog } from '../../src/realtime/event-log.js';
import { createRedisLeaderLock } from '../../src/realtime/leader-lock.js';
import { until } from '../support/redis-server.js';

// The realtime parts that live in Redis, on a real server under a key prefix of the test's own.

let prefix: string;
const clients: Redis[] = [];
const buses: Bus[] = [];

function client(): Redis {
  const created = createRedisClient({
    url: TEST_REDIS_URL,
    keyPrefix: prefix,
    commandTimeoutMs: 2_000,
  });
  clients.push(created);
  return created;
}

async function connected(): Promise<Redis> {
  const created = client();
  await created.connect();
  return created;
}

async function bus(nodeId: string, metrics?: AppMetrics): Promise<Bus> {
  const publisher = await connected();
  const subscriber = publisher.duplicate();
  const created = createRedisBus({
    publisher,
    subscriber,
    prefix,
    nodeId,
    metrics: metrics?.realtime.bus,
  });
  buses.push(created);
  await until(() => Promise.resolve(subscriber.status === 'ready'), 5_000);
  return created;
}

/** One of the bus's counters as /metrics shows it. */
async function busCount(metrics: AppMetrics, name: string, reason?: string): Promise<number> {
  return sampleValue(
    await metrics.render(),
    `realtime_bus_${name}_total`,
    reason === undefined ? {} : { reason },
  );
}

const newMetrics = () => createMetrics({ trpcProcedures: [] });

/** How many connections listen to the prefixed channel on the server. */
async function listenersOf(channel: string): Promise<number> {
  const raw = rawRedis();
  try {
    const [, count] = (await raw.pubsub('NUMSUB', prefix + channel)) as [string, number | string];
    return Number(count);
  } finally {
    raw.disconnect();
  }
}

beforeEach(() => {
  prefix = testKeyPrefix();
});

afterEach(async () => {
  await Promise.all(buses.splice(0).map((created) => created.close()));
  for (const created of clients.splice(0)) created.disconnect();
  await deleteKeysUnder(prefix);
});

describe('the Redis bus', () => {
  it('reaches every instance once: locally at publish, remotely through Redis, never its own echo', async () => {
    const metricsA = newMetrics();
    const metricsB = newMetrics();
    const a = await bus('node-a', metricsA);
    const b = await bus('node-b', metricsB);
    const heardA: unknown[] = [];
    const heardB: unknown[] = [];
    a.subscribe('rt:test', (body) => heardA.push(body));
    b.subscribe('rt:test', (body) => heardB.push(body));
    await until(async () => (await listenersOf('rt:test')) === 2, 5_000);

    await a.publish('rt:test', { n: 1 });
    await until(() => Promise.resolve(heardB.length === 1), 5_000);
    await b.publish('rt:test', { n: 2 });
    await until(() => Promise.resolve(heardA.length === 2), 5_000);
    // Both have heard both, each once (A's own message came back from Redis and was ignored).
    await until(() => Promise.resolve(heardB.length === 2), 5_000);
    expect(heardA).toEqual([{ n: 1 }, { n: 2 }]);
    expect(heardB).toEqual([{ n: 1 }, { n: 2 }]);
    // Counted: each sent one, heard the other's, and dropped its own echo.
    for (const metrics of [metricsA, metricsB]) {
      await until(async () => (await busCount(metrics, 'dropped', 'echo')) === 1, 5_000);
      expect(await busCount(metrics, 'published')).toBe(1);
      expect(await busCount(metrics, 'received')).toBe(1);
      expect(await busCount(metrics, 'dropped', 'duplicate')).toBe(0);
    }
  });

  it('subscribes a channel once per instance, however many listeners, and leaves with the last', async () => {
    const a = await bus('node-a');
    const stops = [1, 2, 3].map(() => a.subscribe('rt:counted', () => undefined));
    await until(async () => (await listenersOf('rt:counted')) === 1, 5_000);
    stops[0]?.();
    stops[1]?.();
    expect(a.channels()).toEqual(['rt:counted']);
    stops[2]?.();
    expect(a.channels()).toEqual([]);
    await until(async () => (await listenersOf('rt:counted')) === 0, 5_000);
  });

  it('drops what is not one of its messages, and a message id it has seen', async () => {
    const metrics = newMetrics();
    const a = await bus('node-a', metrics);
    const heard: unknown[] = [];
    a.subscribe('rt:guarded', (body) => heard.push(body));
    await until(async () => (await listenersOf('rt:guarded')) === 1, 5_000);
    const raw = rawRedis();
    try {
      await raw.publish(prefix + 'rt:guarded', 'not json');
      await raw.publish(prefix + 'rt:guarded', JSON.stringify({ body: 'no sender' }));
      const message = JSON.stringify({ node: 'node-x', id: 'm-1', body: 'once' });
      await raw.publish(prefix + 'rt:guarded', message);
      await raw.publish(prefix + 'rt:guarded', message);
      await raw.publish(
        prefix + 'rt:guarded',
        JSON.stringify({ node: 'node-x', id: 'm-2', body: 'last' }),
      );
    } finally {
      raw.disconnect();
    }
    await until(() => Promise.resolve(heard.includes('last')), 5_000);
    expect(heard).toEqual(['once', 'last']);
    expect(await busCount(metrics, 'received')).toBe(2);
    expect(await busCount(metrics, 'dropped', 'malformed')).toBe(2);
    expect(await busCount(metrics, 'dropped', 'duplicate')).toBe(1);
    expect(await busCount(metrics, 'dropped', 'echo')).toBe(0);
  });
});

describe('the Redis event log', () => {
  it('keeps events in order, refuses an id it has, answers those after an id', async () => {
    const log = createRedisEventLog(await connected(), 5);
    const frame = (id: number) => ({ type: 'USER_BONUS' as const, id, data: { id } });
    expect(await log.append(9, frame(3))).toBe(true);
    expect(await log.append(9, frame(7))).toBe(true);
    expect(await log.append(9, frame(7))).toBe(false);
    expect(await log.append(9, frame(5))).toBe(false);
    expect(await log.after(9, 3)).toEqual({ events: [frame(7)], complete: true });
    expect(await log.after(9, 0)).toEqual({ events: [frame(3), frame(7)], complete: true });
    expect(await log.after(10, 0)).toEqual({ events: [], complete: true });
    const raw = rawRedis();
    try {
      expect(await raw.pttl(`${prefix}rt:events:9`)).toBeGreaterThan(0);
    } finally {
      raw.disconnect();
    }
  });

  it('stays bounded, and says when events after an id may be gone', async () => {
    const log = createRedisEventLog(await connected(), 5);
    for (let id = 1; id <= 300; id += 1)
      await log.append(4, { type: 'USER_BONUS', id, data: { id } });
    const raw = rawRedis();
    try {
      // MAXLEN ~ trims whole nodes: about the bound, never the 300.
      expect(await raw.xlen(`${prefix}rt:events:4`)).toBeLessThan(300);
    } finally {
      raw.disconnect();
    }
    const recent = await log.after(4, 297);
    expect(recent).toEqual({
      events: [298, 299, 300].map((id) => ({ type: 'USER_BONUS', id, data: { id } })),
      complete: true,
    });
    expect((await log.after(4, 1)).complete).toBe(false);
  });
});

describe('the Redis leader lock', () => {
  it('is held by one instance, renewed by it, and taken over once released or lapsed', async () => {
    const redis = await connected();
    const a = createRedisLeaderLock(redis, 'rt:leader', 'node-a', 500);
    const b = createRedisLeaderLock(redis, 'rt:leader', 'node-b', 500);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.acquire()).toBe(true);
    await b.release(); // not its lock: changes nothing
    expect(await b.acquire()).toBe(false);
    await a.release();
    expect(await b.acquire()).toBe(true);
    // B dies without releasing: the lock lapses within its expiry.
    const started = Date.now();
    await until(() => a.acquire(), 2_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('the Redis cluster state', () => {
  it('keeps the cursor, the latest jackpots and the wishes until they lapse', async () => {
    const state = createRedisClusterState(await connected());
    expect(await state.eventsCursor()).toBeNull();
    await state.setEventsCursor(42);
    expect(await state.eventsCursor()).toBe(42);
    await state.setJackpots('RON', '{"type":"JACKPOTS"}', 60_000);
    expect(await state.jackpots('RON')).toBe('{"type":"JACKPOTS"}');
    await state.want(['EUR', 'RON', 'events'], 2_000);
    await state.want(['EUR', 'winners'], 5_000);
    // A shorter wish does not cut a longer one.
    await state.want(['winners'], 1_000);
    const early = await state.wanted(1_000);
    expect({ ...early, jackpots: early.jackpots.sort() }).toEqual({
      events: true,
      winners: true,
      jackpots: ['EUR', 'RON'],
    });
    expect(await state.wanted(3_000)).toEqual({ events: false, winners: true, jackpots: ['EUR'] });
    expect(await state.winners()).toBeNull();
    await state.setWinners([
      { login: 'a', amount: 1, currency: 'EUR', game: { id: 1, name: 'X' } },
    ]);
    expect(await state.winners()).toHaveLength(1);
  });
});
