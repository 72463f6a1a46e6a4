import type { User } from '@casino/shared';
import type { SessionRecord } from './session.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed-in player, as the session layer resolves it from a request. */
export interface SessionPlayer {
  readonly id: number;
  /** The session's public handle (a hash of the cookie's id): fine to log or to key by. */
  readonly sessionId: string;
  /**
   * The casino upstream's token, for services calling upstreams on the player's behalf. Never
   * returned by a procedure nor logged (the object's JSON leaves it out).
   */
  readonly token: string;
  /** The player as last described by the upstream (login, sign-up or `auth.me`). */
  readonly user: User;
}

/** A player as signing in answers them: the casino upstream's token and the player. */
export interface PlayerAuth {
  readonly token: string;
  readonly user: User;
}

/** Finds the player of a request (from its session cookie); null for a guest. */
export type PlayerResolver = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<SessionPlayer | null>;

/** The request's session, for the services that sign players in and out. */
export interface SessionControl {
  /** Signs the authenticated player in under a new session id (the previous one ends). */
  start: (auth: PlayerAuth) => Promise<SessionPlayer>;
  /** Ends the session and clears the cookie; harmless for a guest. */
  end: () => Promise<void>;
  /** Stores a fresher snapshot of the signed-in player. */
  update: (user: User) => Promise<void>;
  /**
   * Ends every session of the request's player, on every instance (a time-out or
   * self-exclusion), and clears the cookie; harmless for a guest.
   */
  endPlayer: () => Promise<void>;
  /** The session's record (its start, its reality checks); null for a guest. */
  record: () => SessionRecord | null;
  /** Stores the session's reality-check settings (null: none). */
  setRealityCheck: (settings: SessionRecord['realityCheck'] | null) => Promise<void>;
}
