import {
  type CurrencyCode,
  type JackpotsFrame,
  type NewWinnerFrame,
  type PlayerEventFrame,
  playerEventFrameSchema,
} from '@casino/shared';
import type { UpstreamClients } from '../upstreams/clients.js';
import type { Bus } from './bus.js';
import {
  jackpotsChannel,
  playerChannel,
  WINNERS_CHANNEL,
  type PlayerBusMessage,
} from './channels.js';
import type { ClusterState } from './cluster-state.js';
import type { EventLog } from './event-log.js';
import type { LeaderLock } from './leader-lock.js';
import { newWinners } from './new-winners.js';

// The shared upstream feeds are polled once per cluster, by whichever instance holds the leader
// lock, and only changes are published (docs/decisions/008-realtime.md).

export interface PollerTimings {
  /** The lock's expiry; the holder renews it at a third of this, the others try as often. */
  leaderLockMs: number;
  /** The all-players events feed. */
  eventsPollMs: number;
  /** The jackpots list (SPEC.md section 7: every 5 s). */
  jackpotsPollMs: number;
  winnersPollMs: number;
}

export interface PollerLogger {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

export interface ClusterPollerOptions {
  lock: LeaderLock;
  clients: Pick<UpstreamClients, 'casino' | 'jackpot'>;
  bus: Bus;
  events: EventLog;
  state: ClusterState;
  timings: PollerTimings;
  log: PollerLogger;
  /** Epoch milliseconds. */
  now?: () => number;
  /** Told when this instance starts or stops leading. */
  onLeadership?: (leading: boolean) => void;
}

export interface ClusterPoller {
  start: () => void;
  /** Stops polling and releases the lock, so that another instance takes over at once. */
  stop: () => Promise<void>;
  isLeader: () => boolean;
  /**
   * Resolves when this instance next completes a poll of the events feed, one that read the
   * feed (someone wanted the events); tests wait on it.
   */
  eventsPolled: () => Promise<void>;
}

/** Events read per call of the all-players feed; a full page is followed at once by the next. */
const EVENTS_PAGE = 100;
/** At most this many pages per poll, so that a backlog cannot hold the poller for long. */
const EVENTS_PAGES_PER_POLL = 20;
/** At most this many new winners are announced per poll. */
const NEW_WINNERS_PER_POLL = 10;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs `task` now and then `intervalMs` after each run ends, until stopped. */
function repeat(task: () => Promise<void>, intervalMs: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    await task();
    if (stopped) return;
    timer = setTimeout(() => void run(), intervalMs);
    timer.unref();
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export function createClusterPoller({
  lock,
  clients,
  bus,
  events,
  state,
  timings,
  log,
  now = Date.now,
  onLeadership,
}: ClusterPollerOptions): ClusterPoller {
  let leading = false;
  let stopLockLoop: (() => void) | undefined;
  let stopTasks: (() => void)[] = [];
  // What this leader last published; read from the shared state when it starts leading.
  let cursor: number | null = null;
  const lastJackpots = new Map<CurrencyCode, string>();
  let polledWaiters: (() => void)[] = [];

  /** Answers false when no socket needs the players' events (nothing was polled). */
  async function pollEvents(): Promise<boolean> {
    if (!(await state.wanted(now())).events) return false;
    cursor ??= await state.eventsCursor();
    if (cursor === null) {
      // A cluster's first poll starts at the feed's end: what happened before had no listener.
      const feed = await clients.casino.allEvents({ after: 0, limit: 1 });
      cursor = feed.lastId;
      await state.setEventsCursor(cursor);
      return true;
    }
    for (let page = 0; page < EVENTS_PAGES_PER_POLL && leading; page += 1) {
      const feed = await clients.casino.allEvents({ after: cursor, limit: EVENTS_PAGE });
      if (feed.lastId < cursor) {
        // The upstream's feed started again (a mock world reset): follow it from its start.
        log.warn(
          { cursor, lastId: feed.lastId },
          'realtime: the events feed went back; following it',
        );
        cursor = 0;
        continue;
      }
      for (const item of feed.items) {
        const frame: PlayerEventFrame = playerEventFrameSchema.parse({
          ...item.message,
          id: item.id,
        });
        // A stream that already holds the id means another leader published it: not again.
        if (await events.append(item.userId, frame)) {
          const message: PlayerBusMessage = { kind: 'event', frame };
          await bus.publish(playerChannel(item.userId), message);
        }
        cursor = item.id;
      }
      if (feed.items.length > 0) await state.setEventsCursor(cursor);
      if (feed.items.length < EVENTS_PAGE) break;
    }
    return true;
  }

  async function pollJackpots(): Promise<void> {
    const { jackpots: currencies } = await state.wanted(now());
    for (const currency of currencies) {
      const jackpots = await clients.jackpot.jackpots(currency);
      const frame: JackpotsFrame = { type: 'JACKPOTS', data: { currency, jackpots } };
      const text = JSON.stringify(frame);
      const previous = lastJackpots.get(currency) ?? (await state.jackpots(currency));
      if (text === previous) continue;
      lastJackpots.set(currency, text);
      await state.setJackpots(currency, text, timings.jackpotsPollMs * 6);
      await bus.publish(jackpotsChannel(currency), frame);
    }
  }

  async function pollWinners(): Promise<void> {
    if (!(await state.wanted(now())).winners) return;
    const { items } = await clients.casino.winners('weekly');
    const previous = await state.winners();
    for (const winner of newWinners(previous, items, NEW_WINNERS_PER_POLL)) {
      const frame: NewWinnerFrame = { type: 'NEW_WINNER', data: winner };
      await bus.publish(WINNERS_CHANNEL, frame);
    }
    await state.setWinners(items);
  }

  /** Runs a poll unless this instance stopped leading; answers what it answered, or false. */
  const guarded =
    <T>(name: string, task: () => Promise<T>) =>
    async (): Promise<T | false> => {
      if (!leading) return false;
      try {
        return await task();
      } catch (error) {
        log.warn({ feed: name, err: errorText(error) }, 'realtime: polling a feed failed');
        return false;
      }
    };

  function lead(): void {
    leading = true;
    cursor = null;
    lastJackpots.clear();
    log.info({}, 'realtime: this instance polls the shared feeds');
    onLeadership?.(true);
    stopTasks = [
      repeat(async () => {
        if (!(await guarded('events', pollEvents)())) return;
        const waiters = polledWaiters;
        polledWaiters = [];
        for (const wake of waiters) wake();
      }, timings.eventsPollMs),
      repeat(async () => {
        await guarded('jackpots', pollJackpots)();
      }, timings.jackpotsPollMs),
      repeat(async () => {
        await guarded('winners', pollWinners)();
      }, timings.winnersPollMs),
    ];
  }

  function follow(): void {
    if (!leading) return;
    leading = false;
    for (const stopTask of stopTasks) stopTask();
    stopTasks = [];
    log.info({}, 'realtime: this instance no longer polls the shared feeds');
    onLeadership?.(false);
  }

  let lockReachable = true;

  async function checkLock(): Promise<void> {
    let held: boolean;
    try {
      held = await lock.acquire();
      lockReachable = true;
    } catch (error) {
      // Redis away: the lock cannot be renewed, and will lapse; stop before it does. Said once
      // per outage, not at every try.
      if (lockReachable) {
        log.warn({ err: errorText(error) }, 'realtime: the leader lock is unreachable');
      }
      lockReachable = false;
      held = false;
    }
    if (held && !leading) lead();
    else if (!held && leading) follow();
  }

  return {
    start: () => {
      stopLockLoop ??= repeat(checkLock, Math.max(100, Math.floor(timings.leaderLockMs / 3)));
    },
    stop: async () => {
      stopLockLoop?.();
      stopLockLoop = undefined;
      const wasLeading = leading;
      follow();
      if (wasLeading) await lock.release().catch(() => undefined);
    },
    isLeader: () => leading,
    eventsPolled: () =>
      new Promise((resolve) => {
        polledWaiters.push(resolve);
      }),
  };
}
