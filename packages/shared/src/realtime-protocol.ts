import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';
import { jackpotsListSchema } from './jackpot.js';
import {
  balanceChangedEventSchema,
  jackpotWinEventSchema,
  tournamentPointsEventSchema,
  gamificationEventSchema,
  userBonusEventSchema,
  userFreeSpinsEventSchema,
  userMessageEventSchema,
} from './realtime.js';
import { winnerSchema } from './winner-schemas.js';

// The websocket protocol of /ws (docs/decisions/008-realtime.md). Frames are JSON text, one
// message each, parsed with these schemas by the BFF and by the SPA's client alike.

/** The websocket path on the BFF's own origin. */
export const REALTIME_PATH = '/ws';

/** A frame larger than this closes the socket (close code 1009). */
export const REALTIME_MAX_FRAME_BYTES = 64 * 1024;

/**
 * A client's frame budget: this many a second on average, this many at once. Frames past it are
 * dropped unread; a client that goes on past twice the burst is closed (close code 1008). The
 * SPA's client sends a RESUME, a SUBSCRIBE now and then and a PONG per PING: far below.
 */
export const REALTIME_CLIENT_FRAMES_PER_SECOND = 20;
export const REALTIME_CLIENT_FRAME_BURST = 40;

/** Close codes the protocol uses beside the standard ones. */
export const REALTIME_CLOSE_CODES = {
  /** The server is going away (shutdown): reconnect, to another instance. */
  goingAway: 1001,
  /** A frame over REALTIME_MAX_FRAME_BYTES. */
  tooLarge: 1009,
  /** The client kept sending past its frame budget (REALTIME_CLIENT_FRAMES_PER_SECOND). */
  flood: 1008,
  /** The server restarts: reconnect after a short, jittered wait. */
  serviceRestart: 1012,
  /** The client read too slowly and its buffer passed the bound. */
  slowConsumer: 4008,
  /** The session ended (logout): reconnect as a guest if at all. */
  loggedOut: 4001,
  /** No PONG within a ping interval. */
  deadPeer: 4002,
} as const;

/** An event id of the player's feed; ids grow with time, so the last one seen is a cursor. */
export const realtimeEventIdSchema = z.number().int().positive();
export type RealtimeEventId = z.infer<typeof realtimeEventIdSchema>;

/**
 * A point in the player's feed to resume after: an event id seen, or where the feed stood when
 * the page loaded (the bootstrap's position, 0 when the feed had none yet).
 */
export const realtimeEventPositionSchema = z.number().int().nonnegative();
export type RealtimeEventPosition = z.infer<typeof realtimeEventPositionSchema>;

/** The public feeds a socket may subscribe to; a player's own events need no subscription. */
export const REALTIME_FEEDS = ['jackpots', 'winners'] as const;
export const realtimeFeedSchema = z.enum(REALTIME_FEEDS);
export type RealtimeFeed = z.infer<typeof realtimeFeedSchema>;

// Server to client.

/** Sent once on connection: who the socket is and how often the server pings. */
export const readyFrameSchema = z.object({
  type: z.literal('READY'),
  data: z.object({ signedIn: z.boolean(), pingIntervalMs: z.number().int().positive() }),
});

/** Per-player events carry the id the client resumes from. */
const withId = { id: realtimeEventIdSchema };
export const playerEventFrameSchemas = [
  userMessageEventSchema.extend(withId),
  userBonusEventSchema.extend(withId),
  userFreeSpinsEventSchema.extend(withId),
  jackpotWinEventSchema.extend(withId),
  balanceChangedEventSchema.extend(withId),
  tournamentPointsEventSchema.extend(withId),
  gamificationEventSchema.extend(withId),
] as const;
export const playerEventFrameSchema = z.discriminatedUnion('type', playerEventFrameSchemas);
export type PlayerEventFrame = z.infer<typeof playerEventFrameSchema>;

