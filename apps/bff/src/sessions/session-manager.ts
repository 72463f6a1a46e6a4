import type {} from '@fastify/cookie';
import type { User } from '@casino/shared';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionMetrics } from '../ops/metrics.js';
import type { PlayerAuth, SessionPlayer } from './session-player.js';
import {
  isSessionExpired,
  needsTouch,
  newSessionRecord,
  type SessionLifetimes,
  type SessionRecord,
} from './session.js';
import {
  SESSION_ID_PATTERN,
  SessionStoreUnavailableError,
  sessionHandle,
  type SessionStore,
} from './session-store.js';

export const SESSION_COOKIE = 'lumo_sid';

/**
 * The session cookie's name: behind TLS with the `__Host-` prefix, which browsers accept only
 * Secure, for the path `/` and with no Domain, so a sibling subdomain or a plain-HTTP page cannot
 * plant or shadow it (RFC 6265bis, "Cookie Name Prefixes").
 */
export function sessionCookieName(cookieSecure: boolean): string {
  return cookieSecure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The cookie session layer: what the tRPC context and the routes call. */
export interface SessionManager {
  /** The session cookie's name (see sessionCookieName). */
  readonly cookieName: string;
  /**
   * The signed-in player of a request, or null for a guest; a use is written back now and then.
   * With the reply, a cookie that names no live session is cleared.
   */
  resolve: (request: FastifyRequest, reply?: FastifyReply) => Promise<SessionPlayer | null>;
  /** Signs a player in under a new session id, ending the request's previous session. */
  start: (request: FastifyRequest, reply: FastifyReply, auth: PlayerAuth) => Promise<SessionPlayer>;
  /** Ends the request's session (if any) and clears the cookie; harmless for a guest. */
  end: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Stores a fresher snapshot of the signed-in player; nothing for a guest. */
  update: (request: FastifyRequest, user: User) => Promise<void>;
  /** Stores the session's reality-check settings (null: none); nothing for a guest. */
  setRealityCheck: (
    request: FastifyRequest,
    settings: SessionRecord['realityCheck'] | null,
  ) => Promise<void>;
  /** The signed-in session's record as last resolved (its start, its reality checks), or null. */
  recordOf: (request: FastifyRequest) => SessionRecord | null;
  /**
   * Ends every session of the request's player in the store (the per-player index) and clears
   * the cookie; the player-end listeners hear it (the realtime plugin tells every instance).
   */
  endPlayer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Ends every session of a player by id, outside any request of theirs (QA's time-out of a
   * player): as endPlayer, without a cookie to clear.
   */
  endPlayerSessions: (playerId: number, log: FastifyBaseLogger) => Promise<void>;
  /** Calls `listener` whenever endPlayer ended a player's sessions here. */
  onPlayerEnd: (listener: (playerId: number) => void) => void;
  /**
   * Another instance ended the player's sessions: this instance forgets what it remembers of
   * them (the cache kept for store outages) and refuses them from now.
   */
  forgetPlayer: (playerId: number) => void;
  /**
   * Calls `listener` whenever a session ends here (logout, or a new login replacing it), with
   * the player and the session's public handle: the realtime hub closes that session's sockets.
   */
  onEnd: (listener: SessionEndListener) => void;
  /**
   * Which of these sessions (public handles) have ended, idle or past their absolute limit
   * included, in one batch. One the store cannot confirm now (Redis away) is not among them.
   */
  findEnded: (sessionIds: readonly string[]) => Promise<string[]>;
}

/** What a session's end tells its listeners. */
export interface EndedSession {
  playerId: number;
  /** The session's public handle (see sessionHandle). */
  sessionId: string;
}
export type SessionEndListener = (ended: EndedSession) => void;

export interface SessionManagerOptions {
  store: SessionStore;
  lifetimes: SessionLifetimes;
  /** Sets the cookie's Secure flag (behind TLS). */
  cookieSecure: boolean;
  /** Epoch milliseconds. */
  now?: () => number;
  /** Told of each session started and ended here. */
  metrics?: SessionMetrics;
}

interface ActiveSession {
  id: string;
  record: SessionRecord;
}

/**
 * The player a procedure sees. The token is there for services that call upstreams; it is left
 * out of the object's JSON, so that returning or logging a player by mistake cannot leak it.
 */
export function sessionPlayer(id: string, record: SessionRecord): SessionPlayer {
  const player: SessionPlayer = {
    id: record.playerId,
    sessionId: sessionHandle(id),
    token: record.token,
    user: record.user,
  };
  Object.defineProperty(player, 'toJSON', {
    value: () => ({ id: player.id, sessionId: player.sessionId, user: player.user }),
    enumerable: false,
  });
  return Object.freeze(player);
}

export function createSessionManager({
  metrics,
  store,
  lifetimes,
  cookieSecure,
  now = Date.now,
}: SessionManagerOptions): SessionManager {
  // What this request already knows of its session (resolved, started or ended), so that a batch
  // or a start after a resolve acts on the current id rather than on the cookie it came with.
  const active = new WeakMap<FastifyRequest, ActiveSession | null>();
  const endListeners: SessionEndListener[] = [];
  const playerEndListeners: ((playerId: number) => void)[] = [];

  /** Ends a session in the store and tells the listeners whose it was. */
  async function destroy(request: FastifyRequest, id: string): Promise<void> {
    const known = active.get(request);
    let playerId = known?.id === id ? known.record.playerId : undefined;
    if (playerId === undefined && endListeners.length > 0) {
      playerId = (await store.get(id).catch(() => null))?.playerId;
    }
    await store.destroy(id);
    if (playerId === undefined) return;
    const ended = { playerId, sessionId: sessionHandle(id) };
    for (const listener of endListeners) {
      try {
        listener(ended);
      } catch (error) {
        request.log.warn({ err: String(error) }, 'sessions: a session-end listener failed');
      }
    }
  }

  /** Ends every session of the player in the store and tells the player-end listeners. */
  async function endPlayerSessions(playerId: number, log: FastifyBaseLogger): Promise<void> {
    const ended = await store.endPlayer(playerId);
    ended.forEach(() => metrics?.sessionEnded('revoked'));
    for (const listener of playerEndListeners) {
      try {
        listener(playerId);
      } catch (error) {
        log.warn({ err: String(error) }, 'sessions: a player-end listener failed');
      }
    }
  }

  const cookieName = sessionCookieName(cookieSecure);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    path: '/',
  } as const;

  function setCookie(reply: FastifyReply, id: string, record: SessionRecord): void {
    // The browser keeps the cookie until the absolute limit; the store decides before that.
    const maxAge = Math.ceil((record.createdAt + lifetimes.absoluteTimeoutMs - now()) / 1000);
    void reply.setCookie(cookieName, id, {
      ...cookieOptions,
      signed: true,
      maxAge: Math.max(1, maxAge),
    });
  }

  function clearCookie(reply: FastifyReply | undefined): void {
    void reply?.clearCookie(cookieName, cookieOptions);
  }

  /**
   * The session id of the request's cookie: undefined without a cookie, null when the cookie is
   * not one of ours (bad signature, not an id).
   */
  function cookieId(request: FastifyRequest): string | null | undefined {
    const raw = request.cookies[cookieName];
    if (raw === undefined) return undefined;
    const unsigned = request.unsignCookie(raw);
    const id = unsigned.valid ? unsigned.value : null;
    return id !== null && SESSION_ID_PATTERN.test(id) ? id : null;
  }

  function currentId(request: FastifyRequest): string | null {
    const known = active.get(request);
    if (known !== undefined) return known?.id ?? null;
    return cookieId(request) ?? null;
  }

  return {
    cookieName,
    resolve: async (request, reply) => {
      const known = active.get(request);
      if (known !== undefined) return known === null ? null : sessionPlayer(known.id, known.record);
      const id = cookieId(request);
      if (id === undefined) {
        active.set(request, null);
        return null;
      }
      if (id === null) {
        clearCookie(reply);
        active.set(request, null);
        return null;
      }
      let record: SessionRecord | null;
      try {
        record = await store.get(id);
      } catch (error) {
        if (!(error instanceof SessionStoreUnavailableError)) throw error;
        // Not known here and the store is away: a guest for now, but the cookie is kept, since
        // the session may well be alive when the store answers again.
        request.log.debug({}, 'sessions: store unavailable, answering as a guest');
        active.set(request, null);
        return null;
      }
      const at = now();
      if (record === null || isSessionExpired(record, at, lifetimes)) {
        // A session ended lately (a sign-in over it, a logout) may have a newer cookie in the
        // browser already, set by an answer this one would land after: it is not cleared.
        if (record !== null || !(await store.endedLately(id))) clearCookie(reply);
        active.set(request, null);
        return null;
      }
      if (needsTouch(record, at)) {
        record = { ...record, lastSeenAt: at };
        await store.touch(id, record);
      }
      active.set(request, { id, record });
      return sessionPlayer(id, record);
    },

    start: async (request, reply, auth) => {
      const previous = currentId(request);
      if (previous !== null) await destroy(request, previous);
      const record = newSessionRecord(auth, now());
      const id = await store.create(record);
      setCookie(reply, id, record);
      active.set(request, { id, record });
      metrics?.sessionStarted();
      return sessionPlayer(id, record);
    },

    end: async (request, reply) => {
      const id = currentId(request);
      if (id !== null) {
        await destroy(request, id);
        metrics?.sessionEnded('logout');
      }
      if (id !== null || request.cookies[cookieName] !== undefined) clearCookie(reply);
      active.set(request, null);
    },

    update: async (request, user) => {
      const known = active.get(request);
      if (known === undefined || known === null) return;
      if (user.id !== known.record.playerId) {
        throw new Error('a session cannot change its player');
      }
      const record: SessionRecord = { ...known.record, user };
      await store.touch(known.id, record);
      active.set(request, { id: known.id, record });
    },

    setRealityCheck: async (request, settings) => {
      const known = active.get(request);
      if (known === undefined || known === null) return;
      const record: SessionRecord = { ...known.record, realityCheck: settings ?? undefined };
      if (settings === null) delete record.realityCheck;
      await store.touch(known.id, record);
      active.set(request, { id: known.id, record });
    },

    recordOf: (request) => active.get(request)?.record ?? null,

    endPlayer: async (request, reply) => {
      const known = active.get(request);
      let playerId = known?.record.playerId;
      if (playerId === undefined) {
        const id = currentId(request);
        playerId = id === null ? undefined : (await store.get(id).catch(() => null))?.playerId;
      }
      if (request.cookies[cookieName] !== undefined) clearCookie(reply);
      active.set(request, null);
      if (playerId === undefined) return;
      await endPlayerSessions(playerId, request.log);
    },

    endPlayerSessions,

    onPlayerEnd: (listener) => {
      playerEndListeners.push(listener);
    },

    forgetPlayer: (playerId) => {
      store.forgetPlayer(playerId);
    },

    onEnd: (listener) => {
      endListeners.push(listener);
    },

    findEnded: async (sessionIds) => {
      if (sessionIds.length === 0) return [];
      try {
        return await store.findEnded(sessionIds);
      } catch (error) {
        if (error instanceof SessionStoreUnavailableError) return [];
        throw error;
      }
    },
  };
}
