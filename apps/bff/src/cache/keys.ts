import type { CacheKind } from './policies.js';

/** Bumped when the stored shape changes, so that old entries are simply never read again. */
export const CACHE_KEY_VERSION = 'v1';

/** What a piece of shared data varies with. A dimension left out does not vary it. */
export interface CacheVary {
  lang?: string;
  currency?: string;
  country?: string;
}

const NOT_VARIED = '-';

/**
 * The key of one piece of shared data, e.g. `cache:v1:gamesPage:lang=en:cur=EUR:cc=-:slots:first`.
 * Every dimension is always written (`-` when the data does not vary with it) and every part is
 * URI-encoded, so two kinds, two dimensions or two sets of parts never meet on one key.
 *
 * There is deliberately no player dimension: per-player data (balances, bonuses, favourites,
 * anything behind a session) is never cached under a shared key, where one player's answer could
 * reach another. Only data that is the same for everyone sharing these dimensions goes here.
 */
export function cacheKey(
  kind: CacheKind,
  vary: CacheVary,
  ...parts: readonly (string | number)[]
): string {
  const dimensions = [
    `lang=${dimension(vary.lang)}`,
    `cur=${dimension(vary.currency?.toUpperCase())}`,
    `cc=${dimension(vary.country?.toUpperCase())}`,
  ];
  return ['cache', CACHE_KEY_VERSION, kind, ...dimensions, ...parts.map(encodePart)].join(':');
}

function dimension(value: string | undefined): string {
  return value === undefined ? NOT_VARIED : encodePart(value);
}

// encodeURIComponent leaves '-' alone; a value that is just '-' must not read as "not varied".
function encodePart(part: string | number): string {
  const text = String(part);
  return text === NOT_VARIED ? '%2D' : encodeURIComponent(text);
}

/** The kinds of record the BFF keeps for one player. */
export type PlayerRecordKind = 'recentlyPlayed';

/** Bumped when a player record's stored shape changes. */
export const PLAYER_KEY_VERSION = 'v1';

/**
 * The key of one player's own record, e.g. `player:v1:recentlyPlayed:1001`. It lives apart from
 * the shared `cache:` keys, so no shared lookup can reach it, and is reached only with the id of
 * the session's player. Player ids are not secrets (unlike session ids, which are hashed).
 */
export function playerKey(kind: PlayerRecordKind, playerId: number): string {
  return ['player', PLAYER_KEY_VERSION, kind, encodePart(playerId)].join(':');
}
