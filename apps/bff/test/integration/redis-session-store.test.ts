// The Redis session store against a real Redis, each test under its own key prefix. Outages are
// made by disconnecting the store's client (commands then fail at once, as they do while Redis
// is down) and connecting it again.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, createRedisClient } from '../../src/plugins/app/redis.js';
import {
  SESSION_GENERATION_KEY,
  createRedisSessionStore,
} from '../../src/sessions/redis-session-store.js';
import {
  ENDED_GRACE_MS,
  SessionStoreUnavailableError,
  endedKey,
  newSessionId,
  playerIndexKey,
  sessionHandle,
  sessionKey,
} from '../../src/sessions/session-store.js';
import { testSessionRecord, testUser } from '../../src/sessions/testing.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;
const lifetimes = { idleTimeoutMs: 30 * MINUTE, absoluteTimeoutMs: 12 * 60 * MINUTE };
const START = Date.parse('2025-03-12T12:00:00Z');

const clients: Redis[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) {
    if (client.status !== 'ready') await reconnect(client);
    const keys = await ownKeys(client);
    if (keys.length > 0) await client.del(...keys);
    await closeRedis(client);
  }
});

/**
 * The session keys under the client's prefix, without it (KEYS patterns are not prefixed), and
 * without the store's generation marker.
 */
async function ownKeys(client: Redis): Promise<string[]> {
  const prefix = client.options.keyPrefix ?? '';
  const keys = await client.keys(`${prefix}*`);
  return keys
    .map((key) => key.slice(prefix.length))
    .filter((key) => key !== SESSION_GENERATION_KEY);
}

async function reconnect(client: Redis): Promise<void> {
  await connectRedis(client, 2_000);
  expect(client.status).toBe('ready');
}

interface Warning {
  message: string;
}

async function setUp() {
  const client = createRedisClient({
    url: REDIS_URL,
    keyPrefix: `test:${randomUUID()}:`,
    // Not what these tests are about (an outage is a closed connection here): a busy machine
    // must not time a batch out.
    commandTimeoutMs: 5_000,
  });
  clients.push(client);
  await reconnect(client);
  let at = START;
  const warnings: Warning[] = [];
  const store = createRedisSessionStore({
    client,
    lifetimes,
    now: () => at,
    logger: {
      info: () => undefined,
      warn: (_details, message) => warnings.push({ message }),
    },
  });
  return {
    client,
    store,
    warnings,
    advance: (ms: number) => {
      at += ms;
    },
    outage: async () => {
      const ended = once(client, 'end');
      client.disconnect();
      await ended;
    },
    recover: () => reconnect(client),
  };
}

