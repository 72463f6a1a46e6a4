import type {
  CurrencyCode,
  JackpotsList,
  RealtimeMessage,
  Winner,
  WinnersKind,
} from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceEventsFeed } from '../upstreams/wire.js';
import { createMemoryBus, type Bus } from './bus.js';
import { jackpotsChannel, playerChannel, WINNERS_CHANNEL } from './channels.js';
import { createClusterPoller, type ClusterPoller } from './cluster-poller.js';
import { createMemoryClusterState, type ClusterState } from './cluster-state.js';
import { createMemoryEventLog, type EventLog } from './event-log.js';
import { SOLE_LEADER, type LeaderLock } from './leader-lock.js';

/** Upstreams the test moves: an events feed, jackpot amounts and a winners list. */
class FakeUpstreams {
  events: ServiceEventsFeed['items'] = [];
  jackpotAmount = 100;
  winners: Winner[] = [];
  readonly calls: string[] = [];

  fire(userId: number, message: RealtimeMessage): void {
    const id = (this.events.at(-1)?.id ?? 0) + 1;
    this.events.push({ id, userId, createdAt: '2026-01-01T00:00:00.000Z', message });
  }

  readonly clients = {
    casino: {
      allEvents: ({ after = 0, limit = 50 }: { after?: number; limit?: number } = {}) => {
        this.calls.push(`events after ${String(after)}`);
        return Promise.resolve({
          items: this.events.filter((event) => event.id > after).slice(0, limit),
          lastId: this.events.at(-1)?.id ?? 0,
        });
      },
      winners: (kind: WinnersKind) => {
        this.calls.push(`winners ${kind}`);
        return Promise.resolve({ kind, items: [...this.winners] });
      },
    },
    jackpot: {
      jackpots: (currency?: CurrencyCode): Promise<JackpotsList> => {
        this.calls.push(`jackpots ${currency ?? 'EUR'}`);
        return Promise.resolve([
          {
            id: 1,
            tier: 'gold',
            amount: this.jackpotAmount,
            currency: currency ?? 'EUR',
            jackpotInfo: { probability: 1 },
          },
        ]);
      },
    },
  };
}

const winner = (login: string): Winner => ({
  login,
  amount: 5,
  currency: 'EUR',
  game: { id: 1, name: 'Fruits' },
});

const timings = {
  leaderLockMs: 3_000,
  eventsPollMs: 1_000,
  jackpotsPollMs: 5_000,
  winnersPollMs: 10_000,
};
const log = { info: () => undefined, warn: () => undefined };

let upstreams: FakeUpstreams;
let bus: Bus;
let events: EventLog;
let state: ClusterState;
let pollers: ClusterPoller[];
let heard: { channel: string; body: unknown }[];

function poller(lock: LeaderLock = SOLE_LEADER): ClusterPoller {
  const created = createClusterPoller({
    lock,
    // The fakes answer what the poller reads; the rest of the clients is not called.
    clients: upstreams.clients as unknown as Parameters<typeof createClusterPoller>[0]['clients'],
    bus,
    events,
    state,
    timings,
    log,
  });
  pollers.push(created);
  return created;
}

function listen(channel: string): void {
  bus.subscribe(channel, (body) => heard.push({ channel, body }));
}

beforeEach(() => {
  vi.useFakeTimers();
  upstreams = new FakeUpstreams();
  bus = createMemoryBus();
  events = createMemoryEventLog();
  state = createMemoryClusterState();
  pollers = [];
  heard = [];
});

/** Some socket in the cluster needs the players' events and the winners. */
async function wantFeeds(): Promise<void> {
  await state.want(['events', 'winners'], Date.now() + 3_600_000);
}

afterEach(async () => {
  await Promise.all(pollers.map((created) => created.stop()));
  vi.useRealTimers();
});

