import { createHash, randomBytes } from 'node:crypto';
import { parseJsonAs } from '@casino/shared';
import { LRUCache } from 'lru-cache';
import {
  isSessionExpired,
  sessionRecordSchema,
  sessionTtlMs,
  type SessionLifetimes,
  type SessionRecord,
} from './session.js';

/**
 * Where sessions live: Redis when REDIS_URL is set (shared by every instance), else this
 * instance's memory. Ids are the cookie's value; stores key records by a hash of the id, so that
 * a dump of the store holds no usable cookie.
 */
export interface SessionStore {
  /** Stores a new session under a fresh random id and returns the id. */
  create: (record: SessionRecord) => Promise<string>;
  /**
   * The live session of an id, or null when it is unknown, ended, expired or unreadable. Throws
   * SessionStoreUnavailableError when the store cannot tell (then the visitor is not told to
   * forget the cookie: the session may well be alive).
   */
  get: (id: string) => Promise<SessionRecord | null>;
  /** Writes a newer record (lastSeenAt, user) of a live session; an ended one stays ended. */
  touch: (id: string, record: SessionRecord) => Promise<void>;
  /** Ends a session; for ENDED_GRACE_MS, endedLately(id) then says it was ended on purpose. */
  destroy: (id: string) => Promise<void>;
  /**
   * Whether the session was ended (destroy) in the last ENDED_GRACE_MS: requests sent with its
   * cookie before the browser had a newer one (a sign-in over it, a session from a URL) are still
   * coming in, and none of their answers may clear the cookie, which would now be the newer one.
   */
  endedLately: (id: string) => Promise<boolean>;
  /**
   * Which of these sessions, named by their public handles (sessionHandle), have ended: unknown,
   * ended, expired or unreadable. One batch whatever the number. A session the store cannot tell
   * about now (Redis away) is not among them: it may well be alive.
   */
  findEnded: (handles: readonly string[]) => Promise<string[]>;
  /**
   * Ends every session of the player (a time-out or self-exclusion), through the per-player
   * index of sessions; answers the handles ended. This instance's memory of them goes too.
   */
  endPlayer: (playerId: number) => Promise<string[]>;
  /**
   * Forgets what this instance remembers of the player's sessions (the per-instance cache kept
   * for store outages) and refuses them from now: another instance ended them (endPlayer).
   */
  forgetPlayer: (playerId: number) => void;
}

export interface SessionStoreOptions {
  lifetimes: SessionLifetimes;
  /** Epoch milliseconds; tests move it. */
  now?: () => number;
}

/** The store cannot answer now (Redis away and the session not among those recently seen). */
export class SessionStoreUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('the session store is unavailable', options);
    this.name = 'SessionStoreUnavailableError';
  }
}

const SESSION_ID_BYTES = 32;

/** 32 random bytes in base64url: 43 characters. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new session id: 256 bits from the system's CSPRNG, so ids cannot be guessed. */
export function newSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString('base64url');
}

/**
 * The stored name of a session: a hash of its id. It can be logged or used as a key elsewhere,
 * since it cannot be turned back into the cookie.
 */
export function sessionHandle(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

/** The store key of a session's handle (the Redis client adds its own prefix). */
export function handleKey(handle: string): string {
  return `session:${handle}`;
}

/** The store key of a player's index of session handles (the Redis client adds its prefix). */
export function playerIndexKey(playerId: number): string {
  return `session:player:${String(playerId)}`;
}

/**
 * How long an ended session's cookie is let be: the longest a request sent before the end could
 * still be answered (the BFF's own time limits are shorter).
 */
export const ENDED_GRACE_MS = 60_000;

/** The store key noting that a session was ended lately (see endedLately). */
export function endedKey(id: string): string {
  return `session:ended:${sessionHandle(id)}`;
}

/** The store key of a session id (the Redis client adds its own prefix). */
export function sessionKey(id: string): string {
  return handleKey(sessionHandle(id));
}

/** A stored value read back: the record, or null when it is not one (corrupt, old format). */
export function parseStoredRecord(raw: string): SessionRecord | null {
  return parseJsonAs(sessionRecordSchema, raw) ?? null;
}

export interface MemorySessionStoreOptions extends SessionStoreOptions {
  /** The most sessions kept; past it the least recently used go first. */
  maxSessions?: number;
}

export const DEFAULT_MAX_MEMORY_SESSIONS = 100_000;

/**
 * Sessions in this instance's memory (no REDIS_URL: one instance). Bounded, each entry dropped at
 * its expiry; records are kept as JSON and parsed on the way out like Redis's.
 */
export function createMemorySessionStore({
  lifetimes,
  now = Date.now,
  maxSessions = DEFAULT_MAX_MEMORY_SESSIONS,
}: MemorySessionStoreOptions): SessionStore {
  const entries = new LRUCache<string, string>({
    max: maxSessions,
    ttl: lifetimes.absoluteTimeoutMs,
    // The injected clock drives expiry; a cached reading would let a moved clock go unnoticed.
    perf: { now },
    ttlResolution: 0,
  });
  const ended = new LRUCache<string, true>({
    max: maxSessions,
    ttl: ENDED_GRACE_MS,
    perf: { now },
    ttlResolution: 0,
  });

  const store: SessionStore = {
    create: (record) => {
      const id = newSessionId();
      entries.set(sessionKey(id), JSON.stringify(record), {
        ttl: sessionTtlMs(record, now(), lifetimes),
      });
      return Promise.resolve(id);
    },

    get: (id) => {
      const key = sessionKey(id);
      const raw = entries.get(key);
      if (raw === undefined) return Promise.resolve(null);
      const record = parseStoredRecord(raw);
      if (record === null || isSessionExpired(record, now(), lifetimes)) {
        entries.delete(key);
        return Promise.resolve(null);
      }
      return Promise.resolve(record);
    },

    touch: (id, record) => {
      const key = sessionKey(id);
      if (entries.has(key)) {
        entries.set(key, JSON.stringify(record), { ttl: sessionTtlMs(record, now(), lifetimes) });
      }
      return Promise.resolve();
    },

    destroy: (id) => {
      entries.delete(sessionKey(id));
      ended.set(endedKey(id), true);
      return Promise.resolve();
    },

    endedLately: (id) => Promise.resolve(ended.has(endedKey(id))),

    endPlayer: (playerId) => {
      const ended: string[] = [];
      for (const [key, raw] of entries.entries()) {
        if (parseStoredRecord(raw)?.playerId !== playerId) continue;
        entries.delete(key);
        ended.push(key.slice('session:'.length));
      }
      return Promise.resolve(ended);
    },

    // One instance: endPlayer has already forgotten them.
    forgetPlayer: () => undefined,

    findEnded: (handles) => {
      const at = now();
      return Promise.resolve(
        handles.filter((handle) => {
          const raw = entries.get(handleKey(handle));
          const record = raw === undefined ? null : parseStoredRecord(raw);
          return record === null || isSessionExpired(record, at, lifetimes);
        }),
      );
    },
  };
  return store;
}
