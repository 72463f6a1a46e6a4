import { randomBytes } from 'node:crypto';
import { deleteMany, getMany, isCluster, type RedisClient } from '../redis-client.js';
import { LRUCache } from 'lru-cache';
import { isSessionExpired, sessionTtlMs, type SessionRecord } from './session.js';
import {
  ENDED_GRACE_MS,
  SessionStoreUnavailableError,
  endedKey,
  handleKey,
  newSessionId,
  parseStoredRecord,
  playerIndexKey,
  sessionKey,
  type SessionStore,
  type SessionStoreOptions,
} from './session-store.js';

// Sessions in Redis, shared by every instance, with a per-instance memory of the sessions Redis
// confirmed lately so that a Redis outage does not log players out (SPEC-NOTES "Security
// decisions"; docs/decisions/005-cache-and-sessions.md, "Sessions").

/** What a log line needs; pino fits. Ids, tokens and records are never passed to it. */
export interface SessionStoreLogger {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

export interface RedisSessionStoreOptions extends SessionStoreOptions {
  /** A fail-fast client (plugins/app/redis.ts): a command fails at once while Redis is away. */
  client: RedisClient;
  logger?: SessionStoreLogger;
  /** How long after Redis last confirmed a session this instance may vouch for it alone. */
  seenTtlMs?: number;
  /** The most sessions remembered that way (and the most local revocations). */
  maxSeen?: number;
}

export const DEFAULT_SEEN_TTL_MS = 10 * 60_000;
export const DEFAULT_MAX_SEEN = 10_000;
/** Keys per read of findEnded (one MGET, or a GET each under Cluster), so that one stays small. */
const FIND_ENDED_BATCH = 500;

interface SeenSession {
  record: SessionRecord;
  /** When Redis last confirmed it (for a session Redis has never held, when it started). */
  confirmedAt: number;
  /** False for a session started while Redis was away: Redis has never held it. */
  saved: boolean;
}

type WriteMode = 'NX' | 'XX';

/**
 * A random value Redis holds for as long as it keeps its data. When it comes back from a restart
 * without persistence, the value is gone or new: the sessions it lost were not ended by anyone,
 * and the instances that still remember them write them back.
 */
export const SESSION_GENERATION_KEY = 'session:generation';

export function createRedisSessionStore({
  client,
  lifetimes,
  now = Date.now,
  logger,
  seenTtlMs = DEFAULT_SEEN_TTL_MS,
  maxSeen = DEFAULT_MAX_SEEN,
}: RedisSessionStoreOptions): SessionStore {
  // Both caches run on the injected clock; a cached reading would hide a moved clock.
  const perf = { now };
  // The TTL only frees memory; fromMemory decides from confirmedAt.
  const seen = new LRUCache<string, SeenSession>({
    max: maxSeen,
    ttl: seenTtlMs,
    perf,
    ttlResolution: 0,
  });
  const confirmed = (record: SessionRecord, saved = true): SeenSession => ({
    record,
    confirmedAt: now(),
    saved,
  });
  // Sessions ended while Redis was away: Redis may still hold them, so this instance refuses them
  // for as long as they could live, and deletes them from Redis once it answers.
  const revoked = new LRUCache<string, true>({
    max: maxSeen,
    ttl: lifetimes.absoluteTimeoutMs,
    perf,
    ttlResolution: 0,
  });
  const pendingDeletes = new Set<string>();
  let flushing = false;
  let degraded = false;
  /** The generation this instance last saw, and when it first saw Redis lose its data. */
  let generation: string | null = null;
  let wipedAt = Number.NEGATIVE_INFINITY;

  /** Reads (or, when absent, sets) Redis's generation; notes a change as a wipe. */
  async function checkGeneration(): Promise<void> {
    const fresh = randomBytes(12).toString('base64url');
    const current =
      (await client.set(SESSION_GENERATION_KEY, fresh, 'NX')) === 'OK'
        ? fresh
        : await client.get(SESSION_GENERATION_KEY);
    if (generation !== null && current !== generation) {
      wipedAt = now();
      logger?.warn({}, 'sessions: Redis lost its data; restoring the sessions this instance saw');
    }
    generation = current;
  }

  function failed(error: unknown): void {
    if (degraded) return;
    degraded = true;
    logger?.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'sessions: Redis unavailable, answering from the sessions this instance has seen',
    );
  }

