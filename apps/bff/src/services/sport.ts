import { SPORT_TOKEN_REFRESH_EARLY_MS, sportListSchema, type SportList } from '@casino/shared';
import { cacheKey } from '../cache/keys.js';
import type { SessionPlayer } from '../sessions/session-player.js';
import { EMPTY_SPORT_TOKEN } from '../upstreams/sport-client.js';
import {
  productNow,
  type DataContext,
  type Served,
  type ServiceContext,
} from './service-context.js';

// The sportsbook (SPEC.md sections 4 and 7). Its token is the one upstream token the browser may
// hold (SPEC-NOTES): short-lived, scoped to the sportsbook, handed to its frame only.

export function sportList(ctx: DataContext): Promise<Served<SportList>> {
  return ctx.cache.get({
    kind: 'sports',
    key: cacheKey('sports', {}),
    schema: sportListSchema,
    load: () => ctx.clients.sport.sports(ctx.upstreamCall),
  });
}

export interface SportTokenView {
  /** Empty for a guest or when the upstream failed: the sportsbook opens logged out. */
  token: string;
  /** ISO instant; null with an empty token. */
  expiresAt: string | null;
  /** When the client fetches a new token: 30 s before expiry; null with an empty token. */
  refreshAt: string | null;
  /**
   * How long from this answer until refreshAt, on the product's clock: what the client schedules
   * by, so that a browser clock set wrong neither lets the token lapse nor asks in a loop.
   */
  refreshInMs: number | null;
}

/** The sportsbook token for a sport; a guest gets the empty token without an upstream call. */
export async function sportToken(
  ctx: DataContext & Pick<ServiceContext, 'now' | 'qaOverrides'>,
  player: SessionPlayer | null,
  sportId: number,
): Promise<SportTokenView> {
  const { token, expiresAt } =
    player === null
      ? EMPTY_SPORT_TOKEN
      : await ctx.clients.sport.sportToken(player.token, sportId, ctx.upstreamCall);
  if (token === '' || expiresAt === null) {
    return { token: '', expiresAt: null, refreshAt: null, refreshInMs: null };
  }
  const refreshAtMs = Date.parse(expiresAt) - SPORT_TOKEN_REFRESH_EARLY_MS;
  // The upstream's expiry is on the product's clock: the server's, moved by QA in mock mode.
  const now = (await productNow(ctx)).getTime();
  return {
    token,
    expiresAt,
    refreshAt: new Date(refreshAtMs).toISOString(),
    refreshInMs: Math.max(0, refreshAtMs - now),
  };
}