describe('the cluster poller', () => {
  it('stops polling while the lock is unreachable, and says so once', async () => {
    await wantFeeds();
    let reachable = true;
    const lock: LeaderLock = {
      acquire: () => (reachable ? Promise.resolve(true) : Promise.reject(new Error('timeout'))),
      release: () => Promise.resolve(),
    };
    const warnings: string[] = [];
    const leader = createClusterPoller({
      lock,
      clients: upstreams.clients as unknown as Parameters<typeof createClusterPoller>[0]['clients'],
      bus,
      events,
      state,
      timings,
      log: { info: () => undefined, warn: (_details, message) => warnings.push(message) },
    });
    pollers.push(leader);
    leader.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(leader.isLeader()).toBe(true);
    reachable = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(leader.isLeader()).toBe(false);
    expect(warnings).toEqual(['realtime: the leader lock is unreachable']);
    const calls = upstreams.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(upstreams.calls.length).toBe(calls);
    reachable = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(leader.isLeader()).toBe(true);
  });

  it('starts at the feed’s end, then publishes each new event on its player’s channel once', async () => {
    await wantFeeds();
    upstreams.fire(1, { type: 'USER_BONUS', data: { id: 5 } });
    listen(playerChannel(1));
    listen(playerChannel(2));
    const leader = poller();
    leader.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(leader.isLeader()).toBe(true);
    expect(await state.eventsCursor()).toBe(1);

    upstreams.fire(2, { type: 'USER_FREESPINS', data: { number: 3 } });
    upstreams.fire(1, { type: 'USER_MESSAGE', data: { messageType: 'success', text: 'Hi' } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).toEqual([
      {
        channel: playerChannel(2),
        body: { kind: 'event', frame: { type: 'USER_FREESPINS', id: 2, data: { number: 3 } } },
      },
      {
        channel: playerChannel(1),
        body: {
          kind: 'event',
          frame: { type: 'USER_MESSAGE', id: 3, data: { messageType: 'success', text: 'Hi' } },
        },
      },
    ]);
    expect(await events.after(1, 0)).toEqual({
      events: [{ type: 'USER_MESSAGE', id: 3, data: { messageType: 'success', text: 'Hi' } }],
      complete: true,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).toHaveLength(2);
  });

  it('goes on from the cursor under a new leader and publishes nothing twice', async () => {
    await wantFeeds();
    listen(playerChannel(1));
    const first = poller();
    first.start();
    await vi.advanceTimersByTimeAsync(0);
    upstreams.fire(1, { type: 'USER_BONUS', data: { id: 1 } });
    await vi.advanceTimersByTimeAsync(1_000);
    await first.stop();
    upstreams.fire(1, { type: 'USER_BONUS', data: { id: 2 } });
    // A leader whose cursor write was lost reads the page again: the kept stream refuses it.
    await state.setEventsCursor(0);
    const second = poller();
    second.start();
    await vi.advanceTimersByTimeAsync(0);
    const ids = heard.map(({ body }) => (body as { frame: { id: number } }).frame.id);
    expect(ids).toEqual([1, 2]);
  });

  it('polls nothing nobody wants', async () => {
    const leader = poller();
    leader.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(leader.isLeader()).toBe(true);
    expect(upstreams.calls).toEqual([]);
  });

  it('polls the jackpots only in wanted currencies, once per interval, publishing changes only', async () => {
    listen(jackpotsChannel('EUR'));
    const leader = poller();
    leader.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(upstreams.calls.filter((call) => call.startsWith('jackpots'))).toEqual([]);

    await state.want(['EUR'], Date.now() + 60_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    upstreams.jackpotAmount = 101;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(upstreams.calls.filter((call) => call.startsWith('jackpots'))).toEqual([
      'jackpots EUR',
      'jackpots EUR',
      'jackpots EUR',
    ]);
    const amounts = heard.map(
      ({ body }) => (body as { data: { jackpots: { amount: number }[] } }).data.jackpots[0]?.amount,
    );
    expect(amounts).toEqual([100, 101]);
    expect(await state.jackpots('EUR')).toContain('"amount":101');
  });

  it('announces winners newer than the last list, oldest first', async () => {
    await wantFeeds();
    listen(WINNERS_CHANNEL);
    upstreams.winners = [winner('b'), winner('a')];
    const leader = poller();
    leader.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([]);
    upstreams.winners = [winner('d'), winner('c'), winner('b'), winner('a')];
    await vi.advanceTimersByTimeAsync(10_000);
    expect(heard.map(({ body }) => (body as { data: Winner }).data.login)).toEqual(['c', 'd']);
  });

  it('calls no upstream while another instance holds the lock, and takes over when it lapses', async () => {
    await wantFeeds();
    let holder: 'other' | 'me' = 'other';
    const lock: LeaderLock = {
      acquire: () => Promise.resolve(holder === 'me'),
      release: () => Promise.resolve(),
    };
    const follower = poller(lock);
    follower.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(upstreams.calls).toEqual([]);
    expect(follower.isLeader()).toBe(false);
    holder = 'me';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(follower.isLeader()).toBe(true);
    expect(upstreams.calls.length).toBeGreaterThan(0);
    // Lost again (Redis away, or the lock taken): it stops polling.
    holder = 'other';
    await vi.advanceTimersByTimeAsync(1_000);
    const calls = upstreams.calls.length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(follower.isLeader()).toBe(false);
    expect(upstreams.calls.length).toBe(calls);
  });
});
