import { describe, expect, it } from 'vitest';
import {
  SESSION_ID_PATTERN,
  createMemorySessionStore,
  newSessionId,
  parseStoredRecord,
  sessionHandle,
  sessionKey,
} from './session-store.js';
import { testSessionRecord, testUser } from './testing.js';

const MINUTE = 60_000;
const lifetimes = { idleTimeoutMs: 30 * MINUTE, absoluteTimeoutMs: 12 * 60 * MINUTE };
const START = Date.parse('2025-03-12T12:00:00Z');

function clock() {
  let at = START;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

describe('session ids and keys', () => {
  it('are 32 random bytes in base64url, never twice the same', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newSessionId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(SESSION_ID_PATTERN);
  });

  it('keys a session by a hash of its id, so the key does not give the cookie away', () => {
    const id = newSessionId();
    expect(sessionKey(id)).toBe(`session:${sessionHandle(id)}`);
    expect(sessionKey(id)).not.toContain(id);
    expect(sessionHandle(id)).toHaveLength(43);
  });

  it('reads a stored value back only when it is a whole record', () => {
    const record = testSessionRecord(START);
    expect(parseStoredRecord(JSON.stringify(record))).toEqual(record);
    expect(parseStoredRecord('{"playerId":42')).toBeNull();
    expect(parseStoredRecord(JSON.stringify({ ...record, token: 7 }))).toBeNull();
  });
});

describe('memory session store', () => {
  it('names the ended sessions among handles: destroyed, idle too long, past the limit, unknown', async () => {
    const time = clock();
    const store = createMemorySessionStore({ lifetimes, now: time.now });
    const busy = await store.create(testSessionRecord(START));
    const idle = await store.create(testSessionRecord(START));
    const loggedOut = await store.create(testSessionRecord(START));
    await store.destroy(loggedOut);
    time.advance(20 * MINUTE);
    await store.touch(busy, testSessionRecord(START, { lastSeenAt: START + 20 * MINUTE }));
    time.advance(15 * MINUTE);
    const unknown = sessionHandle(newSessionId());
    const handles = [busy, idle, loggedOut].map(sessionHandle);
    expect(await store.findEnded([...handles, unknown])).toEqual([
      sessionHandle(idle),
      sessionHandle(loggedOut),
      unknown,
    ]);
    expect(await store.findEnded([])).toEqual([]);
  });

  it('keeps a session under a new id until it is destroyed', async () => {
    const time = clock();
    const store = createMemorySessionStore({ lifetimes, now: time.now });
    const record = testSessionRecord(START);
    const id = await store.create(record);
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(await store.get(id)).toEqual(record);
    expect(await store.get(newSessionId())).toBeNull();
    await store.destroy(id);
    expect(await store.get(id)).toBeNull();
  });

  it('writes newer records of a live session, and never brings an ended one back', async () => {
    const time = clock();
    const store = createMemorySessionStore({ lifetimes, now: time.now });
    const id = await store.create(testSessionRecord(START));
    time.advance(20 * MINUTE);
    const touched = testSessionRecord(START, {
      lastSeenAt: START + 20 * MINUTE,
      user: testUser({ city: 'Cork' }),
    });
    await store.touch(id, touched);
    expect(await store.get(id)).toEqual(touched);

    await store.destroy(id);
    await store.touch(id, touched);
    expect(await store.get(id)).toBeNull();
  });

  it('ends a session at its idle limit on the injected clock', async () => {
    const time = clock();
    const store = createMemorySessionStore({ lifetimes, now: time.now });
    const id = await store.create(testSessionRecord(START));
    time.advance(30 * MINUTE - 1);
    expect(await store.get(id)).not.toBeNull();
    time.advance(1);
    expect(await store.get(id)).toBeNull();
  });

  it('ends a busy session at its absolute limit', async () => {
    const time = clock();
    const store = createMemorySessionStore({ lifetimes, now: time.now });
    const id = await store.create(testSessionRecord(START));
    for (let elapsed = 20 * MINUTE; elapsed < 12 * 60 * MINUTE; elapsed += 20 * MINUTE) {
      time.advance(20 * MINUTE);
      await store.touch(id, testSessionRecord(START, { lastSeenAt: START + elapsed }));
      expect(await store.get(id)).not.toBeNull();
    }
    time.advance(12 * 60 * MINUTE - (time.now() - START));
    expect(await store.get(id)).toBeNull();
  });

  it('is bounded: past its size the least recently used session goes', async () => {
    const store = createMemorySessionStore({ lifetimes, now: clock().now, maxSessions: 2 });
    const first = await store.create(testSessionRecord(START));
    const second = await store.create(testSessionRecord(START));
    await store.get(first);
    const third = await store.create(testSessionRecord(START));
    expect(await store.get(second)).toBeNull();
    expect(await store.get(first)).not.toBeNull();
    expect(await store.get(third)).not.toBeNull();
  });
});
