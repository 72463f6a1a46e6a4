/**
 * How long one kind of data may be served, in the terms of HTTP's Cache-Control (RFC 5861,
 * https://www.rfc-editor.org/rfc/rfc5861): up to `ttlMs` old an entry is fresh; for
 * `staleWhileRevalidateMs` more it is still served at once while one background refresh runs; for
 * `staleIfErrorMs` more it is refreshed before answering, and served (flagged stale) only when the
 * refresh fails. Past all three it is gone.
 */
export interface CachePolicy {
  readonly ttlMs: number;
  readonly staleWhileRevalidateMs: number;
  readonly staleIfErrorMs: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function policyOf(ttlMs: number, staleWhileRevalidateMs: number, staleIfErrorMs: number) {
  return Object.freeze({ ttlMs, staleWhileRevalidateMs, staleIfErrorMs });
}

/**
 * One policy per kind of shared data. Fresh times follow how fast the data changes (jackpots
 * tick, CMS texts are edited by hand); the stale-if-error times are long because an old lobby
 * beats an error page while an upstream is down.
 */
export const CACHE_POLICIES = {
  seo: policyOf(10 * MINUTE, HOUR, DAY),
  jackpotsSum: policyOf(10 * SECOND, 30 * SECOND, HOUR),
  jackpotsList: policyOf(2 * SECOND, 5 * SECOND, 10 * MINUTE),
  /** Category pages and carousels of games. */
  gamesPage: policyOf(MINUTE, 5 * MINUTE, DAY),
  cmsCarousel: policyOf(5 * MINUTE, HOUR, DAY),
  winners: policyOf(15 * SECOND, MINUTE, HOUR),
  game: policyOf(5 * MINUTE, HOUR, DAY),
  gameSearch: policyOf(MINUTE, 5 * MINUTE, HOUR),
  footer: policyOf(10 * MINUTE, HOUR, DAY),
  infoPage: policyOf(10 * MINUTE, HOUR, DAY),
  faq: policyOf(10 * MINUTE, HOUR, DAY),
  countries: policyOf(HOUR, DAY, 7 * DAY),
  providers: policyOf(10 * MINUTE, HOUR, DAY),
  loyaltyLevels: policyOf(HOUR, DAY, 7 * DAY),
  /** A shop's items as a guest sees them (prices and prizes change by hand). */
  shopItems: policyOf(10 * MINUTE, HOUR, DAY),
  /** A guest's view of the tournaments (a player's has their own row and is not cached). */
  tournaments: policyOf(15 * SECOND, MINUTE, HOUR),
  paymentMethods: policyOf(5 * MINUTE, HOUR, DAY),
  sports: policyOf(10 * MINUTE, HOUR, DAY),
  /** The casino's public offers (the sign-up offer's card). */
  promotions: policyOf(10 * MINUTE, HOUR, DAY),
} as const satisfies Record<string, CachePolicy>;

export type CacheKind = keyof typeof CACHE_POLICIES;

export const CACHE_KINDS = Object.keys(CACHE_POLICIES) as readonly CacheKind[];

/** How long a store keeps an entry of this kind: until no policy window would use it. */
export function storeLifetimeMs(policy: CachePolicy): number {
  return policy.ttlMs + policy.staleWhileRevalidateMs + policy.staleIfErrorMs;
}

export type EntryState = 'fresh' | 'revalidate' | 'stale_if_error' | 'expired';

/** Where an entry of this age stands under the policy. */
export function entryState(policy: CachePolicy, ageMs: number): EntryState {
  if (ageMs < policy.ttlMs) return 'fresh';
  if (ageMs < policy.ttlMs + policy.staleWhileRevalidateMs) return 'revalidate';
  if (ageMs < storeLifetimeMs(policy)) return 'stale_if_error';
  return 'expired';
}