/** The current jackpot values in one currency; only the latest matters (latest wins). */
export const jackpotsFrameSchema = z.object({
  type: z.literal('JACKPOTS'),
  data: z.object({ currency: currencyCodeSchema, jackpots: jackpotsListSchema }),
});
export type JackpotsFrame = z.infer<typeof jackpotsFrameSchema>;

/** A winner who was not on the winners list before. */
export const newWinnerFrameSchema = z.object({
  type: z.literal('NEW_WINNER'),
  data: winnerSchema,
});
export type NewWinnerFrame = z.infer<typeof newWinnerFrameSchema>;

/**
 * The events after a resume's id are no longer all kept: the client should read the state the
 * events would have changed (balance, bonuses, free spins) afresh.
 */
export const resyncFrameSchema = z.object({ type: z.literal('RESYNC'), data: z.object({}) });

/** The server shuts down: reconnect, and the load balancer sends the socket elsewhere. */
export const reconnectFrameSchema = z.object({
  type: z.literal('RECONNECT'),
  data: z.object({ reason: z.enum(['shutdown']) }),
});

/** Liveness: the client answers with PONG; a socket that does not is closed. */
export const pingFrameSchema = z.object({ type: z.literal('PING'), data: z.object({}) });

/**
 * A client frame the server could not read (`bad_frame`; nothing changed), a RESUME from a guest
 * (`not_signed_in`), or a frame whose handling failed on the server (`unexpected`: no detail; the
 * server logs it).
 */
export const REALTIME_ERROR_CODES = ['bad_frame', 'not_signed_in', 'unexpected'] as const;
export const errorFrameSchema = z.object({
  type: z.literal('ERROR'),
  data: z.object({ code: z.enum(REALTIME_ERROR_CODES) }),
});

export const serverFrameSchema = z.discriminatedUnion('type', [
  readyFrameSchema,
  ...playerEventFrameSchemas,
  jackpotsFrameSchema,
  newWinnerFrameSchema,
  resyncFrameSchema,
  reconnectFrameSchema,
  pingFrameSchema,
  errorFrameSchema,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
export type ServerFrameType = ServerFrame['type'];

// Client to server.

/**
 * The public feeds the socket wants, replacing any earlier choice; jackpot values come in the
 * given currency (EUR unless given).
 */
export const subscribeFrameSchema = z.object({
  type: z.literal('SUBSCRIBE'),
  feeds: z.array(realtimeFeedSchema).max(REALTIME_FEEDS.length),
  currency: currencyCodeSchema.optional(),
});
export type SubscribeFrame = z.infer<typeof subscribeFrameSchema>;

/**
 * The first frame a client sends: the last event id it saw, or the page's position (null when
 * none). The server sends what came after it, then the live events, in order.
 */
export const resumeFrameSchema = z.object({
  type: z.literal('RESUME'),
  lastEventId: realtimeEventPositionSchema.nullable(),
});
export type ResumeFrame = z.infer<typeof resumeFrameSchema>;

export const pongFrameSchema = z.object({ type: z.literal('PONG') });

export const clientFrameSchema = z.discriminatedUnion('type', [
  subscribeFrameSchema,
  resumeFrameSchema,
  pongFrameSchema,
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

function parseJsonFrame<T>(schema: z.ZodType<T>, text: string): T | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** A frame from the server, or undefined for anything else (it is dropped). */
export function parseServerFrame(text: string): ServerFrame | undefined {
  return parseJsonFrame(serverFrameSchema, text);
}

/** A frame from a client, or undefined for anything else (answered with ERROR bad_frame). */
export function parseClientFrame(text: string): ClientFrame | undefined {
  return parseJsonFrame(clientFrameSchema, text);
}

/** Whether a frame is one of the player's own events (which carry an id). */
export function isPlayerEventFrame(frame: ServerFrame): frame is PlayerEventFrame {
  return 'id' in frame;
}
