import { type PlayerEventFrame, playerEventFrameSchema } from '@casino/shared';
import type { RedisClient } from '../redis-client.js';
import { REALTIME_KEYS } from './channels.js';

// Each player's recent events, for a client that reconnects with the last id it saw. Event ids
// are the upstream's, which grow across the whole feed, so a stream entry's id is the event's
// and a duplicate (a second leader polling the same page) is refused by Redis itself.

/** Events kept per player; a client away for longer gets RESYNC instead. */
export const EVENTS_KEPT_PER_PLAYER = 100;
/** A player's stream is dropped this long after their last event. */
export const EVENTS_TTL_MS = 24 * 60 * 60 * 1000;

export interface EventsAfter {
  events: PlayerEventFrame[];
  /** False when events after the id may have been dropped (the stream was trimmed past it). */
  complete: boolean;
}

export interface EventLog {
  /** Keeps the event; false when an event with this id (or a later one) is already kept. */
  append: (playerId: number, frame: PlayerEventFrame) => Promise<boolean>;
  /** The player's kept events after `lastId`, oldest first. */
  after: (playerId: number, lastId: number) => Promise<EventsAfter>;
}

export function createMemoryEventLog(kept: number = EVENTS_KEPT_PER_PLAYER): EventLog {
  const byPlayer = new Map<number, { events: PlayerEventFrame[]; trimmed: boolean }>();
  return {
    append: (playerId, frame) => {
      const log = byPlayer.get(playerId) ?? { events: [], trimmed: false };
      byPlayer.set(playerId, log);
      const last = log.events.at(-1);
      if (last !== undefined && last.id >= frame.id) return Promise.resolve(false);
      log.events.push(frame);
      if (log.events.length > kept) {
        log.events.shift();
        log.trimmed = true;
      }
      return Promise.resolve(true);
    },
    after: (playerId, lastId) => {
      const log = byPlayer.get(playerId);
      if (log === undefined) return Promise.resolve({ events: [], complete: true });
      const first = log.events[0];
      const complete = !log.trimmed || first === undefined || first.id <= lastId + 1;
      return Promise.resolve({ events: log.events.filter((event) => event.id > lastId), complete });
    },
  };
}

const entryId = (eventId: number) => `${String(eventId)}-1`;

/** Redis answers this when XADD's id is not above the stream's last. */
const STALE_ID = /equal or smaller/i;

function frameOf(fields: string[]): PlayerEventFrame | undefined {
  const index = fields.indexOf('frame');
  const text = index >= 0 ? fields[index + 1] : undefined;
  if (text === undefined) return undefined;
  try {
    const parsed = playerEventFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A bounded Redis Stream per player (XADD MAXLEN ~), expiring a day after its last event. */
export function createRedisEventLog(
  client: RedisClient,
  kept: number = EVENTS_KEPT_PER_PLAYER,
): EventLog {
  return {
    append: async (playerId, frame) => {
      const key = REALTIME_KEYS.playerEvents(playerId);
      try {
        await client.xadd(
          key,
          'MAXLEN',
          '~',
          kept,
          entryId(frame.id),
          'frame',
          JSON.stringify(frame),
        );
      } catch (error) {
        if (error instanceof Error && STALE_ID.test(error.message)) return false;
        throw error;
      }
      await client.pexpire(key, EVENTS_TTL_MS);
      return true;
    },
    after: async (playerId, lastId) => {
      const key = REALTIME_KEYS.playerEvents(playerId);
      const [entries, first, length] = await Promise.all([
        client.xrange(key, `(${entryId(lastId)}`, '+', 'COUNT', kept * 2),
        client.xrange(key, '-', '+', 'COUNT', 1),
        client.xlen(key),
      ]);
      const events = entries.flatMap(([, fields]) => {
        const frame = frameOf(fields);
        return frame === undefined ? [] : [frame];
      });
      const firstId = Number(first[0]?.[0].split('-')[0] ?? 0);
      // Ids are global, so a gap below the first kept id may hold none of this player's events;
      // only a stream that has been trimmed can have lost any.
      const complete = length < kept || firstId <= lastId + 1;
      return { events, complete };
    },
  };
}
