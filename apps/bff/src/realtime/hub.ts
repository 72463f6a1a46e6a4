import {
  type ClientFrame,
  type CurrencyCode,
  type PlayerEventFrame,
  type RealtimeFeed,
  type ServerFrame,
  REALTIME_CLIENT_FRAME_BURST,
  REALTIME_CLIENT_FRAMES_PER_SECOND,
  REALTIME_CLOSE_CODES,
  parseClientFrame,
} from '@casino/shared';
import type { SocketCloseReason, WebsocketMetrics } from '../ops/metrics.js';
import type { Bus } from './bus.js';
import {
  jackpotsBusMessageSchema,
  jackpotsChannel,
  playerBusMessageSchema,
  playerChannel,
  winnersBusMessageSchema,
  WINNERS_CHANNEL,
} from './channels.js';
import type { ClusterState, Wish } from './cluster-state.js';
import type { EventLog } from './event-log.js';
import { type RawStream, rawStreamOf, textFrames } from './frames.js';

// This instance's sockets: which channels they need, what reaches them and in what order
// (docs/decisions/008-realtime.md). A bus message is parsed once and serialised once (to JSON
// and to bytes), then the same bytes are written to every socket that wants it. A public feed's
// messages heard in one turn of the event loop go out together: framed once, and written to each
// socket in one call (docs/decisions/029-realtime-fan-out.md).

/**
 * What the hub uses of a socket (ws's WebSocket fits): an interface of its own, so that the hub
 * does not depend on which copy of ws the websocket plugin was built with.
 */
export interface HubSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly CONNECTING: number;
  /** Bytes queued and not yet handed to the network. */
  readonly bufferedAmount: number;
  /** A text frame; given bytes (UTF-8), they are written as they are, not converted again. */
  send: (data: string | Buffer, options: { binary: false }) => void;
  close: (code: number, reason: string) => void;
  /** Drops the connection at once, without a closing handshake. */
  terminate: () => void;
  on(
    event: 'message',
    listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void,
  ): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** A text frame's content, whatever form ws hands it in. */