  async function flushPendingDeletes(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      for (const key of [...pendingDeletes]) {
        await client.del(key);
        pendingDeletes.delete(key);
      }
    } catch {
      // Still away; the next answer from Redis tries again.
    } finally {
      flushing = false;
    }
  }

  function succeeded(): void {
    if (generation === null) void checkGeneration().catch(() => undefined);
    if (degraded) {
      degraded = false;
      logger?.info({}, 'sessions: Redis answers again');
    }
    if (pendingDeletes.size > 0) void flushPendingDeletes();
  }

  /**
   * Writes a record; false when the mode's condition failed (NX: exists, XX: gone). A new
   * record (NX) joins its player's index of sessions, which lives as long as a session can.
   */
  async function write(key: string, record: SessionRecord, mode: WriteMode): Promise<boolean> {
    const ttl = sessionTtlMs(record, now(), lifetimes);
    const value = JSON.stringify(record);
    if (mode === 'XX') return (await client.set(key, value, 'PX', ttl, 'XX')) === 'OK';
    const index = playerIndexKey(record.playerId);
    const handle = key.slice('session:'.length);
    if (isCluster(client)) {
      // The record and the index hash to different slots: one transaction cannot hold both.
      if ((await client.set(key, value, 'PX', ttl, 'NX')) !== 'OK') return false;
      await client.multi().sadd(index, handle).pexpire(index, lifetimes.absoluteTimeoutMs).exec();
      return true;
    }
    const answers = await client
      .multi()
      .set(key, value, 'PX', ttl, 'NX')
      .sadd(index, handle)
      .pexpire(index, lifetimes.absoluteTimeoutMs)
      .exec();
    const [error, answer] = answers?.[0] ?? [new Error('the transaction was discarded'), null];
    if (error !== null) throw error;
    return answer === 'OK';
  }

  /** Forgets the player's sessions here and refuses them from now (see forgetPlayer). */
  function forgetLocally(playerId: number, keys: Iterable<string> = []): void {
    for (const key of keys) {
      seen.delete(key);
      revoked.set(key, true);
    }
    for (const [key, entry] of seen.entries()) {
      if (entry.record.playerId !== playerId) continue;
      seen.delete(key);
      revoked.set(key, true);
    }
  }

  async function forget(key: string): Promise<void> {
    seen.delete(key);
    try {
      await client.del(key);
    } catch (error) {
      failed(error);
    }
  }

  /** Answers for a session while Redis is away: a recent confirmation or nothing. */
  function fromMemory(key: string, error: unknown): SessionRecord | null {
    const entry = seen.get(key);
    if (entry === undefined || now() - entry.confirmedAt >= seenTtlMs) {
      throw new SessionStoreUnavailableError({ cause: error });
    }
    if (isSessionExpired(entry.record, now(), lifetimes)) {
      seen.delete(key);
      return null;
    }
    return entry.record;
  }

  /**
   * Whether the session of a key has ended, from what Redis answered (a string, or null when
   * absent) or, when Redis did not answer (undefined), from this instance's memory of it.
   */
  function hasEnded(key: string, raw: string | null | undefined): boolean {
    if (revoked.has(key)) return true;
    const entry = seen.get(key);
    if (raw === undefined) {
      // Redis away: only a session this instance knows to have expired counts as ended.
      return entry !== undefined && isSessionExpired(entry.record, now(), lifetimes);
    }
    if (raw === null) {
      // Absent, yet alive here: started during an outage, or lost in a Redis wipe; the next
      // request's get() writes it back. Ended elsewhere, its logout reaches the sockets anyway.
      return entry === undefined || isSessionExpired(entry.record, now(), lifetimes);
    }
    const record = parseStoredRecord(raw);
    if (record === null || isSessionExpired(record, now(), lifetimes)) {
      seen.delete(key);
      return true;
    }
    // Confirmed by Redis, as by get(): this instance may vouch for it in an outage.
    seen.set(key, confirmed(record));
    return false;
  }

  /** The live record Redis holds under a key now (confirmed here), or null. */
  async function reread(key: string): Promise<SessionRecord | null> {
    const raw = await client.get(key);
    const record = raw === null ? null : parseStoredRecord(raw);
    if (record === null || isSessionExpired(record, now(), lifetimes)) return null;
    seen.set(key, confirmed(record));
    return record;
  }

  /**
   * A session this instance remembers and Redis does not hold: started during an outage, lost in
   * a wipe (both written back), or ended elsewhere (forgotten). Every request of a busy player
   * may ask at once when Redis comes back empty, and a write-back may land between another
   * request's read and its own: so one restore runs per key, and a write-back that finds the key
   * already there reads what is there instead of answering "no session".
   */
  async function restoreOnce(key: string): Promise<SessionRecord | null> {
    const entry = seen.get(key);
    if (entry === undefined || isSessionExpired(entry.record, now(), lifetimes)) {
      seen.delete(key);
      return null;
    }
    try {
      if (entry.saved) await checkGeneration();
      // Never saved: it joins the shared sessions now. Saved before a wipe: written back.
      if (!entry.saved || entry.confirmedAt <= wipedAt) {
        if (await write(key, entry.record, 'NX')) {
          seen.set(key, confirmed(entry.record));
          return entry.record;
        }
      }
      // Written back meanwhile (by a request here or another instance), or ended elsewhere.
      const record = await reread(key);
      if (record === null) seen.delete(key);
      return record;
    } catch (error) {
      failed(error);
      return entry.saved ? fromMemory(key, error) : entry.record;
    }
  }

  const restoring = new Map<string, Promise<SessionRecord | null>>();

  function restore(key: string): Promise<SessionRecord | null> {
    let running = restoring.get(key);
    if (running === undefined) {
      running = restoreOnce(key).finally(() => restoring.delete(key));
      restoring.set(key, running);
    }
    return running;
  }

  return {
    endPlayer: async (playerId) => {
      const index = playerIndexKey(playerId);
      const local = [...seen.entries()]
        .filter(([, entry]) => entry.record.playerId === playerId)
        .map(([key]) => key.slice('session:'.length));
      let handles: string[];
      try {
        handles = [...new Set([...(await client.smembers(index)), ...local])];
        await deleteMany(client, [index, ...handles.map(handleKey)]);
        succeeded();
      } catch (error) {
        failed(error);
        // Redis away: refused here at once, deleted from Redis once it answers.
        handles = local;
        for (const handle of handles) {
          if (pendingDeletes.size < maxSeen) pendingDeletes.add(handleKey(handle));
        }
      }
      forgetLocally(playerId, handles.map(handleKey));
      return handles;
    },

    forgetPlayer: (playerId) => {
      forgetLocally(playerId);
    },

    findEnded: async (handles) => {
      const ended: string[] = [];
      for (let start = 0; start < handles.length; start += FIND_ENDED_BATCH) {
        const keys = handles.slice(start, start + FIND_ENDED_BATCH).map(handleKey);
        // undefined: Redis did not answer.
        let values: (string | null)[] | undefined;
        try {
          values = await getMany(client, keys);
          succeeded();
        } catch (error) {
          failed(error);
        }
        keys.forEach((key, index) => {
          const handle = handles[start + index];
          const raw = values === undefined ? undefined : (values[index] ?? null);
          if (handle !== undefined && hasEnded(key, raw)) ended.push(handle);
        });
      }
      return ended;
    },

    create: async (record) => {
      const id = newSessionId();
      const key = sessionKey(id);
      try {
        await write(key, record, 'NX');
        succeeded();
        seen.set(key, confirmed(record));
      } catch (error) {
        failed(error);
        logger?.warn({}, 'sessions: a session started while Redis is away lives on this instance');
        seen.set(key, confirmed(record, false));
      }
      return id;
    },

    get: async (id) => {
      const key = sessionKey(id);
      if (revoked.has(key)) return null;
      let raw: string | null;
      try {
        raw = await client.get(key);
      } catch (error) {
        failed(error);
        return fromMemory(key, error);
      }
      succeeded();

      if (raw === null) {
        const entry = seen.get(key);
        if (entry !== undefined && !isSessionExpired(entry.record, now(), lifetimes)) {
          return restore(key);
        }
        seen.delete(key);
        return null;
      }

      const record = parseStoredRecord(raw);
      if (record === null) {
        logger?.warn({}, 'sessions: an unreadable session record was dropped');
        await forget(key);
        return null;
      }
      if (isSessionExpired(record, now(), lifetimes)) {
        await forget(key);
        return null;
      }
      seen.set(key, confirmed(record));
      return record;
    },

    touch: async (id, record) => {
      const key = sessionKey(id);
      if (revoked.has(key)) return;
      const entry = seen.get(key);
      // The local copy follows at once (it answers during an outage), without counting as a
      // confirmation from Redis.
      if (entry !== undefined) seen.set(key, { ...entry, record }, { noUpdateTTL: true });
      const mode: WriteMode = entry?.saved === false ? 'NX' : 'XX';
      let written: boolean;
      try {
        written = await write(key, record, mode);
        succeeded();
      } catch (error) {
        failed(error);
        return;
      }
      if (written) seen.set(key, confirmed(record));
      // Not in Redis: lost in a wipe (written back with this newer record) or ended elsewhere
      // (forgotten); restore() tells which, as it does for get().
      else if (entry !== undefined) await restore(key);
      else if (mode === 'XX') seen.delete(key);
    },

    destroy: async (id) => {
      const key = sessionKey(id);
      seen.delete(key);
      try {
        await client.del(key);
        succeeded();
      } catch (error) {
        failed(error);
        revoked.set(key, true);
        if (pendingDeletes.size < maxSeen) pendingDeletes.add(key);
        return;
      }
      // A courtesy to the requests still in flight (endedLately): without it, one of them may
      // clear the browser's newer cookie, which is what it was before this note existed.
      await client.set(endedKey(id), '1', 'PX', ENDED_GRACE_MS).catch(failed);
    },

    endedLately: async (id) => {
      try {
        return (await client.exists(endedKey(id))) === 1;
      } catch (error) {
        failed(error);
        // Redis cannot tell: the cookie is kept, as get() keeps it while Redis is away.
        return true;
      }
    },
  };
}
