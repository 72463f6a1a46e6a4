import {
  RECENTLY_PLAYED_LIMIT,
  gameIdSchema,
  parseJsonAs,
  withRecentlyPlayed,
  type GameId,
} from '@casino/shared';
import type { RedisClient } from '../redis-client.js';
import { z } from 'zod';
import { playerKey } from '../cache/keys.js';
import { MemoryStore, RedisStore, type CacheStore } from '../cache/store.js';

// Each signed-in player's recently played games: the last RECENTLY_PLAYED_LIMIT launched for real
// money, most recent first. A player's own record, so it never goes through the shared cache:
// it sits under its own key (cache/keys.ts, playerKey) in the same stores, Redis shared by every
// instance, this instance's memory without Redis and while Redis is away, as the cache does.
// See docs/decisions/018-lobby-games-and-play.md.

/** A list unused this long is forgotten; each launch starts the time again. */
export const RECENTLY_PLAYED_TTL_MS = 90 * 24 * 60 * 60 * 1_000;

/** At most this many players' lists in one instance's memory. */
const MEMORY_ENTRIES = 50_000;

const storedListSchema = z.array(gameIdSchema);

export interface RecentlyPlayedStore {
  /** Puts the game first in the player's list (a relaunch moves it there). */
  record(playerId: number, gameId: GameId): Promise<void>;
  /** The player's games, most recent first; empty for a player who has launched none. */
  list(playerId: number): Promise<GameId[]>;
}

/** What a log line needs; pino fits. */
export interface RecentlyPlayedLogger {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

export interface RecentlyPlayedStoreOptions {
  /** The shared connection, or null to keep the lists in memory only. */
  redis: RedisClient | null;
  /** A memory store of the caller's (tests). */
  memory?: CacheStore;
  logger?: RecentlyPlayedLogger;
}

/**
 * Reads go to Redis; writes go to Redis and to memory, so memory holds the lists this instance
 * wrote when Redis drops. A failing Redis command falls back to memory for that operation and
 * Redis is used again once it answers (logged once each way). A record is read, changed and
 * written back: two launches by one player within one round trip may keep only one of them,
 * which the next launch puts right.
 */
export function createRecentlyPlayedStore(
  options: RecentlyPlayedStoreOptions,
): RecentlyPlayedStore {
  const memory = options.memory ?? new MemoryStore({ maxEntries: MEMORY_ENTRIES });
  const redis = options.redis === null ? null : new RedisStore(options.redis);
  const { logger } = options;
  let redisAway = false;

  async function attempt<T>(call: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await call();
      if (redisAway) {
        redisAway = false;
        logger?.info({}, 'recently played: redis answers again');
      }
      return result;
    } catch (error) {
      if (!redisAway) {
        redisAway = true;
        logger?.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'recently played: redis unavailable, keeping the lists in memory',
        );
      }
      return undefined;
    }
  }

  async function read(key: string): Promise<GameId[]> {
    const fromRedis = redis === null ? undefined : await attempt(() => redis.get(key));
    const raw = fromRedis === undefined ? await memory.get(key) : fromRedis;
    if (raw === null) return [];
    // A corrupt or foreign value is no list; the next launch overwrites it.
    return (parseJsonAs(storedListSchema, raw) ?? []).slice(0, RECENTLY_PLAYED_LIMIT);
  }

  return {
    async record(playerId, gameId) {
      const key = playerKey('recentlyPlayed', playerId);
      const raw = JSON.stringify(withRecentlyPlayed(await read(key), gameId));
      await memory.set(key, raw, RECENTLY_PLAYED_TTL_MS);
      if (redis !== null) await attempt(() => redis.set(key, raw, RECENTLY_PLAYED_TTL_MS));
    },
    list: (playerId) => read(playerKey('recentlyPlayed', playerId)),
  };
}