/** Polls a condition until it holds or the deadline passes. */
async function eventually(condition: () => Promise<boolean>, deadlineMs = 2_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('Redis session store', () => {
  it('stores a session under a hash of its id, with the time it has left', async () => {
    const { client, store } = await setUp();
    const record = testSessionRecord(START);
    const id = await store.create(record);
    expect(await client.exists(sessionKey(id))).toBe(1);
    // The session, and its player's index of sessions (handles, never ids), as long as a
    // session can live.
    expect((await ownKeys(client)).sort()).toEqual([playerIndexKey(42), sessionKey(id)].sort());
    expect(await client.smembers(playerIndexKey(42))).toEqual([sessionHandle(id)]);
    expect(await client.pttl(playerIndexKey(42))).toBeGreaterThan(11 * 60 * MINUTE);
    const ttl = await client.pttl(sessionKey(id));
    expect(ttl).toBeGreaterThan(29 * MINUTE);
    expect(ttl).toBeLessThanOrEqual(30 * MINUTE);
    expect(await store.get(id)).toEqual(record);
    expect(await store.get(newSessionId())).toBeNull();
  });

  it('never holds the id itself, in keys or values', async () => {
    const { client, store } = await setUp();
    const id = await store.create(testSessionRecord(START));
    const value = await client.get(sessionKey(id));
    expect(value).not.toContain(id);
  });

  it('refreshes a session on touch, and a touch never brings an ended one back', async () => {
    const { client, store, advance } = await setUp();
    const id = await store.create(testSessionRecord(START));
    advance(20 * MINUTE);
    const touched = testSessionRecord(START, {
      lastSeenAt: START + 20 * MINUTE,
      user: testUser({ city: 'Cork' }),
    });
    await store.touch(id, touched);
    expect(await store.get(id)).toEqual(touched);
    expect(await client.pttl(sessionKey(id))).toBeGreaterThan(29 * MINUTE);

    await store.destroy(id);
    await store.touch(id, touched);
    expect(await client.exists(sessionKey(id))).toBe(0);
    expect(await store.get(id)).toBeNull();
  });

  it('remembers for a minute, under a hash of the id, that it ended a session', async () => {
    const { client, store } = await setUp();
    const id = await store.create(testSessionRecord(START));
    expect(await store.endedLately(id)).toBe(false);
    await store.destroy(id);
    expect(await store.endedLately(id)).toBe(true);
    expect(await store.endedLately(newSessionId())).toBe(false);
    expect(await client.exists(endedKey(id))).toBe(1);
    expect(endedKey(id)).not.toContain(id);
    const ttl = await client.pttl(endedKey(id));
    expect(ttl).toBeGreaterThan(ENDED_GRACE_MS - MINUTE / 6);
    expect(ttl).toBeLessThanOrEqual(ENDED_GRACE_MS);
  });

  it('cannot tell, while Redis is away, whether a session ended lately: it says so', async () => {
    const { store, outage, recover } = await setUp();
    const id = await store.create(testSessionRecord(START));
    await outage();
    // The cookie is kept, as it is for a session the store cannot read now.
    expect(await store.endedLately(id)).toBe(true);
    await recover();
    expect(await store.endedLately(id)).toBe(false);
  });

  it('refuses an expired session and deletes it', async () => {
    const { client, store, advance } = await setUp();
    const id = await store.create(testSessionRecord(START));
    advance(30 * MINUTE);
    expect(await store.get(id)).toBeNull();
    expect(await client.exists(sessionKey(id))).toBe(0);
  });

  it('treats a record it cannot read as no session', async () => {
    const { client, store, warnings } = await setUp();
    const id = newSessionId();
    await client.set(sessionKey(id), '{"playerId":42,"token":');
    expect(await store.get(id)).toBeNull();
    expect(await client.exists(sessionKey(id))).toBe(0);
    const other = newSessionId();
    await client.set(sessionKey(other), JSON.stringify({ ...testSessionRecord(START), user: {} }));
    expect(await store.get(other)).toBeNull();
    expect(warnings.map((warning) => warning.message)).toContain(
      'sessions: an unreadable session record was dropped',
    );
  });
});

describe('Redis session store: which sessions ended', () => {
  it('names the ended, expired, unknown and unreadable sessions among many, in one batch', async () => {
    const { client, store, advance } = await setUp();
    const busy = await store.create(testSessionRecord(START));
    const idle = await store.create(testSessionRecord(START));
    const loggedOut = await store.create(testSessionRecord(START));
    const unreadable = newSessionId();
    await client.set(sessionKey(unreadable), '{"playerId":42');
    await store.destroy(loggedOut);
    advance(20 * MINUTE);
    await store.touch(busy, testSessionRecord(START, { lastSeenAt: START + 20 * MINUTE }));
    advance(15 * MINUTE);
    const unknown = sessionHandle(newSessionId());
    // More than one MGET's worth, so that the batches line up with their handles.
    const live = await Promise.all(
      Array.from({ length: 600 }, () =>
        store.create(testSessionRecord(START + 35 * MINUTE, { lastSeenAt: START + 35 * MINUTE })),
      ),
    );
    const handles = [busy, idle, loggedOut, unreadable, ...live].map(sessionHandle);
    const ended = await store.findEnded([...handles, unknown]);
    expect(ended.sort()).toEqual(
      [idle, loggedOut, unreadable].map(sessionHandle).concat(unknown).sort(),
    );
  });

  it('while Redis is away, counts as ended only what it knows to have ended', async () => {
    const { store, outage, recover, advance } = await setUp();
    const seen = await store.create(testSessionRecord(START));
    const revoked = await store.create(testSessionRecord(START));
    const neverSeenHere = sessionHandle(newSessionId());
    advance(25 * MINUTE);
    expect(await store.findEnded([sessionHandle(seen)])).toEqual([]);
    await outage();
    await store.destroy(revoked);
    // Unconfirmed is not ended: an outage must not log anyone out.
    expect(await store.findEnded([sessionHandle(seen), neverSeenHere])).toEqual([]);
    expect(await store.findEnded([sessionHandle(revoked)])).toEqual([sessionHandle(revoked)]);
    // Known here, and past its idle limit by this instance's own reckoning.
    advance(5 * MINUTE);
    expect(await store.findEnded([sessionHandle(seen), neverSeenHere])).toEqual([
      sessionHandle(seen),
    ]);
    await recover();
    expect(await store.findEnded([neverSeenHere])).toEqual([neverSeenHere]);
  });
});

describe('Redis session store while Redis is away', () => {
  it('ends every session of a player through its index, and no one else’s', async () => {
    const { client, store } = await setUp();
    const player = testSessionRecord(START);
    const other = testSessionRecord(START, { user: testUser({ id: 7 }), playerId: 7 });
    const first = await store.create(player);
    const second = await store.create(player);
    const bystander = await store.create(other);
    expect(await client.smembers(playerIndexKey(42))).toHaveLength(2);

    const ended = await store.endPlayer(42);
    expect(ended.sort()).toEqual([sessionHandle(first), sessionHandle(second)].sort());
    expect(await store.get(first)).toBeNull();
    expect(await store.get(second)).toBeNull();
    expect(await client.exists(playerIndexKey(42), sessionKey(first))).toBe(0);
    expect(await store.get(bystander)).toEqual(other);
  });

  it('vouches no more, in an outage, for a player another instance ended', async () => {
    const { store, outage } = await setUp();
    const id = await store.create(testSessionRecord(START));
    const kept = await store.create(
      testSessionRecord(START, { user: testUser({ id: 7 }), playerId: 7 }),
    );
    // Another instance ended the player's sessions; this one heard it on the bus.
    store.forgetPlayer(42);
    await outage();
    expect(await store.get(id)).toBeNull();
    expect(await store.get(kept)).not.toBeNull();
  });

  it('ends a player’s sessions during an outage here at once, and in Redis once it is back', async () => {
    const { client, store, outage, recover } = await setUp();
    const id = await store.create(testSessionRecord(START));
    await outage();
    expect(await store.endPlayer(42)).toEqual([sessionHandle(id)]);
    expect(await store.get(id)).toBeNull();
    await recover();
    await store.get(newSessionId());
    await eventually(async () => (await client.exists(sessionKey(id))) === 0);
  });

  it('answers for a session Redis confirmed lately', async () => {
    const { store, outage, advance } = await setUp();
    const record = testSessionRecord(START);
    const id = await store.create(record);
    await outage();
    advance(5 * MINUTE);
    expect(await store.get(id)).toEqual(record);
  });

  it('cannot tell about a session it has not seen, and says so', async () => {
    const { store, outage } = await setUp();
    await outage();
    await expect(store.get(newSessionId())).rejects.toBeInstanceOf(SessionStoreUnavailableError);
  });

  it('stops vouching ten minutes after Redis last confirmed a session', async () => {
    const { store, outage, advance } = await setUp();
    const id = await store.create(testSessionRecord(START));
    advance(4 * MINUTE);
    await store.get(id);
    await outage();
    advance(10 * MINUTE - 1);
    expect(await store.get(id)).not.toBeNull();
    advance(1);
    await expect(store.get(id)).rejects.toBeInstanceOf(SessionStoreUnavailableError);
  });

  it('never vouches past the session’s own expiry', async () => {
    const { store, outage, advance } = await setUp();
    const id = await store.create(testSessionRecord(START));
    advance(25 * MINUTE);
    expect(await store.get(id)).not.toBeNull();
    await outage();
    advance(5 * MINUTE);
    expect(await store.get(id)).toBeNull();
  });

  it('keeps a touch made during the outage on this instance', async () => {
    const { store, outage, advance } = await setUp();
    const id = await store.create(testSessionRecord(START));
    await outage();
    advance(2 * MINUTE);
    const touched = testSessionRecord(START, { lastSeenAt: START + 2 * MINUTE });
    await store.touch(id, touched);
    expect(await store.get(id)).toEqual(touched);
  });

  it('keeps a session started during the outage here, and hands it to Redis when it is back', async () => {
    const { client, store, outage, recover, warnings } = await setUp();
    await outage();
    const record = testSessionRecord(START);
    const id = await store.create(record);
    expect(warnings.map((warning) => warning.message)).toContain(
      'sessions: a session started while Redis is away lives on this instance',
    );
    expect(await store.get(id)).toEqual(record);
    await recover();
    expect(await store.get(id)).toEqual(record);
    expect(await client.exists(sessionKey(id))).toBe(1);
  });

  it('refuses a session ended during the outage, and deletes it from Redis once back', async () => {
    const { client, store, outage, recover } = await setUp();
    const id = await store.create(testSessionRecord(START));
    await outage();
    await store.destroy(id);
    expect(await store.get(id)).toBeNull();
    await recover();
    expect(await client.exists(sessionKey(id))).toBe(1);
    // The first answer from Redis sends the pending delete.
    expect(await store.get(newSessionId())).toBeNull();
    await eventually(async () => (await client.exists(sessionKey(id))) === 0);
    expect(await store.get(id)).toBeNull();
  });

  it('forgets what Redis no longer holds once it answers again', async () => {
    const { client, store, outage, recover } = await setUp();
    const id = await store.create(testSessionRecord(START));
    await outage();
    await recover();
    await client.del(sessionKey(id));
    expect(await store.get(id)).toBeNull();
    await outage();
    await expect(store.get(id)).rejects.toBeInstanceOf(SessionStoreUnavailableError);
  });
});

describe('Redis session store when Redis comes back empty', () => {
  /** Redis loses everything under the client's prefix, as a restart without persistence does. */
  async function wipe(client: Redis): Promise<void> {
    const prefix = client.options.keyPrefix ?? '';
    const keys = (await client.keys(`${prefix}*`)).map((key) => key.slice(prefix.length));
    if (keys.length > 0) await client.del(...keys);
  }

  it('answers every one of a burst of requests with the session, and writes it back once', async () => {
    const { client, store } = await setUp();
    const record = testSessionRecord(START);
    const id = await store.create(record);
    await wipe(client);

    const answers = await Promise.all(Array.from({ length: 20 }, () => store.get(id)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => record));
    expect(await client.exists(sessionKey(id))).toBe(1);
    // Later requests, which read the written-back key, answer the same.
    expect(await store.get(id)).toEqual(record);
  });

  it('keeps the session when a request that read before the write-back answers after it', async () => {
    const { client, store } = await setUp();
    const record = testSessionRecord(START);
    const id = await store.create(record);
    await wipe(client);
    // The first burst writes the session back; the second's reads were sent before it landed.
    const first = Promise.all([store.get(id), store.get(id)]);
    const second = Promise.all([store.get(id), store.get(id)]);
    expect([...(await first), ...(await second)]).toEqual([record, record, record, record]);
  });

  it('writes a touch back instead of forgetting the session', async () => {
    const { client, store, advance } = await setUp();
    const record = testSessionRecord(START);
    const id = await store.create(record);
    await wipe(client);
    advance(2 * MINUTE);
    const touched = { ...record, lastSeenAt: START + 2 * MINUTE };
    await store.touch(id, touched);
    expect(await client.exists(sessionKey(id))).toBe(1);
    expect(await store.get(id)).toEqual(touched);
  });

  it('still forgets a session ended elsewhere while Redis kept its data', async () => {
    const { client, store } = await setUp();
    const id = await store.create(testSessionRecord(START));
    // Logged out on another instance: the key is deleted, the generation stays.
    await client.del(sessionKey(id));
    await store.touch(id, testSessionRecord(START));
    expect(await store.get(id)).toBeNull();
    expect(await client.exists(sessionKey(id))).toBe(0);
  });
});
