import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../cache/cache.js';
import type { Config } from '../config.js';
import type { Idempotency } from '../idempotency/idempotency.js';
import type { EventFeedPosition } from '../realtime/event-feed-position.js';
import type { RecentlyPlayedStore } from '../recently-played/recently-played-store.js';
import type { SessionControl, SessionPlayer } from '../sessions/session-player.js';
import type { UpstreamCallContext } from '../upstreams/call-context.js';
import type { UpstreamClients } from '../upstreams/clients.js';
import type { QaOverrides } from '../upstreams/qa-overrides.js';

// What services get from the request they serve: plain values and the app's parts, nothing of
// HTTP or tRPC. The tRPC context is this plus the request and reply (trpc/context.ts).

/** Where the request came from and went to: what links back to the site are built on. */
export interface RequestSite {
  /** The page's origin as the browser named it (the Origin header), if it did. */
  readonly origin: string | undefined;
  /** The host the request reached (Fastify's `request.host`, proxies believed per TRUST_PROXY). */
  readonly host: string;
  readonly protocol: 'http' | 'https';
}

export interface ServiceContext {
  readonly config: Config;
  /** The request's logger: every line carries the request id. */
  readonly log: FastifyBaseLogger;
  /** The visitor's country from the geo header, as ISO alpha-3; null when it names none. */
  readonly country: string | null;
  readonly site: RequestSite;
  readonly player: SessionPlayer | null;
  readonly session: SessionControl;
  /** The BFF's clock (QA's offset is added by `productNow`). */
  readonly now: () => Date;
  readonly clients: UpstreamClients;
  /** The shared cache (Redis, or memory): shared data only, never a player's. */
  readonly cache: Cache;
  /** QA's country and clock in mock mode; none in live mode. */
  readonly qaOverrides: QaOverrides;
  /** What every upstream call of this request forwards (the request id). */
  readonly upstreamCall: UpstreamCallContext;
  /** Runs a mutation once per client key (services/idempotent.ts). */
  readonly idempotency: Idempotency;
  /** Each player's recently played games: a player's own record, never the shared cache. */
  readonly recentlyPlayed: RecentlyPlayedStore;
  /** Where the players' event feed stands: a page's socket resumes from it. */
  readonly eventFeed: EventFeedPosition;
}

/** A signed-in player's context: what services acting for the player take. */
export type PlayerContext = ServiceContext & { readonly player: SessionPlayer };

/** What a read of shared data needs: the cache and the upstream clients. */
export type DataContext = Pick<ServiceContext, 'cache' | 'clients' | 'upstreamCall'>;

/** A shared read: the value, and whether it is an old copy served because its upstream failed. */
export interface Served<T> {
  value: T;
  stale: boolean;
}

/** The product's time: the BFF's clock moved by QA's offset in mock mode (none in live mode). */
export async function productNow(
  ctx: Pick<ServiceContext, 'now' | 'qaOverrides' | 'upstreamCall'>,
): Promise<Date> {
  const offsetMs = await ctx.qaOverrides.clockOffsetMs(ctx.upstreamCall);
  return new Date(ctx.now().getTime() + offsetMs);
}
