import type { User } from '@casino/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResult } from '../upstreams/wire.js';

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

/** Finds the player of a request (from its session cookie); null for a guest. */
export type PlayerResolver = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<SessionPlayer | null>;

/** The request's session, for the services that sign players in and out. */
export interface SessionControl {
  /** Signs the authenticated player in under a new session id (the previous one ends). */
  start: (auth: AuthResult) => Promise<SessionPlayer>;
  /** Ends the session and clears the cookie; harmless for a guest. */
  end: () => Promise<void>;
  /** Stores a fresher snapshot of the signed-in player. */
  update: (user: User) => Promise<void>;
}
