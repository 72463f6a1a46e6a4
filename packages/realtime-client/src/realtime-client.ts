import {
  type ClientFrame,
  type CurrencyCode,
  type RealtimeEventPosition,
  type RealtimeFeed,
  type ServerFrame,
  type ServerFrameType,
  REALTIME_CLOSE_CODES,
  REALTIME_PATH,
  isPlayerEventFrame,
  parseServerFrame,
} from '@casino/shared';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffSettings } from './backoff.js';

// The SPA's client of the BFF's /ws (docs/decisions/008-realtime.md): it keeps one socket open,
// reconnects with backoff and jitter, resumes from the last event id it saw, and says when it is
// down so that the app polls instead (see fallbackPolling).

/**
 * A handler property that implementations may type with a richer event (the browser's
 * MessageEvent, ws's): written as a method so that TypeScript compares it bivariantly.
 */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'] | null;

/** What the client needs of a WebSocket: the browser's, or `ws`'s in Node. */
export interface WebSocketLike {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: Handler<unknown>;
  onmessage: Handler<{ data: unknown }>;
  onclose: Handler<{ code: number }>;
  onerror: Handler<unknown>;
}
export type WebSocketFactory = (url: string) => WebSocketLike;

/** WebSocket.OPEN in every implementation. */
const OPEN = 1;

/**
 * connecting: no socket ready yet (start-up, or waiting to reconnect);
 * online: READY received, events flow; offline: down, and the app should poll.
 */
export type RealtimeStatus = 'connecting' | 'online' | 'offline';

export interface RealtimeSubscription {
  feeds: readonly RealtimeFeed[];
  currency?: CurrencyCode;
}

export interface RealtimeClientOptions {
  /** The BFF's origin (http(s)://host) or the websocket URL itself. */
  url: string;
  /** Opens a socket; the global WebSocket unless given. */
  connect?: WebSocketFactory;
  backoff?: Partial<BackoffSettings>;
  /** In [0, 1): the jitter's source. */
  random?: () => number;
  /**
   * How long the client tries before it reports offline: a brief reconnect is not worth
   * switching the app to polling and back.
   */
  offlineAfterMs?: number;
  /**
   * Where the first socket resumes after: the page's position in the player's feed (the
   * bootstrap's), so that events published before the socket opened are still delivered.
   */
  lastEventId?: RealtimeEventPosition | null;
  timers?: Timers;
}

/** The timer functions the client uses (fake ones in tests). */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

type FrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;
type Listener<T extends ServerFrameType> = (frame: FrameOf<T>) => void;

export const DEFAULT_OFFLINE_AFTER_MS = 3_000;

/** A ping interval's worth of silence plus this, and the socket is taken for dead. */
const SILENCE_SLACK_MS = 10_000;

function socketUrl(url: string): string {
  if (/^wss?:/.test(url)) return url;
  return `${url.replace(/^http/, 'ws').replace(/\/+$/, '')}${REALTIME_PATH}`;
}

