import { type CurrencyCode, type Winner, currencyCodeSchema, winnerSchema } from '@casino/shared';
import type { RedisClient } from '../redis-client.js';
import { z } from 'zod';
import { REALTIME_KEYS } from './channels.js';

// What the realtime fan-out shares across the cluster besides messages: the poller's cursor and
// last answers (so that a new leader publishes only changes) and the currencies sockets want
// jackpot values in. In Redis with REDIS_URL, else in this instance's memory.

export interface ClusterState {
  eventsCursor: () => Promise<number | null>;
  setEventsCursor: (cursor: number) => Promise<void>;
  /** The latest JACKPOTS frame of a currency, as sent (JSON). */
  jackpots: (currency: CurrencyCode) => Promise<string | null>;
  setJackpots: (currency: CurrencyCode, frame: string, ttlMs: number) => Promise<void>;
  winners: () => Promise<Winner[] | null>;
  setWinners: (winners: readonly Winner[]) => Promise<void>;
  /**
   * Records that sockets somewhere need these until `untilMs`: the players' events (a signed-in
   * socket), the winners, jackpot values in a currency. Nobody listening, nothing is polled.
   */
  want: (wishes: readonly Wish[], untilMs: number) => Promise<void>;
  /** What is still wanted at `nowMs`. */
  wanted: (nowMs: number) => Promise<Wanted>;
}

export type Wish = 'events' | 'winners' | CurrencyCode;

export interface Wanted {
  events: boolean;
  winners: boolean;
  /** The currencies jackpot values are wanted in. */
  jackpots: CurrencyCode[];
}

function wantedOf(members: Iterable<string>): Wanted {
  const wanted: Wanted = { events: false, winners: false, jackpots: [] };
  for (const member of members) {
    if (member === 'events') wanted.events = true;
    else if (member === 'winners') wanted.winners = true;
    else {
      const currency = currencyCodeSchema.safeParse(member);
      if (currency.success) wanted.jackpots.push(currency.data);
    }
  }
  return wanted;
}

const winnersSchema = z.array(winnerSchema);

export function createMemoryClusterState(): ClusterState {
  let cursor: number | null = null;
  let winners: Winner[] | null = null;
  const jackpots = new Map<CurrencyCode, string>();
  const wishes = new Map<Wish, number>();
  return {
    eventsCursor: () => Promise.resolve(cursor),
    setEventsCursor: (value) => {
      cursor = value;
      return Promise.resolve();
    },
    jackpots: (currency) => Promise.resolve(jackpots.get(currency) ?? null),
    setJackpots: (currency, frame) => {
      jackpots.set(currency, frame);
      return Promise.resolve();
    },
    winners: () => Promise.resolve(winners),
    setWinners: (list) => {
      winners = [...list];
      return Promise.resolve();
    },
    want: (wanted, untilMs) => {
      for (const wish of wanted) wishes.set(wish, Math.max(untilMs, wishes.get(wish) ?? 0));
      return Promise.resolve();
    },
    wanted: (nowMs) => {
      for (const [wish, until] of wishes) if (until <= nowMs) wishes.delete(wish);
      return Promise.resolve(wantedOf(wishes.keys()));
    },
  };
}

/** How long the poller's cursor and last answers are kept after their last write. */
const STATE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function parseStored<T>(schema: z.ZodType<T>, text: string | null): T | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createRedisClusterState(client: RedisClient): ClusterState {
  return {
    eventsCursor: async () => {
      const text = await client.get(REALTIME_KEYS.eventsCursor);
      const value = text === null ? NaN : Number(text);
      return Number.isSafeInteger(value) && value >= 0 ? value : null;
    },
    setEventsCursor: async (cursor) => {
      await client.set(REALTIME_KEYS.eventsCursor, String(cursor), 'PX', STATE_TTL_MS);
    },
    jackpots: (currency) => client.get(REALTIME_KEYS.jackpots(currency)),
    setJackpots: async (currency, frame, ttlMs) => {
      await client.set(REALTIME_KEYS.jackpots(currency), frame, 'PX', ttlMs);
    },
    winners: async () => parseStored(winnersSchema, await client.get(REALTIME_KEYS.winners)),
    setWinners: async (winners) => {
      await client.set(REALTIME_KEYS.winners, JSON.stringify(winners), 'PX', STATE_TTL_MS);
    },
    want: async (wanted, untilMs) => {
      if (wanted.length === 0) return;
      // GT: a shorter wish from one instance never cuts another's longer one.
      await client.zadd(
        REALTIME_KEYS.wishes,
        'GT',
        ...wanted.flatMap((wish) => [String(untilMs), wish]),
      );
    },
    wanted: async (nowMs) => {
      await client.zremrangebyscore(REALTIME_KEYS.wishes, '-inf', String(nowMs));
      return wantedOf(await client.zrange(REALTIME_KEYS.wishes, '0', '-1'));
    },
  };
}
