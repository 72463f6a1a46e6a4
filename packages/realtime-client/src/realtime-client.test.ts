import { type ClientFrame, type ServerFrame, REALTIME_CLOSE_CODES } from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as WsWebSocket } from 'ws';
import {
  RealtimeClient,
  type RealtimeStatus,
  type WebSocketFactory,
  type WebSocketLike,
} from './realtime-client.js';

/** A socket the test drives: it opens, speaks and closes when told. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: ClientFrame[] = [];
  closedWith: number | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(frame: ServerFrame | string): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  ready(signedIn: boolean, pingIntervalMs = 25_000): void {
    this.open();
    this.receive({ type: 'READY', data: { signedIn, pingIntervalMs } });
  }

  /** The server (or the network) closes it. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let client: RealtimeClient;
let statuses: RealtimeStatus[];

function latest(): FakeSocket {
  const socket = sockets.at(-1);
  if (socket === undefined) throw new Error('no socket opened');
  return socket;
}

function makeClient(options: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
  client = new RealtimeClient({
    url: 'https://casino.test/',
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    // The middle of every window: delays are half the window.
    random: () => 0.5,
    backoff: { initialMs: 1_000, maxMs: 8_000 },
    offlineAfterMs: 3_000,
    ...options,
  });
  client.onStatus((status) => statuses.push(status));
  return client;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  statuses = [];
});

afterEach(() => {
  client.stop();
  vi.useRealTimers();
});

describe('RealtimeClient', () => {
  it('opens /ws on the BFF’s origin, resumes and subscribes once READY', () => {
    makeClient({ lastEventId: 41 });
    client.subscribe({ feeds: ['jackpots'], currency: 'RON' });
    client.start();
    expect(latest().url).toBe('wss://casino.test/ws');
    expect(client.status).toBe('connecting');
    latest().ready(true);
    expect(latest().sent).toEqual([
      { type: 'RESUME', lastEventId: 41 },
      { type: 'SUBSCRIBE', feeds: ['jackpots'], currency: 'RON' },
    ]);
    expect(client.status).toBe('online');
    expect(client.signedIn).toBe(true);
    expect(statuses).toEqual(['connecting', 'online']);
  });

  it('resumes its first socket from the page’s position, then from the events it saw', () => {
    // The bootstrap's position: the feed stood at 0 when the page loaded (no events yet).
    makeClient({ lastEventId: 0 });
    const messages: string[] = [];
    client.on('USER_MESSAGE', (frame) => messages.push(frame.data.text));
    client.start();
    latest().ready(true);
    expect(latest().sent[0]).toEqual({ type: 'RESUME', lastEventId: 0 });
    // The server sends what was published before the socket opened, then live events.
    latest().receive({
      type: 'USER_MESSAGE',
      id: 3,
      data: { messageType: 'success', text: 'before the socket' },
    });
    expect(messages).toEqual(['before the socket']);
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().ready(true);
    expect(latest().sent[0]).toEqual({ type: 'RESUME', lastEventId: 3 });
  });

  it('sends no RESUME for a guest, and a new subscription at once when online', () => {
    makeClient();
    client.start();
    latest().ready(false);
    client.subscribe({ feeds: ['jackpots', 'winners'] });
    expect(latest().sent).toEqual([
      { type: 'SUBSCRIBE', feeds: [] },
      { type: 'SUBSCRIBE', feeds: ['jackpots', 'winners'] },
    ]);
  });

  it('hands frames to their listeners, keeps the last event id and drops repeats', () => {
    makeClient();
    const bonuses: number[] = [];
    const stop = client.on('USER_BONUS', (frame) => bonuses.push(frame.data.id));
    client.start();
    latest().ready(true);
    latest().receive({ type: 'USER_BONUS', id: 5, data: { id: 50 } });
    latest().receive({ type: 'USER_BONUS', id: 5, data: { id: 50 } });
    latest().receive({ type: 'USER_BONUS', id: 4, data: { id: 40 } });
    latest().receive({ type: 'USER_BONUS', id: 6, data: { id: 60 } });
    latest().receive('{"type":"USER_BONUS","data":{"id":"nope"}}');
    expect(bonuses).toEqual([50, 60]);
    expect(client.lastEventId).toBe(6);
    stop();
    latest().receive({ type: 'USER_BONUS', id: 7, data: { id: 70 } });
    expect(bonuses).toEqual([50, 60]);
    expect(client.lastEventId).toBe(7);
  });

  it('answers PING with PONG', () => {
    makeClient();
    client.start();
    latest().ready(false);
    latest().receive({ type: 'PING', data: {} });
    expect(latest().sent.at(-1)).toEqual({ type: 'PONG' });
  });

  it('reconnects with growing, jittered delays, reports offline, resumes from the last id', () => {
    makeClient();
    client.start();
    latest().ready(true);
    latest().receive({ type: 'USER_FREESPINS', id: 9, data: { number: 3 } });
    latest().drop();
    expect(client.status).toBe('connecting');
    expect(sockets).toHaveLength(1);

    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1); // half of the first 1 s window
    expect(sockets).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(999); // the second window is 2 s
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    // 3 s without a socket: the app should poll.
    vi.advanceTimersByTime(1_500);
    expect(client.status).toBe('offline');

    latest().ready(true);
    expect(client.status).toBe('online');
    expect(latest().sent[0]).toEqual({ type: 'RESUME', lastEventId: 9 });
    expect(statuses).toEqual(['connecting', 'online', 'connecting', 'offline', 'online']);

    // A good connection starts the backoff again.
    latest().drop();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
  });

  it('stays "connecting", not offline, through a brief reconnect', () => {
    makeClient();
    client.start();
    latest().ready(true);
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().ready(true);
    vi.advanceTimersByTime(10_000);
    expect(statuses).toEqual(['connecting', 'online', 'connecting', 'online']);
  });

  it('reconnects when the server falls silent for a ping interval and more', () => {
    makeClient();
    client.start();
    latest().ready(true, 1_000);
    vi.advanceTimersByTime(10_999);
    expect(sockets).toHaveLength(1);
    latest().receive({ type: 'PING', data: {} });
    vi.advanceTimersByTime(10_999);
    expect(client.status).toBe('online');
    vi.advanceTimersByTime(1);
    expect(sockets[0]?.closedWith).toBe(4000);
    expect(client.status).toBe('connecting');
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('forgets the resume point when the session ends (logout)', () => {
    makeClient();
    client.start();
    latest().ready(true);
    latest().receive({ type: 'USER_BONUS', id: 12, data: { id: 1 } });
    latest().drop(REALTIME_CLOSE_CODES.loggedOut);
    vi.advanceTimersByTime(500);
    latest().ready(false);
    expect(client.lastEventId).toBeNull();
    expect(latest().sent).toEqual([{ type: 'SUBSCRIBE', feeds: [] }]);
  });

  it('reconnects after the server’s RECONNECT and close', () => {
    makeClient();
    client.start();
    latest().ready(false);
    latest().receive({ type: 'RECONNECT', data: { reason: 'shutdown' } });
    latest().drop(REALTIME_CLOSE_CODES.serviceRestart);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('restart() reconnects at once as whoever the cookie now names', () => {
    makeClient();
    client.start();
    latest().ready(true);
    latest().receive({ type: 'USER_BONUS', id: 3, data: { id: 1 } });
    client.restart();
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.closedWith).toBe(1000);
    latest().ready(true);
    expect(latest().sent[0]).toEqual({ type: 'RESUME', lastEventId: null });
  });

  it('stops for good: no reconnect, offline', () => {
    makeClient();
    client.start();
    latest().ready(false);
    client.stop();
    expect(sockets[0]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('offline');
  });

  it('takes the browser’s WebSocket and ws’s as they are (types)', () => {
    const browser: WebSocketFactory = (url) => new WebSocket(url);
    const node: WebSocketFactory = (url) => new WsWebSocket(url);
    expect([typeof browser, typeof node]).toEqual(['function', 'function']);
    makeClient();
  });

  it('needs a WebSocket: the global one, or one passed in', () => {
    const original = (globalThis as { WebSocket?: unknown }).WebSocket;
    try {
      (globalThis as { WebSocket?: unknown }).WebSocket = undefined;
      expect(() => new RealtimeClient({ url: 'http://localhost:3000' })).toThrow(/WebSocket/);
    } finally {
      (globalThis as { WebSocket?: unknown }).WebSocket = original;
    }
    // A client made for the assertions after each test.
    makeClient();
  });
});