function globalFactory(): WebSocketFactory {
  const constructor = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket;
  if (constructor === undefined) {
    throw new Error('no WebSocket in this environment: pass `connect`');
  }
  return (url) => new constructor(url);
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

export class RealtimeClient {
  readonly #url: string;
  readonly #connect: WebSocketFactory;
  readonly #backoff: BackoffSettings;
  readonly #random: () => number;
  readonly #offlineAfterMs: number;
  readonly #timers: Timers;
  readonly #listeners = new Map<ServerFrameType, Set<(frame: ServerFrame) => void>>();
  readonly #statusListeners = new Set<(status: RealtimeStatus) => void>();

  #socket: WebSocketLike | null = null;
  #status: RealtimeStatus = 'connecting';
  #attempt = 0;
  #running = false;
  #lastEventId: RealtimeEventPosition | null;
  #subscription: RealtimeSubscription = { feeds: [] };
  #signedIn = false;
  #reconnectTimer: unknown = null;
  #offlineTimer: unknown = null;
  #silenceTimer: unknown = null;
  #silenceMs = 0;

  constructor(options: RealtimeClientOptions) {
    this.#url = socketUrl(options.url);
    this.#connect = options.connect ?? globalFactory();
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    this.#random = options.random ?? Math.random;
    this.#offlineAfterMs = options.offlineAfterMs ?? DEFAULT_OFFLINE_AFTER_MS;
    this.#lastEventId = options.lastEventId ?? null;
    this.#timers = options.timers ?? globalTimers;
  }

  get status(): RealtimeStatus {
    return this.#status;
  }

  /** The last per-player event id received (or the start position): the resume point. */
  get lastEventId(): RealtimeEventPosition | null {
    return this.#lastEventId;
  }

  /** Whether the server took the socket for a signed-in player's (from READY). */
  get signedIn(): boolean {
    return this.#signedIn;
  }

  /** Opens the socket and keeps it open until stop(). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#attempt = 0;
    this.#open();
    this.#armOfflineTimer();
  }

  /** Closes the socket for good (until start()). */
  stop(): void {
    this.#running = false;
    this.#clearTimer('reconnect');
    this.#clearTimer('offline');
    this.#clearTimer('silence');
    const socket = this.#socket;
    this.#socket = null;
    if (socket !== null) {
      socket.onclose = null;
      socket.close(1000, 'stopped');
    }
    this.#setStatus('offline');
  }

  /**
   * Reconnects now, with the cookie as it is: call it after login and logout, so that the socket
   * belongs to the right player (a logout also closes the old one from the server's side).
   */
  restart(): void {
    if (!this.#running) return;
    const socket = this.#socket;
    this.#socket = null;
    if (socket !== null) {
      socket.onclose = null;
      socket.close(1000, 'restart');
    }
    this.#clearTimer('reconnect');
    this.#attempt = 0;
    this.#lastEventId = null;
    this.#open();
  }

  /** The public feeds wanted; replaces the earlier choice, and is sent again on reconnect. */
  subscribe(subscription: RealtimeSubscription): void {
    this.#subscription = { feeds: [...subscription.feeds], currency: subscription.currency };
    if (this.#status === 'online') this.#sendSubscription();
  }

  /** Listens to one kind of frame; answers the function that stops listening. */
  on<T extends ServerFrameType>(type: T, listener: Listener<T>): () => void {
    const set = this.#listeners.get(type) ?? new Set();
    this.#listeners.set(type, set);
    const wrapped = listener as (frame: ServerFrame) => void;
    set.add(wrapped);
    return () => {
      set.delete(wrapped);
    };
  }

  /** Listens to the status; called at once with the current one. */
  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.#statusListeners.add(listener);
    listener(this.#status);
    return () => {
      this.#statusListeners.delete(listener);
    };
  }

  #open(): void {
    let socket: WebSocketLike;
    try {
      socket = this.#connect(this.#url);
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onmessage = (event) => {
      if (this.#socket !== socket || typeof event.data !== 'string') return;
      const frame = parseServerFrame(event.data);
      if (frame !== undefined) this.#receive(frame);
    };
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#clearTimer('silence');
      this.#lost(event.code);
    };
    socket.onerror = () => undefined; // a close follows
  }

  #receive(frame: ServerFrame): void {
    this.#armSilenceTimer();
    switch (frame.type) {
      case 'READY':
        this.#signedIn = frame.data.signedIn;
        this.#silenceMs = frame.data.pingIntervalMs + SILENCE_SLACK_MS;
        this.#attempt = 0;
        this.#clearTimer('offline');
        // RESUME first: the server holds live events until it knows where the client was.
        if (frame.data.signedIn) this.#send({ type: 'RESUME', lastEventId: this.#lastEventId });
        this.#sendSubscription();
        this.#armSilenceTimer();
        this.#setStatus('online');
        break;
      case 'PING':
        this.#send({ type: 'PONG' });
        break;
      case 'RECONNECT':
        // The server goes away; its close follows and the socket reconnects (to another one).
        break;
      default:
        if (isPlayerEventFrame(frame)) {
          if (this.#lastEventId !== null && frame.id <= this.#lastEventId) return;
          this.#lastEventId = frame.id;
        }
    }
    const listeners = this.#listeners.get(frame.type);
    if (listeners === undefined) return;
    for (const listener of [...listeners]) listener(frame);
  }

  #lost(code: number): void {
    if (!this.#running) return;
    // A closed session's events are not the next player's to resume from.
    if (code === REALTIME_CLOSE_CODES.loggedOut) this.#lastEventId = null;
    this.#setStatus('connecting');
    this.#armOfflineTimer();
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (!this.#running) return;
    const delay = backoffDelay(this.#attempt, this.#backoff, this.#random);
    this.#attempt += 1;
    this.#clearTimer('reconnect');
    this.#reconnectTimer = this.#timers.setTimeout(() => {
      this.#reconnectTimer = null;
      if (this.#running && this.#socket === null) this.#open();
    }, delay);
  }

  #armOfflineTimer(): void {
    if (this.#offlineTimer !== null) return;
    this.#offlineTimer = this.#timers.setTimeout(() => {
      this.#offlineTimer = null;
      if (this.#status !== 'online') this.#setStatus('offline');
    }, this.#offlineAfterMs);
  }

  /** A server that says nothing for a ping interval and more is gone: reconnect. */
  #armSilenceTimer(): void {
    if (this.#silenceMs === 0) return;
    this.#clearTimer('silence');
    this.#silenceTimer = this.#timers.setTimeout(() => {
      this.#silenceTimer = null;
      const socket = this.#socket;
      if (socket === null) return;
      this.#socket = null;
      socket.onclose = null;
      socket.close(4000, 'silent server');
      this.#lost(REALTIME_CLOSE_CODES.deadPeer);
    }, this.#silenceMs);
  }

  #clearTimer(which: 'reconnect' | 'offline' | 'silence'): void {
    const handle =
      which === 'reconnect'
        ? this.#reconnectTimer
        : which === 'offline'
          ? this.#offlineTimer
          : this.#silenceTimer;
    if (handle !== null) this.#timers.clearTimeout(handle);
    if (which === 'reconnect') this.#reconnectTimer = null;
    else if (which === 'offline') this.#offlineTimer = null;
    else this.#silenceTimer = null;
  }

  #sendSubscription(): void {
    const { feeds, currency } = this.#subscription;
    this.#send({
      type: 'SUBSCRIBE',
      feeds: [...feeds],
      ...(currency === undefined ? {} : { currency }),
    });
  }

  #send(frame: ClientFrame): void {
    const socket = this.#socket;
    if (socket?.readyState !== OPEN) return;
    socket.send(JSON.stringify(frame));
  }

  #setStatus(status: RealtimeStatus): void {
    if (this.#status === status) return;
    this.#status = status;
    for (const listener of [...this.#statusListeners]) listener(status);
  }
}
