import {
  type CurrencyCode,
  jackpotsFrameSchema,
  newWinnerFrameSchema,
  playerEventFrameSchema,
} from '@casino/shared';
import { z } from 'zod';

// Bus channels and Redis keys of the realtime fan-out, and what may travel on each channel.
// The Redis client adds REDIS_KEY_PREFIX to keys; the bus adds it to channels.

export const playerChannel = (playerId: number): string => `rt:player:${String(playerId)}`;
export const jackpotsChannel = (currency: CurrencyCode): string => `rt:jackpots:${currency}`;
export const WINNERS_CHANNEL = 'rt:winners';
/**
 * Every instance listens: a player's sessions were all ended (a time-out or self-exclusion), so
 * each instance forgets what it remembers of them and closes the player's sockets.
 */
export const SESSIONS_CHANNEL = 'rt:sessions';

export const REALTIME_KEYS = {
  /** The cluster's poller: whoever holds it (with an expiry) polls the shared feeds. */
  leader: 'rt:leader',
  /** The last upstream event id published, so that a new leader goes on from there. */
  eventsCursor: 'rt:events-cursor',
  /** Each player's recent events, a bounded stream, for resume. */
  playerEvents: (playerId: number): string => `rt:events:${String(playerId)}`,
  /** The latest jackpot values per currency (latest wins), for a new subscriber. */
  jackpots: (currency: CurrencyCode): string => `rt:jackpots:${currency}`,
  /**
   * What sockets somewhere need polled (events, winners, jackpot currencies), each scored by
   * when the wish lapses unless renewed.
   */
  wishes: 'rt:wishes',
  /** The winners list as last polled, so that a new leader publishes only newer winners. */
  winners: 'rt:winners',
} as const;

/** A player's channel carries their events and the end of their sessions. */
export const playerBusMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), frame: playerEventFrameSchema }),
  z.object({ kind: z.literal('logout'), sessionId: z.string().min(1) }),
]);
export type PlayerBusMessage = z.infer<typeof playerBusMessageSchema>;

export const jackpotsBusMessageSchema = jackpotsFrameSchema;
export const winnersBusMessageSchema = newWinnerFrameSchema;

export const sessionsBusMessageSchema = z.object({
  kind: z.literal('player-ended'),
  playerId: z.number().int().positive(),
});
export type SessionsBusMessage = z.infer<typeof sessionsBusMessageSchema>;
