import { type CurrencyCode, type Winner, currencyCodeSchema, winnerSchema } from '@casino/shared';
import { type Redis } from 'ioredis';
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
  /** Records that sockets want jackpot values in these currencies until `untilMs`. */
  wantJackpots: (currencies: readonly CurrencyCode[], untilMs: number) => Promise<void>;
  /** The currencies still wanted at `nowMs`. */
  wantedJackpots: (nowMs: number) => Promise<CurrencyCode[]>;
}

const winnersSchema = z.array(winnerSchema);

export function createMemoryClusterState(): ClusterState {
  let cursor: number | null = null;
  let winners: Winner[] | null = null;
  const jackpots = new Map<CurrencyCode, string>();
  const wanted = new Map<CurrencyCode, number>();
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
    wantJackpots: (currencies, untilMs) => {
      for (const currency of currencies) wanted.set(currency, untilMs);
      return Promise.resolve();
    },
    wantedJackpots: (nowMs) => {
      for (const [currency, until] of wanted) if (until <= nowMs) wanted.delete(currency);
      return Promise.resolve([...wanted.keys()]);
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

export function createRedisClusterState(client: Redis): ClusterState {
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
    wantJackpots: async (currencies, untilMs) => {
      if (currencies.length === 0) return;
      await client.zadd(
        REALTIME_KEYS.jackpotCurrencies,
        ...currencies.flatMap((currency) => [String(untilMs), currency]),
      );
    },
    wantedJackpots: async (nowMs) => {
      await client.zremrangebyscore(REALTIME_KEYS.jackpotCurrencies, '-inf', String(nowMs));
      const members = await client.zrange(REALTIME_KEYS.jackpotCurrencies, '0', '-1');
      return members.flatMap((member) => {
        const parsed = currencyCodeSchema.safeParse(member);
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
}
