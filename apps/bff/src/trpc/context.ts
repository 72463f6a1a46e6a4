// The cookie plugin's additions to the request and reply types, for whoever type-checks this
// file without the plugin registered (the web app reads the context through the router's types).
import type {} from '@fastify/cookie';
import { type User } from '@casino/shared';
import { type CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Cache } from '../cache/cache.js';
import { type Config } from '../config.js';
import { toAlpha3 } from '../geo/country-code.js';
import { type Idempotency } from '../idempotency/idempotency.js';
import { type SessionManager } from '../sessions/session-manager.js';
import { type AuthResult } from '../upstreams/contract.js';
import { type UpstreamClients } from '../upstreams/clients.js';
import { type UpstreamCallContext } from '../upstreams/call-context.js';
import { type QaOverrides } from '../upstreams/qa-overrides.js';

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

/** The request's session, for the procedures that sign players in and out. */
export interface SessionControl {
  /** Signs the authenticated player in under a new session id (the previous one ends). */
  start: (auth: AuthResult) => Promise<SessionPlayer>;
  /** Ends the session and clears the cookie; harmless for a guest. */
  end: () => Promise<void>;
  /** Stores a fresher snapshot of the signed-in player. */
  update: (user: User) => Promise<void>;
}

export interface Context {
  readonly config: Config;
  /** The HTTP request and reply, for what rides on them (cookies, the client's IP, headers). */
  readonly req: FastifyRequest;
  readonly res: FastifyReply;
  readonly requestId: string;
  /** The request's logger: every line carries the request id. */
  readonly log: FastifyBaseLogger;
  /** The visitor's country from the geo header, as ISO alpha-3; null when it names none. */
  readonly country: string | null;
  readonly player: SessionPlayer | null;
  readonly session: SessionControl;
  /** The product's clock (mock mode may move it). */
  readonly now: () => Date;
  /** The typed upstream clients. */
  readonly clients: UpstreamClients;
  /** The shared cache (Redis, or memory): shared data only, never a player's. */
  readonly cache: Cache;
  /** QA's country and clock in mock mode; none in live mode. */
  readonly qaOverrides: QaOverrides;
  /** What every upstream call of this request forwards (the request id). */
  readonly upstreamCall: UpstreamCallContext;
  /** Runs a mutation once per client key (see `idempotent` in trpc/idempotent.ts). */
  readonly idempotency: Idempotency;
}

/** Builds a request's context; the adapter and the hot-query routes share one. */
export type ContextFactory = (
  options: Pick<CreateFastifyContextOptions, 'req' | 'res'>,
) => Promise<Context>;

export interface ContextDeps {
  config: Config;
  clients: UpstreamClients;
  cache: Cache;
  qaOverrides: QaOverrides;
  sessions: SessionManager;
  idempotency: Idempotency;
  /** Replaces the session lookup (tests of procedures that need a player). */
  resolvePlayer?: PlayerResolver;
  clock?: () => Date;
}

/**
 * The visitor's country as the edge sends it. CDNs differ (alpha-2 or alpha-3); the product's
 * rules speak alpha-3, so it is converted once, here. Anything that names no country is unknown.
 */
export function countryFromHeader(value: string | readonly string[] | undefined): string | null {
  return toAlpha3(typeof value === 'string' ? value : value?.[0]);
}

export function createContextFactory({
  config,
  clients,
  cache,
  qaOverrides,
  sessions,
  idempotency,
  resolvePlayer = sessions.resolve,
  clock = () => new Date(),
}: ContextDeps): ContextFactory {
  return async ({ req, res }) => ({
    config,
    req,
    res,
    requestId: req.id,
    log: req.log,
    country: countryFromHeader(req.headers[config.geo.countryHeader]),
    player: await resolvePlayer(req, res),
    session: {
      start: (auth) => sessions.start(req, res, auth),
      end: () => sessions.end(req, res),
      update: (user) => sessions.update(req, user),
    },
    now: clock,
    clients,
    cache,
    qaOverrides,
    upstreamCall: { requestId: req.id },
    idempotency,
  });
}
