import { EventEmitter } from 'node:events';
import {
  type JackpotsFrame,
  type ServerFrame,
  REALTIME_CLOSE_CODES,
  parseServerFrame,
} from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus, type Bus } from './bus.js';
import { jackpotsChannel, playerChannel } from './channels.js';
import { createMemoryClusterState, type ClusterState } from './cluster-state.js';
import { createMemoryEventLog, type EventLog } from './event-log.js';
import { createSessionManager } from '../sessions/session-manager.js';
import {
  SessionStoreUnavailableError,
  createMemorySessionStore,
  sessionHandle,
  type SessionStore,
} from '../sessions/session-store.js';
import { testSessionRecord } from '../sessions/testing.js';
import { createRealtimeHub, type HubSocket, type RealtimeHub } from './hub.js';
import { readTextFrames } from './testing.js';

/** A socket whose buffer the test fills and drains. */
class FakeSocket extends EventEmitter implements HubSocket {
  readonly OPEN = 1;
  readonly CONNECTING = 0;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  terminated = false;
  /** A live peer answers PING; a dead one does not. */
  answersPings = true;

  send(data: string | Buffer): void {
    const text = data.toString();
    this.sent.push(text);
    if (this.answersPings && text.includes('"PING"')) this.say({ type: 'PONG' });
  }

  close(code: number): void {
    this.closedWith = code;
    this.readyState = 2;
    this.emit('close');
  }

  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }

  frames(): ServerFrame[] {
    return this.sent.flatMap((text) => {
      const frame = parseServerFrame(text);
      return frame === undefined ? [] : [frame];
    });
  }

  types(): string[] {
    return this.frames().map((frame) => frame.type);
  }

  say(frame: unknown): void {
    this.emit('message', Buffer.from(JSON.stringify(frame)), false);
  }
}

/**
 * A ws socket without extensions: the hub writes the public feeds' frames, framed by itself, to
 * its TCP stream (recorded here), and the rest through send().
 */
class RawFakeSocket extends FakeSocket {
  readonly extensions = '';
  readonly writes: Buffer[] = [];
  readonly _socket: { write: (data: Buffer) => boolean } = {
    write: (data) => {
      this.writes.push(data);
      return true;
    },
  };

  /** The frames of each write, as a client reads them. */
  written(): ServerFrame[][] {
    return this.writes.map((bytes) =>
      readTextFrames(bytes).flatMap((text) => {
        const frame = parseServerFrame(text);
        return frame === undefined ? [] : [frame];
      }),
    );
  }
}

const log = { debug: () => undefined, warn: () => undefined, error: () => undefined };
const owner = { playerId: 7, sessionId: 'session-7' };

function jackpots(amount: number): JackpotsFrame {
  return {
    type: 'JACKPOTS',
    data: {
      currency: 'EUR',
      jackpots: [{ id: 1, tier: 'gold', amount, currency: 'EUR', jackpotInfo: { probability: 1 } }],
    },
  };
}

function event(id: number, number = id) {
  return { kind: 'event', frame: { type: 'USER_FREESPINS', id, data: { number } } };
}

let bus: Bus;
let events: EventLog;
let state: ClusterState;
let hub: RealtimeHub;
const opened = vi.fn();
const closed = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  bus = createMemoryBus();
  events = createMemoryEventLog(5);
  state = createMemoryClusterState();
  hub = createRealtimeHub({
    bus,
    events,
    state,
    log,
    limits: {
      pingIntervalMs: 1_000,
      maxBufferedBytes: 1_000,
      coalesceBufferedBytes: 100,
      maxHeldEvents: 3,
      resumeWaitMs: 2_000,
    },
    metrics: { connectionOpened: opened, connectionClosed: closed },
  });
});

afterEach(async () => {
  await hub.close();
  vi.useRealTimers();
  opened.mockReset();
  closed.mockReset();
});

