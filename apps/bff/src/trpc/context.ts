// The cookie plugin's additions to the request and reply types, for whoever type-checks this
// file without the plugin registered (the web app reads the context through the router's types).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cache } from '../cache/cache.js';
import type { Config } from '../config.js';
import { toAlpha3 } from '../geo/country-code.js';
import type { Idempotency } from '../idempotency/idempotency.js';
import type { EventFeedPosition } from '../realtime/event-feed-position.js';
import type { RecentlyPlayedStore } from '../recently-played/recently-played-store.js';
import type { ServiceContext } from '../services/service-context.js';
import type { SessionManager } from '../sessions/session-manager.js';
import type { PlayerResolver } from '../sessions/session-player.js';
import type { UpstreamClients } from '../upstreams/clients.js';
import type { QaOverrides } from '../upstreams/qa-overrides.js';

/**
 * A procedure's context: what services take (services/service-context.ts), plus the HTTP request
 * and reply for what rides on them (cookies, the client's IP, headers) and the request id.
 */
export interface Context extends ServiceContext {
  readonly req: FastifyRequest;
  readonly res: FastifyReply;
  readonly requestId: string;
}

/** Builds a request's context; the lean read route and tRPC's adapter share one. */
export type ContextFactory = (options: {
  req: FastifyRequest;
  res: FastifyReply;
}) => Promise<Context>;

export interface ContextDeps {
  config: Config;
  clients: UpstreamClients;
  cache: Cache;
  qaOverrides: QaOverrides;
  sessions: SessionManager;
  idempotency: Idempotency;
  recentlyPlayed: RecentlyPlayedStore;
  eventFeed: EventFeedPosition;
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
  recentlyPlayed,
  eventFeed,
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
    site: {
      origin: typeof req.headers.origin === 'string' ? req.headers.origin : undefined,
      host: req.host,
      protocol: req.protocol,
    },
    player: await resolvePlayer(req, res),
    session: {
      start: (auth) => sessions.start(req, res, auth),
      end: () => sessions.end(req, res),
      update: (user) => sessions.update(req, user),
      endPlayer: () => sessions.endPlayer(req, res),
      record: () => sessions.recordOf(req),
      setRealityCheck: (settings) => sessions.setRealityCheck(req, settings),
    },
    now: clock,
    clients,
    cache,
    qaOverrides,
    upstreamCall: { requestId: req.id },
    idempotency,
    recentlyPlayed,
    eventFeed,
  });
}