function textOf(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/** Who a socket belongs to: a signed-in player's session, or a guest (null). */
export interface SocketOwner {
  playerId: number;
  /** The session's public handle, so that a logout closes the sockets of that session. */
  sessionId: string;
}

export interface HubLimits {
  /** A PING goes out this often; a socket that has not answered the previous one is closed. */
  pingIntervalMs: number;
  /** Past this many bytes waiting to be written, a socket is closed (slow consumer). */
  maxBufferedBytes: number;
  /** Past this many bytes waiting, jackpot values are held back and only the latest is sent. */
  coalesceBufferedBytes: number;
  /** Live events held while a socket's RESUME is read; past this, it is closed. */
  maxHeldEvents: number;
  /** A socket that sends no RESUME within this time gets its live events anyway. */
  resumeWaitMs: number;
  /** A client's frames: this many a second on average; the rest are dropped unread. */
  framesPerSecond: number;
  /** This many frames at once; a client that goes on past twice this is closed (flood). */
  frameBurst: number;
  /**
   * How long this instance's wishes (events for its players, winners, jackpot currencies) last
   * between renewals; the cluster's poller polls only what is wished for.
   */
  demandMs: number;
}

export const DEFAULT_HUB_LIMITS: HubLimits = {
  pingIntervalMs: 25_000,
  maxBufferedBytes: 1024 * 1024,
  coalesceBufferedBytes: 64 * 1024,
  maxHeldEvents: 500,
  resumeWaitMs: 5_000,
  framesPerSecond: REALTIME_CLIENT_FRAMES_PER_SECOND,
  frameBurst: REALTIME_CLIENT_FRAME_BURST,
  demandMs: 30_000,
};

export interface HubLogger {
  debug: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/** Tells which sessions have ended (the session manager fits). */
export interface SessionChecker {
  /**
   * The ended ones among these session handles, in one batch. A session the store cannot
   * confirm now must not be among them: an outage of the store is not a logout.
   */
  findEnded: (sessionIds: readonly string[]) => Promise<readonly string[]>;
}

export interface HubOptions {
  bus: Bus;
  /**
   * Checked on every PING tick, once per session however many sockets it has: a session that
   * ended without a logout (idle or absolute limit) has its sockets closed as at a logout.
   */
  sessions?: SessionChecker;
  events: EventLog;
  state: ClusterState;
  limits?: Partial<HubLimits>;
  metrics?: WebsocketMetrics;
  log: HubLogger;
  /** Epoch milliseconds. */
  now?: () => number;
}

const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

const TEXT_FRAME = { binary: false } as const;
const frameText = (frame: ServerFrame) => JSON.stringify(frame);
const PING_TEXT = frameText({ type: 'PING', data: {} });
const SHUTDOWN_TEXT = frameText({ type: 'RECONNECT', data: { reason: 'shutdown' } });
const BAD_FRAME_TEXT = frameText({ type: 'ERROR', data: { code: 'bad_frame' } });
const NOT_SIGNED_IN_TEXT = frameText({ type: 'ERROR', data: { code: 'not_signed_in' } });
const UNEXPECTED_TEXT = frameText({ type: 'ERROR', data: { code: 'unexpected' } });
const RESYNC_TEXT = frameText({ type: 'RESYNC', data: {} });

/** This instance's sockets on one bus channel. */
interface ChannelEntry {
  sockets: Set<Connection>;
  leave: () => void;
  /**
   * A jackpots channel's latest frame as heard here, for a socket that subscribes later (so
   * that a thousand subscriptions cost no thousand reads); undefined until heard or read.
   */
  latest?: Buffer | string;
  /** The one read of the latest frame from the cluster's state, shared by those who wait. */
  latestRead?: Promise<string | null>;
  /** A public feed's frames heard in this turn and not yet written; null when none. */
  outbox: Buffer[] | null;
}

/** Frames written to a channel's sockets together, in order. */
class Batch {
  readonly payloads: readonly Buffer[];
  #frames: Buffer | undefined;

  constructor(payloads: readonly Buffer[]) {
    this.payloads = payloads;
  }

  /** The last frame (jackpot values: the latest wins). */
  get last(): Buffer {
    const last = this.payloads.at(-1);
    if (last === undefined) throw new Error('an empty batch');
    return last;
  }

  /** The frames framed, once for all the sockets written to directly. */
  frames(): Buffer {
    this.#frames ??= textFrames(this.payloads);
    return this.#frames;
  }
}

/** The entry's latest frame, read through a call so that no narrowing survives an await. */
const latestOf = (entry: ChannelEntry) => entry.latest;

/** One socket's state. */
class Connection {
  readonly socket: HubSocket;
  readonly owner: SocketOwner | null;
  /** ws's TCP stream, for frames framed once for many sockets; null: each goes by send(). */
  readonly raw: RawStream | null;
  // Two flags rather than a Set: every byte here is paid once per socket.
  jackpots = false;
  winners = false;
  currency: CurrencyCode = DEFAULT_CURRENCY;
  /** Answered the last PING (or said anything since). */
  alive = true;
  /** Until the RESUME is answered, live events wait here, so that all arrive in order. */
  held: PlayerEventFrame[] | null;
  resumeTimer: NodeJS.Timeout | undefined;
  /** The last event id written, so that an event is never written twice. */
  lastEventId = 0;
  /** Jackpot values held back while the socket's buffer is full (latest wins). */
  pendingJackpots: string | Buffer | null = null;
  /** Why the hub closed it; null while open, or when the peer closed it. */
  closeReason: SocketCloseReason | null = null;
  /** The frame budget left (below zero: frames dropped since it ran out), and when it was. */
  frameTokens: number;
  frameTokensAt: number;

  constructor(socket: HubSocket, owner: SocketOwner | null, burst: number, at: number) {
    this.socket = socket;
    this.owner = owner;
    this.raw = rawStreamOf(socket) ?? null;
    this.held = owner === null ? null : [];
    this.frameTokens = burst;
    this.frameTokensAt = at;
  }
}

export interface RealtimeHub {
  /** Takes a freshly upgraded socket; the hub owns it from here. */
  accept: (socket: HubSocket, owner: SocketOwner | null) => void;
  /** Sockets open on this instance. */
  size: () => number;
  /** Closes every socket of the session on every instance (a logout). */
  endSession: (owner: SocketOwner) => Promise<void>;
  /**
   * Closes this instance's sockets of the player, every session's (a time-out or
   * self-exclusion; each instance hears it on the sessions channel).
   */
  closePlayer: (playerId: number) => void;
  /** Tells every client to reconnect elsewhere and closes the sockets (shutdown). */
  close: () => Promise<void>;
}

export function createRealtimeHub({
  bus,
  events,
  state,
  sessions,
  limits: limitOverrides,
  metrics,
  log,
  now = Date.now,
}: HubOptions): RealtimeHub {
  const limits: HubLimits = { ...DEFAULT_HUB_LIMITS, ...limitOverrides };
  const connections = new Set<Connection>();
  /** Sockets holding back jackpot values until their buffer drains (usually none). */
  const pending = new Set<Connection>();
  /** Local sockets by bus channel, and the function that leaves the channel. */
  const byChannel = new Map<string, ChannelEntry>();
  /** When each wish was last recorded here: a burst of sockets records it once. */
  const wishedAt = new Map<Wish, number>();
  let closing = false;
  /** Whether a check of the sessions is under way (a slow store must not pile them up). */
  let checkingSessions = false;

  function closeSocket(
    connection: Connection,
    code: number,
    reason: string,
    why: SocketCloseReason,
  ): void {
    const { socket } = connection;
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
      connection.closeReason ??= why;
      socket.close(code, reason);
    }
  }

  /**
   * Whether frames may be written to the socket now: not when it is closing, nor past the buffer
   * bound (a slow consumer, closed), nor when jackpot values are coalesced (`latest` waits for
   * the drain instead).
   */
  function writable(connection: Connection, latest: string | Buffer | null): boolean {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return false;
    const buffered = socket.bufferedAmount;
    if (buffered > limits.maxBufferedBytes) {
      log.debug({ buffered }, 'realtime: slow consumer closed');
      closeSocket(connection, REALTIME_CLOSE_CODES.slowConsumer, 'slow consumer', 'slow_consumer');
      socket.terminate();
      return false;
    }
    if (latest !== null && buffered > limits.coalesceBufferedBytes) {
      connection.pendingJackpots = latest;
      pending.add(connection);
      return false;
    }
    return true;
  }

  /** Writes a frame, minding the socket's buffer; a coalesced frame may wait for the drain. */
  function send(connection: Connection, text: string | Buffer, coalesce = false): void {
    if (writable(connection, coalesce ? text : null)) connection.socket.send(text, TEXT_FRAME);
  }

  /** Writes a public feed's frames, in one call where the socket allows it. */
  function sendBatch(connection: Connection, batch: Batch, coalesce: boolean): void {
    if (!writable(connection, coalesce ? batch.last : null)) return;
    if (connection.raw !== null) connection.raw.write(batch.frames());
    else for (const payload of batch.payloads) connection.socket.send(payload, TEXT_FRAME);
  }

  /** Writes what the channel heard in this turn to its sockets, the frames built once. */
  function flush(entry: ChannelEntry, kind: 'jackpots' | 'winners'): void {
    const payloads = entry.outbox;
    entry.outbox = null;
    if (payloads === null) return;
    const batch = new Batch(payloads);
    const coalesce = kind === 'jackpots';
    for (const connection of entry.sockets) {
      // Outside the bus's delivery now: one socket's fault must not keep the frames from the rest.
      try {
        sendBatch(connection, batch, coalesce);
      } catch (error) {
        log.warn({ err: String(error), kind }, 'realtime: a feed’s frames were not written');
      }
    }
  }

  function sendEvent(connection: Connection, frame: PlayerEventFrame, text?: Buffer): void {
    if (frame.id <= connection.lastEventId) return;
    connection.lastEventId = frame.id;
    send(connection, text ?? JSON.stringify(frame));
  }

  function deliverPlayerMessage(sockets: Iterable<Connection>, body: unknown): void {
    const parsed = playerBusMessageSchema.safeParse(body);
    if (!parsed.success) {
      log.warn({}, 'realtime: a malformed player message was dropped');
      return;
    }
    const message = parsed.data;
    if (message.kind === 'logout') {
      for (const connection of sockets) {
        if (connection.owner?.sessionId === message.sessionId) {
          closeSocket(connection, REALTIME_CLOSE_CODES.loggedOut, 'logged out', 'logout');
        }
      }
      return;
    }
    const text = Buffer.from(JSON.stringify(message.frame));
    for (const connection of sockets) {
      if (connection.held === null) sendEvent(connection, message.frame, text);
      else if (connection.held.length < limits.maxHeldEvents) connection.held.push(message.frame);
      else {
        closeSocket(
          connection,
          REALTIME_CLOSE_CODES.slowConsumer,
          'slow consumer',
          'slow_consumer',
        );
      }
    }
  }

  /**
   * A public feed's message: parsed and serialised once, and written with whatever else the
   * channel hears in this turn (a backlog read at once from Redis goes out in one write per
   * socket, not one per message).
   */
  function deliverPublic(entry: ChannelEntry, body: unknown, kind: 'jackpots' | 'winners'): void {
    const parsed =
      kind === 'jackpots'
        ? jackpotsBusMessageSchema.safeParse(body)
        : winnersBusMessageSchema.safeParse(body);
    if (!parsed.success) {
      log.warn({ kind }, 'realtime: a malformed feed message was dropped');
      return;
    }
    const text = Buffer.from(JSON.stringify(parsed.data));
    if (kind === 'jackpots') entry.latest = text;
    if (entry.outbox !== null) {
      entry.outbox.push(text);
      return;
    }
    entry.outbox = [text];
    queueMicrotask(() => {
      flush(entry, kind);
    });
  }

  function join(channel: string, connection: Connection, kind: 'player' | 'jackpots' | 'winners') {
    let entry = byChannel.get(channel);
    if (entry === undefined) {
      const created: ChannelEntry = {
        sockets: new Set<Connection>(),
        leave: () => undefined,
        outbox: null,
      };
      created.leave = bus.subscribe(channel, (body) => {
        if (kind === 'player') deliverPlayerMessage(created.sockets, body);
        else deliverPublic(created, body, kind);
      });
      entry = created;
      byChannel.set(channel, entry);
    }
    entry.sockets.add(connection);
  }

  function leave(channel: string, connection: Connection): void {
    const entry = byChannel.get(channel);
    if (entry === undefined) return;
    entry.sockets.delete(connection);
    if (entry.sockets.size > 0) return;
    byChannel.delete(channel);
    entry.leave();
  }

  function localWishes(): Wish[] {
    const wishes = new Set<Wish>();
    for (const connection of connections) {
      if (connection.owner !== null) wishes.add('events');
      if (connection.winners) wishes.add('winners');
      if (connection.jackpots) wishes.add(connection.currency);
    }
    return [...wishes];
  }

  /** Records wishes; `renew` records them all, else only those not recorded lately. */
  function wish(wishes: readonly Wish[], renew = false): Promise<void> {
    const at = now();
    const fresh = renew
      ? wishes
      : wishes.filter((wish) => at - (wishedAt.get(wish) ?? -Infinity) >= limits.demandMs / 3);
    if (fresh.length === 0) return Promise.resolve();
    for (const wish of fresh) wishedAt.set(wish, at);
    return state.want(fresh, at + limits.demandMs).catch((error: unknown) => {
      for (const wish of fresh) wishedAt.delete(wish);
      log.debug({ err: String(error) }, 'realtime: wishes not recorded');
    });
  }

  async function sendLatestJackpots(connection: Connection): Promise<void> {
    const entry = byChannel.get(jackpotsChannel(connection.currency));
    try {
      void wish([connection.currency]);
      if (entry !== undefined && entry.latest === undefined) {
        entry.latestRead ??= state.jackpots(connection.currency);
        const stored = await entry.latestRead;
        // A live frame heard meanwhile (read afresh: the await may have changed it) is newer.
        if (latestOf(entry) === undefined && stored !== null) entry.latest = stored;
      }
      const latest = entry?.latest;
      if (latest !== undefined && connection.jackpots) send(connection, latest, true);
    } catch (error) {
      log.debug({ err: String(error) }, 'realtime: latest jackpot values unavailable');
    }
  }

  function subscribe(
    connection: Connection,
    feeds: readonly RealtimeFeed[],
    currency: CurrencyCode,
  ) {
    const wanted = new Set(feeds);
    const hadJackpots = connection.jackpots;
    const oldJackpots = jackpotsChannel(connection.currency);
    if (hadJackpots && (!wanted.has('jackpots') || currency !== connection.currency)) {
      leave(oldJackpots, connection);
    }
    if (connection.winners && !wanted.has('winners')) leave(WINNERS_CHANNEL, connection);
    const joinsJackpots =
      wanted.has('jackpots') && (!hadJackpots || currency !== connection.currency);
    const joinsWinners = wanted.has('winners') && !connection.winners;
    connection.jackpots = wanted.has('jackpots');
    connection.winners = wanted.has('winners');
    connection.currency = currency;
    if (joinsWinners) {
      join(WINNERS_CHANNEL, connection, 'winners');
      void wish(['winners']);
    }
    if (joinsJackpots) {
      join(jackpotsChannel(currency), connection, 'jackpots');
      void sendLatestJackpots(connection);
    }
  }

  function releaseHeld(connection: Connection): void {
    clearTimeout(connection.resumeTimer);
    const held = connection.held;
    connection.held = null;
    for (const frame of held ?? []) sendEvent(connection, frame);
  }

  async function resume(connection: Connection, lastEventId: number | null): Promise<void> {
    if (connection.owner === null) {
      send(connection, NOT_SIGNED_IN_TEXT);
      return;
    }
    // Only the first RESUME counts: after it the socket is live and in order already.
    if (connection.held === null) return;
    if (lastEventId !== null) {
      connection.lastEventId = lastEventId;
      try {
        const missed = await events.after(connection.owner.playerId, lastEventId);
        if (!missed.complete) send(connection, RESYNC_TEXT);
        for (const frame of missed.events) sendEvent(connection, frame);
      } catch (error) {
        log.warn({ err: String(error) }, 'realtime: missed events unavailable; resync');
        send(connection, RESYNC_TEXT);
      }
    }
    releaseHeld(connection);
  }

  function onFrame(connection: Connection, frame: ClientFrame): void {
    switch (frame.type) {
      case 'PONG':
        return;
      case 'SUBSCRIBE':
        subscribe(connection, frame.feeds, frame.currency ?? DEFAULT_CURRENCY);
        return;
      case 'RESUME':
        resume(connection, frame.lastEventId).catch((error: unknown) => {
          frameFailed(connection, error);
        });
        return;
    }
  }

  /**
   * Takes one frame from the socket's budget (a token bucket): false drops the frame unread, and
   * a client still sending at twice the burst past its budget is closed.
   */
  function withinBudget(connection: Connection): boolean {
    const at = now();
    const refill = ((at - connection.frameTokensAt) * limits.framesPerSecond) / 1000;
    connection.frameTokensAt = at;
    connection.frameTokens = Math.min(limits.frameBurst, connection.frameTokens + refill) - 1;
    if (connection.frameTokens >= 0) return true;
    if (connection.frameTokens <= -limits.frameBurst) {
      log.debug({}, 'realtime: flooding client closed');
      closeSocket(connection, REALTIME_CLOSE_CODES.flood, 'too many frames', 'flood');
    }
    return false;
  }

  /** A frame's handling threw: the client hears a generic error, the log the details. */
  function frameFailed(connection: Connection, error: unknown): void {
    log.error({ err: error }, 'realtime: handling a client frame failed');
    send(connection, UNEXPECTED_TEXT);
  }

  function drop(connection: Connection): void {
    if (!connections.delete(connection)) return;
    pending.delete(connection);
    clearTimeout(connection.resumeTimer);
    if (connection.owner !== null) leave(playerChannel(connection.owner.playerId), connection);
    if (connection.jackpots) leave(jackpotsChannel(connection.currency), connection);
    if (connection.winners) leave(WINNERS_CHANNEL, connection);
    metrics?.connectionClosed(connection.closeReason ?? 'peer');
  }

  /**
   * Closes the sockets of sessions that ended without a logout (idle, absolute limit): one
   * question to the store per tick, naming each session once.
   */
  async function checkSessions(): Promise<void> {
    if (sessions === undefined || checkingSessions) return;
    const bySession = new Map<string, Connection[]>();
    for (const connection of connections) {
      if (connection.owner === null) continue;
      const list = bySession.get(connection.owner.sessionId);
      if (list === undefined) bySession.set(connection.owner.sessionId, [connection]);
      else list.push(connection);
    }
    if (bySession.size === 0) return;
    checkingSessions = true;
    try {
      const ended = await sessions.findEnded([...bySession.keys()]);
      for (const sessionId of ended) {
        for (const connection of bySession.get(sessionId) ?? []) {
          // A socket that closed meanwhile is gone from the set; the others end as at a logout.
          if (!connections.has(connection)) continue;
          closeSocket(connection, REALTIME_CLOSE_CODES.loggedOut, 'logged out', 'session_expired');
        }
      }
    } catch (error) {
      // Unknown is not ended: the sockets stay, and the next tick asks again.
      log.debug({ err: String(error) }, 'realtime: sessions not checked');
    } finally {
      checkingSessions = false;
    }
  }

  // One timer for every socket's PING, and the renewal of this instance's jackpot currencies.
  const pingTimer = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        closeSocket(connection, REALTIME_CLOSE_CODES.deadPeer, 'no pong', 'no_pong');
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      send(connection, PING_TEXT);
    }
    void checkSessions();
  }, limits.pingIntervalMs);
  pingTimer.unref();

  const flushTimer = setInterval(() => {
    for (const connection of pending) {
      const text = connection.pendingJackpots;
      if (text !== null && connection.socket.bufferedAmount > limits.coalesceBufferedBytes) {
        continue;
      }
      pending.delete(connection);
      connection.pendingJackpots = null;
      if (text !== null) send(connection, text, true);
    }
  }, 250);
  flushTimer.unref();

  const demandTimer = setInterval(
    () => {
      void wish(localWishes(), true);
    },
    Math.max(100, Math.floor(limits.demandMs / 3)),
  );
  demandTimer.unref();

  return {
    accept: (socket, owner) => {
      if (closing) {
        socket.close(REALTIME_CLOSE_CODES.serviceRestart, 'shutting down');
        return;
      }
      const connection = new Connection(socket, owner, limits.frameBurst, now());
      connections.add(connection);
      metrics?.connectionOpened();
      socket.on('message', (data, isBinary) => {
        if (connection.closeReason !== null || !withinBudget(connection)) return;
        connection.alive = true;
        try {
          const frame = isBinary ? undefined : parseClientFrame(textOf(data));
          if (frame === undefined) send(connection, BAD_FRAME_TEXT);
          else onFrame(connection, frame);
        } catch (error) {
          frameFailed(connection, error);
        }
      });
      socket.on('close', () => {
        drop(connection);
      });
      // Socket errors are the owner's to handle (the websocket plugin logs them and terminates
      // the socket, which closes it): a second listener here would cost memory per socket.
      send(
        connection,
        frameText({
          type: 'READY',
          data: { signedIn: owner !== null, pingIntervalMs: limits.pingIntervalMs },
        }),
      );
      if (owner !== null) {
        join(playerChannel(owner.playerId), connection, 'player');
        void wish(['events']);
        connection.resumeTimer = setTimeout(() => {
          releaseHeld(connection);
        }, limits.resumeWaitMs);
        connection.resumeTimer.unref();
      }
    },
    size: () => connections.size,
    endSession: async (owner) => {
      await bus.publish(playerChannel(owner.playerId), {
        kind: 'logout',
        sessionId: owner.sessionId,
      });
    },
    closePlayer: (playerId) => {
      for (const connection of [...connections]) {
        if (connection.owner?.playerId !== playerId) continue;
        closeSocket(connection, REALTIME_CLOSE_CODES.loggedOut, 'logged out', 'logout');
      }
    },
    close: async () => {
      closing = true;
      clearInterval(pingTimer);
      clearInterval(flushTimer);
      clearInterval(demandTimer);
      const sockets = [...connections];
      for (const connection of sockets) {
        send(connection, SHUTDOWN_TEXT);
        closeSocket(
          connection,
          REALTIME_CLOSE_CODES.serviceRestart,
          'reconnect elsewhere',
          'shutdown',
        );
      }
      for (const connection of sockets) drop(connection);
      for (const entry of byChannel.values()) entry.leave();
      byChannel.clear();
      await Promise.resolve();
    },
  };
}