describe('RealtimeHub', () => {
  it('wishes for what its sockets need, and renews it while they stay', async () => {
    expect(await state.wanted(Date.now())).toEqual({ events: false, winners: false, jackpots: [] });
    const player = new FakeSocket();
    hub.accept(player, owner);
    const guest = new FakeSocket();
    hub.accept(guest, null);
    guest.say({ type: 'SUBSCRIBE', feeds: ['winners', 'jackpots'], currency: 'PLN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(await state.wanted(Date.now())).toEqual({
      events: true,
      winners: true,
      jackpots: ['PLN'],
    });
    // Renewed while they stay (the default wish lasts 30 s)…
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await state.wanted(Date.now())).events).toBe(true);
    // …and lapses once they are gone.
    player.close(1000);
    guest.close(1000);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await state.wanted(Date.now())).toEqual({ events: false, winners: false, jackpots: [] });
  });

  it('greets a socket with READY and counts it open and closed', () => {
    const socket = new FakeSocket();
    hub.accept(socket, null);
    expect(socket.frames()[0]).toEqual({
      type: 'READY',
      data: { signedIn: false, pingIntervalMs: 1_000 },
    });
    expect(opened).toHaveBeenCalledTimes(1);
    socket.close(1000);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledWith('peer');
    expect(hub.size()).toBe(0);
  });

  it('subscribes each channel once per instance and leaves it with its last socket', async () => {
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of sockets) {
      hub.accept(socket, null);
      socket.say({ type: 'SUBSCRIBE', feeds: ['jackpots', 'winners'] });
    }
    const spy = vi.spyOn(bus, 'subscribe');
    const extra = new FakeSocket();
    hub.accept(extra, null);
    extra.say({ type: 'SUBSCRIBE', feeds: ['jackpots'] });
    expect(spy).not.toHaveBeenCalled();
    expect(bus.channels().sort()).toEqual(['rt:jackpots:EUR', 'rt:winners']);

    await bus.publish(jackpotsChannel('EUR'), jackpots(10));
    for (const socket of [...sockets, extra]) expect(socket.types()).toContain('JACKPOTS');

    for (const socket of [...sockets, extra]) socket.close(1000);
    expect(bus.channels()).toEqual([]);
  });

  it('sends the latest jackpot values on subscribe, in the currency asked for', async () => {
    await state.setJackpots(
      'RON',
      JSON.stringify({ ...jackpots(5), data: { ...jackpots(5).data, currency: 'RON' } }),
      60_000,
    );
    const socket = new FakeSocket();
    hub.accept(socket, null);
    socket.say({ type: 'SUBSCRIBE', feeds: ['jackpots'], currency: 'RON' });
    await vi.waitFor(() => {
      expect(socket.types()).toContain('JACKPOTS');
    });
    expect((await state.wanted(Date.now())).jackpots).toEqual(['RON']);
    // Changing the currency moves the socket to the other channel.
    socket.say({ type: 'SUBSCRIBE', feeds: ['jackpots'], currency: 'EUR' });
    expect(bus.channels()).toEqual(['rt:jackpots:EUR']);
    socket.say({ type: 'SUBSCRIBE', feeds: [] });
    expect(bus.channels()).toEqual([]);
  });

  it('records a burst of subscriptions’ wish once and reads the latest values once', async () => {
    const want = vi.spyOn(state, 'want');
    const read = vi.spyOn(state, 'jackpots');
    const sockets = Array.from({ length: 50 }, () => new FakeSocket());
    for (const socket of sockets) {
      hub.accept(socket, null);
      socket.say({ type: 'SUBSCRIBE', feeds: ['jackpots'] });
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(want).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
    // Values heard live are what a later subscriber gets, without a read.
    await bus.publish(jackpotsChannel('EUR'), jackpots(9));
    const late = new FakeSocket();
    hub.accept(late, null);
    late.say({ type: 'SUBSCRIBE', feeds: ['jackpots'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    expect(late.frames().at(-1)).toEqual(jackpots(9));
  });

  it('serialises and frames a feed’s message once per channel, however many sockets it has', async () => {
    const [eur1, eur2, usd] = [new RawFakeSocket(), new RawFakeSocket(), new RawFakeSocket()];
    for (const [socket, currency] of [
      [eur1, 'EUR'],
      [eur2, 'EUR'],
      [usd, 'USD'],
    ] as const) {
      hub.accept(socket, null);
      socket.say({ type: 'SUBSCRIBE', feeds: ['jackpots'], currency });
    }
    await vi.advanceTimersByTimeAsync(0);
    const stringify = vi.spyOn(JSON, 'stringify');

    await bus.publish(jackpotsChannel('EUR'), jackpots(1));

    const serialised = stringify.mock.calls.filter(
      ([value]) => (value as { type?: unknown } | null)?.type === 'JACKPOTS',
    );
    stringify.mockRestore();
    expect(serialised).toHaveLength(1);
    // The same bytes, built once, in one write to each socket of the EUR channel; none to USD.
    expect(eur1.writes).toHaveLength(1);
    expect(eur2.writes[0]).toBe(eur1.writes[0]);
    expect(eur1.written()).toEqual([[jackpots(1)]]);
    expect(usd.writes).toEqual([]);
    // Nothing of the feed went frame by frame through send().
    expect(eur1.types()).toEqual(['READY']);
  });

  it('writes a feed’s messages heard in one turn together, in order, in one write per socket', async () => {
    const sockets = [new RawFakeSocket(), new RawFakeSocket()];
    for (const socket of sockets) {
      hub.accept(socket, null);
      socket.say({ type: 'SUBSCRIBE', feeds: ['jackpots'] });
    }
    await vi.advanceTimersByTimeAsync(0);

    // Two messages in one turn (a backlog read from Redis at once), then one in a turn of its own.
    const first = bus.publish(jackpotsChannel('EUR'), jackpots(2));
    const second = bus.publish(jackpotsChannel('EUR'), jackpots(3));
    await Promise.all([first, second]);
    await bus.publish(jackpotsChannel('EUR'), jackpots(4));

    for (const socket of sockets) {
      expect(socket.written()).toEqual([[jackpots(2), jackpots(3)], [jackpots(4)]]);
    }
  });

  it('writes a feed’s frames to the other sockets when one socket’s write throws', async () => {
    const broken = new RawFakeSocket();
    const healthy = new RawFakeSocket();
    for (const socket of [broken, healthy]) {
      hub.accept(socket, null);
      socket.say({ type: 'SUBSCRIBE', feeds: ['jackpots'] });
    }
    await vi.advanceTimersByTimeAsync(0);
    broken._socket.write = () => {
      throw new Error('stream gone');
    };

    await bus.publish(jackpotsChannel('EUR'), jackpots(7));

    expect(healthy.written()).toEqual([[jackpots(7)]]);
  });

  it('holds back a batch for a slow reader and sends only its latest jackpot values once drained', async () => {
    const slow = new RawFakeSocket();
    hub.accept(slow, null);
    slow.say({ type: 'SUBSCRIBE', feeds: ['jackpots'] });
    await vi.advanceTimersByTimeAsync(0);
    slow.bufferedAmount = 500;

    const first = bus.publish(jackpotsChannel('EUR'), jackpots(5));
    const second = bus.publish(jackpotsChannel('EUR'), jackpots(6));
    await Promise.all([first, second]);
    expect(slow.writes).toEqual([]);

    slow.bufferedAmount = 0;
    await vi.advanceTimersByTimeAsync(250);
    expect(slow.frames().filter((frame) => frame.type === 'JACKPOTS')).toEqual([jackpots(6)]);
  });

  it('holds a player’s live events until RESUME, then sends the missed ones first, in order, once each', async () => {
    for (const id of [3, 4, 5])
      await events.append(7, { type: 'USER_FREESPINS', id, data: { number: id } });
    const socket = new FakeSocket();
    hub.accept(socket, owner);
    // Live while the RESUME is on its way: 5 again (kept and published) and 6.
    await bus.publish(playerChannel(7), event(5));
    await bus.publish(playerChannel(7), event(6));
    expect(socket.types()).toEqual(['READY']);
    socket.say({ type: 'RESUME', lastEventId: 3 });
    await vi.waitFor(() => {
      expect(socket.types()).toHaveLength(4);
    });
    const ids = socket.frames().flatMap((frame) => ('id' in frame ? [frame.id] : []));
    expect(ids).toEqual([4, 5, 6]);
    await bus.publish(playerChannel(7), event(7));
    expect(socket.frames().at(-1)).toMatchObject({ id: 7 });
  });

  it('says RESYNC when the events after the id were trimmed away', async () => {
    for (let id = 10; id <= 20; id += 1) {
      await events.append(7, { type: 'USER_FREESPINS', id, data: { number: id } });
    }
    const socket = new FakeSocket();
    hub.accept(socket, owner);
    socket.say({ type: 'RESUME', lastEventId: 2 });
    await vi.waitFor(() => {
      expect(socket.types()).toEqual([
        'READY',
        'RESYNC',
        ...Array<string>(5).fill('USER_FREESPINS'),
      ]);
    });
  });

  it('sends held events after a while to a socket that never sends RESUME', async () => {
    const socket = new FakeSocket();
    hub.accept(socket, owner);
    await bus.publish(playerChannel(7), event(1));
    expect(socket.types()).toEqual(['READY']);
    vi.advanceTimersByTime(1_000);
    socket.say({ type: 'PONG' });
    vi.advanceTimersByTime(999);
    expect(socket.types()).toEqual(['READY', 'PING']);
    vi.advanceTimersByTime(1);
    expect(socket.types().filter((type) => type !== 'PING')).toEqual(['READY', 'USER_FREESPINS']);
  });

  it('closes a socket whose held events pass the bound', async () => {
    const socket = new FakeSocket();
    hub.accept(socket, owner);
    for (const id of [1, 2, 3, 4]) await bus.publish(playerChannel(7), event(id));
    expect(socket.closedWith).toBe(REALTIME_CLOSE_CODES.slowConsumer);
  });

  it('never sends a guest a player’s event, and ignores a guest’s RESUME', async () => {
    const guest = new FakeSocket();
    hub.accept(guest, null);
    guest.say({ type: 'RESUME', lastEventId: 1 });
    await bus.publish(playerChannel(7), event(9));
    expect(guest.frames().map((frame) => frame.type)).toEqual(['READY', 'ERROR']);
  });

  it('coalesces jackpot values for a slow reader and closes it past the bound', async () => {
    const slow = new FakeSocket();
    hub.accept(slow, null);
    slow.say({ type: 'SUBSCRIBE', feeds: ['jackpots'] });
    slow.bufferedAmount = 500;
    for (const amount of [1, 2, 3]) await bus.publish(jackpotsChannel('EUR'), jackpots(amount));
    expect(slow.types()).toEqual(['READY']);
    // Drained: only the latest values go out.
    slow.bufferedAmount = 0;
    vi.advanceTimersByTime(250);
    const sent = slow.frames().filter((frame) => frame.type === 'JACKPOTS');
    expect(sent).toEqual([jackpots(3)]);

    slow.bufferedAmount = 5_000;
    await bus.publish(jackpotsChannel('EUR'), jackpots(4));
    expect(slow.closedWith).toBe(REALTIME_CLOSE_CODES.slowConsumer);
    expect(slow.terminated).toBe(true);
    expect(closed.mock.calls).toEqual([['slow_consumer']]);
  });

  it('pings, and closes a socket that did not answer the previous PING', () => {
    const good = new FakeSocket();
    good.answersPings = false;
    const dead = new FakeSocket();
    dead.answersPings = false;
    hub.accept(good, null);
    hub.accept(dead, null);
    vi.advanceTimersByTime(1_000);
    expect(good.types()).toEqual(['READY', 'PING']);
    good.say({ type: 'PONG' });
    vi.advanceTimersByTime(1_000);
    expect(good.closedWith).toBeNull();
    expect(dead.closedWith).toBe(REALTIME_CLOSE_CODES.deadPeer);
    expect(closed.mock.calls).toEqual([['no_pong']]);
  });

  it('closes the sockets of a session that ended, and only those', async () => {
    const mine = new FakeSocket();
    const otherSession = new FakeSocket();
    hub.accept(mine, owner);
    hub.accept(otherSession, { playerId: 7, sessionId: 'session-8' });
    await hub.endSession(owner);
    expect(mine.closedWith).toBe(REALTIME_CLOSE_CODES.loggedOut);
    expect(otherSession.closedWith).toBeNull();
    expect(closed.mock.calls).toEqual([['logout']]);
  });

  it('drops a malformed bus message without harm', async () => {
    const socket = new FakeSocket();
    hub.accept(socket, owner);
    socket.say({ type: 'RESUME', lastEventId: null });
    await bus.publish(playerChannel(7), { kind: 'event', frame: { type: 'USER_BONUS', id: 1 } });
    await bus.publish(playerChannel(7), event(2));
    expect(socket.types()).toEqual(['READY', 'USER_FREESPINS']);
  });

  it('tells every socket to reconnect elsewhere on close, and refuses new ones', async () => {
    const socket = new FakeSocket();
    hub.accept(socket, null);
    await hub.close();
    expect(socket.types()).toEqual(['READY', 'RECONNECT']);
    expect(socket.closedWith).toBe(REALTIME_CLOSE_CODES.serviceRestart);
    expect(closed.mock.calls).toEqual([['shutdown']]);
    const late = new FakeSocket();
    hub.accept(late, null);
    expect(late.closedWith).toBe(REALTIME_CLOSE_CODES.serviceRestart);
  });
});

describe('RealtimeHub and sessions that lapse', () => {
  const MINUTE = 60_000;
  const lifetimes = { idleTimeoutMs: 30 * MINUTE, absoluteTimeoutMs: 2 * 60 * MINUTE };
  const START = Date.parse('2025-03-12T12:00:00Z');

  /** A hub whose sessions live in a memory store on a clock the test moves. */
  function setUp() {
    let at = START;
    const now = () => at;
    const memory = createMemorySessionStore({ lifetimes, now });
    let away = false;
    const asked: string[][] = [];
    const store: SessionStore = {
      ...memory,
      findEnded: (handles) => {
        asked.push([...handles]);
        return away
          ? Promise.reject(new SessionStoreUnavailableError())
          : memory.findEnded(handles);
      },
    };
    const sessions = createSessionManager({ store, lifetimes, cookieSecure: false, now });
    const closedBy = vi.fn();
    const checked = createRealtimeHub({
      bus,
      events,
      state,
      log,
      sessions,
      limits: { pingIntervalMs: MINUTE },
      metrics: { connectionOpened: () => undefined, connectionClosed: closedBy },
    });
    const ownerOf = async (lastSeenAt = START) => {
      const id = await store.create(testSessionRecord(START, { lastSeenAt }));
      return { id, owner: { playerId: 42, sessionId: sessionHandle(id) } };
    };
    return {
      hub: checked,
      store,
      asked,
      closedBy,
      ownerOf,
      advance: async (ms: number) => {
        at += ms;
        await vi.advanceTimersByTimeAsync(ms);
      },
      setAway: (value: boolean) => {
        away = value;
      },
    };
  }

  it('closes the sockets of a session gone idle within a PING interval, as at a logout', async () => {
    const { hub: checked, store, asked, closedBy, ownerOf, advance } = setUp();
    const idle = await ownerOf();
    const busy = await ownerOf();
    const first = new FakeSocket();
    const second = new FakeSocket();
    const other = new FakeSocket();
    const guest = new FakeSocket();
    checked.accept(first, idle.owner);
    checked.accept(second, idle.owner);
    checked.accept(other, busy.owner);
    checked.accept(guest, null);

    await advance(29 * MINUTE);
    await store.touch(busy.id, testSessionRecord(START, { lastSeenAt: START + 29 * MINUTE }));
    expect(first.closedWith).toBeNull();
    await advance(MINUTE);
    expect(first.closedWith).toBe(REALTIME_CLOSE_CODES.loggedOut);
    expect(second.closedWith).toBe(REALTIME_CLOSE_CODES.loggedOut);
    expect(other.closedWith).toBeNull();
    expect(guest.closedWith).toBeNull();
    expect(closedBy.mock.calls).toEqual([['session_expired'], ['session_expired']]);
    // One question per tick, each session named once however many sockets it has.
    expect(asked).toHaveLength(30);
    expect(asked.at(-1)?.sort()).toEqual([idle.owner.sessionId, busy.owner.sessionId].sort());
    await advance(MINUTE);
    expect(asked.at(-1)).toEqual([busy.owner.sessionId]);
    await checked.close();
  });

  it('closes a busy session’s sockets at its absolute limit', async () => {
    const { hub: checked, store, ownerOf, advance } = setUp();
    const session = await ownerOf();
    const socket = new FakeSocket();
    checked.accept(socket, session.owner);
    for (let minute = 10; minute < 120; minute += 10) {
      await advance(10 * MINUTE);
      await store.touch(
        session.id,
        testSessionRecord(START, { lastSeenAt: START + minute * MINUTE }),
      );
      expect(socket.closedWith).toBeNull();
    }
    await advance(10 * MINUTE);
    expect(socket.closedWith).toBe(REALTIME_CLOSE_CODES.loggedOut);
    await checked.close();
  });

  it('keeps the sockets while the store cannot tell, and closes them once it says ended', async () => {
    const { hub: checked, ownerOf, advance, setAway, closedBy } = setUp();
    const session = await ownerOf();
    const socket = new FakeSocket();
    checked.accept(socket, session.owner);
    setAway(true);
    await advance(45 * MINUTE);
    expect(socket.closedWith).toBeNull();
    setAway(false);
    await advance(MINUTE);
    expect(socket.closedWith).toBe(REALTIME_CLOSE_CODES.loggedOut);
    await checked.close();
    expect(closedBy.mock.calls).toEqual([['session_expired']]);
  });

  it('asks nothing when no player is connected', async () => {
    const { hub: checked, asked, advance } = setUp();
    checked.accept(new FakeSocket(), null);
    await advance(5 * MINUTE);
    expect(asked).toEqual([]);
    await checked.close();
  });
});
