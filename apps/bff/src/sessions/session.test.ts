import { describe, expect, it } from 'vitest';
import {
  SESSION_TOUCH_INTERVAL_MS,
  isSessionExpired,
  needsTouch,
  newSessionRecord,
  sessionExpiresAt,
  sessionRecordSchema,
  sessionTtlMs,
} from './session.js';
import { testSessionRecord, testUser } from './testing.js';

const MINUTE = 60_000;
const lifetimes = { idleTimeoutMs: 30 * MINUTE, absoluteTimeoutMs: 12 * 60 * MINUTE };
const START = Date.parse('2025-03-12T12:00:00Z');

describe('isSessionExpired', () => {
  const fresh = testSessionRecord(START);

  it('keeps a session up to the last millisecond of its idle time', () => {
    expect(isSessionExpired(fresh, START, lifetimes)).toBe(false);
    expect(isSessionExpired(fresh, START + 30 * MINUTE - 1, lifetimes)).toBe(false);
  });

  it('ends it when the idle time is up, the limit itself included', () => {
    expect(isSessionExpired(fresh, START + 30 * MINUTE, lifetimes)).toBe(true);
  });

  it('measures idleness from the last use', () => {
    const used = { ...fresh, lastSeenAt: START + 11 * 60 * MINUTE };
    expect(isSessionExpired(used, START + 11 * 60 * MINUTE + 29 * MINUTE, lifetimes)).toBe(false);
  });

  it('ends a busy session at the absolute limit, however recent its last use', () => {
    const busy = { ...fresh, lastSeenAt: START + 12 * 60 * MINUTE - 1 };
    expect(isSessionExpired(busy, START + 12 * 60 * MINUTE - 1, lifetimes)).toBe(false);
    expect(isSessionExpired(busy, START + 12 * 60 * MINUTE, lifetimes)).toBe(true);
  });

  it('takes whichever limit comes first', () => {
    const lateUse = { ...fresh, lastSeenAt: START + 12 * 60 * MINUTE - 5 * MINUTE };
    expect(sessionExpiresAt(lateUse, lifetimes)).toBe(START + 12 * 60 * MINUTE);
    expect(sessionExpiresAt(fresh, lifetimes)).toBe(START + 30 * MINUTE);
  });
});

describe('sessionTtlMs', () => {
  it('is the time left, and never zero or less (a store would keep such a key forever)', () => {
    const record = testSessionRecord(START);
    expect(sessionTtlMs(record, START + MINUTE, lifetimes)).toBe(29 * MINUTE);
    expect(sessionTtlMs(record, START + 30 * MINUTE, lifetimes)).toBe(1);
    expect(sessionTtlMs(record, START + 60 * MINUTE, lifetimes)).toBe(1);
  });
});

describe('needsTouch', () => {
  const record = testSessionRecord(START);

  it('writes a use back once the interval has passed, not before', () => {
    expect(needsTouch(record, START + SESSION_TOUCH_INTERVAL_MS - 1)).toBe(false);
    expect(needsTouch(record, START + SESSION_TOUCH_INTERVAL_MS)).toBe(true);
  });
});

describe('sessionRecordSchema', () => {
  it('reads back what a new session stores', () => {
    const record = newSessionRecord({ token: 'tok', user: testUser() }, START);
    expect(sessionRecordSchema.parse(JSON.parse(JSON.stringify(record)))).toEqual(record);
    expect(record).toMatchObject({ playerId: 42, createdAt: START, lastSeenAt: START });
  });

  it.each([
    ['no token', { token: '' }],
    ['a fractional time', { createdAt: 1.5 }],
    ['a negative time', { lastSeenAt: -1 }],
    ['a user of another shape', { user: { id: 42 } }],
  ])('refuses a record with %s', (_name, change) => {
    expect(sessionRecordSchema.safeParse({ ...testSessionRecord(START), ...change }).success).toBe(
      false,
    );
  });
});
