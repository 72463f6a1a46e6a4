import { z } from 'zod';
import { bonusIdSchema } from './bonus.js';
import { currencyCodeSchema } from './currency.js';

export const TOAST_KINDS = ['error', 'success', 'info'] as const;
export const toastKindSchema = z.enum(TOAST_KINDS);
export type ToastKind = z.infer<typeof toastKindSchema>;

/** Kinds of a USER_MESSAGE; anything the upstream sends beyond these reads as 'other'. */
export const USER_MESSAGE_TYPES = ['success', 'failure', 'other'] as const;
export const userMessageTypeSchema = z.enum(USER_MESSAGE_TYPES).catch('other');
export type UserMessageType = z.infer<typeof userMessageTypeSchema>;

export const userMessageEventSchema = z.object({
  type: z.literal('USER_MESSAGE'),
  data: z.object({ messageType: userMessageTypeSchema, text: z.string().min(1) }),
});
export type UserMessageEvent = z.infer<typeof userMessageEventSchema>;

/** A bonus was granted to the player. */
export const userBonusEventSchema = z.object({
  type: z.literal('USER_BONUS'),
  data: z.object({ id: bonusIdSchema }),
});
export type UserBonusEvent = z.infer<typeof userBonusEventSchema>;

/** The player's free-spin count changed. */
export const userFreeSpinsEventSchema = z.object({
  type: z.literal('USER_FREESPINS'),
  data: z.object({ number: z.number().int().nonnegative() }),
});
export type UserFreeSpinsEvent = z.infer<typeof userFreeSpinsEventSchema>;

/**
 * A jackpot win was awarded to the player, published at once so the jackpot win modal opens
 * without waiting for the poll. `bonusId` is the win's id (what the decision sends); `gameId` the
 * game it was won on, if any. With a wager the win waits for the player's decision (the pending
 * wins); without one it is already credited to real money and completed (the no-wager variant).
 */
export const jackpotWinEventSchema = z.object({
  type: z.literal('JACKPOT_WIN'),
  data: z.object({
    bonusId: bonusIdSchema,
    amount: z.number().nonnegative(),
    currency: currencyCodeSchema,
    gameId: z.number().int().positive().nullable(),
    hasWager: z.boolean(),
  }),
});
export type JackpotWinEvent = z.infer<typeof jackpotWinEventSchema>;

/**
 * The player's balance changed (a deposit, a win, a bonus credited). It carries no amounts: the
 * balance query is the one source of the figures, and this says when to read it again.
 */
export const balanceChangedEventSchema = z.object({
  type: z.literal('BALANCE_CHANGED'),
  data: z.object({}),
});
export type BalanceChangedEvent = z.infer<typeof balanceChangedEventSchema>;

/**
 * The player's bet scored points in a running tournament they take part in: the tournament's
 * page reads its leaderboard again. `points` is what the bet scored there.
 */
export const tournamentPointsEventSchema = z.object({
  type: z.literal('TOURNAMENT_POINTS'),
  data: z.object({
    tournamentId: z.number().int().positive(),
    points: z.number().int().positive(),
  }),
});
export type TournamentPointsEvent = z.infer<typeof tournamentPointsEventSchema>;

/**
 * The gamification service announced an event to the player (EVENT opens with it; decision 039).
 */
export const gamificationEventSchema = z.object({
  type: z.literal('GAMIFICATION_EVENT'),
  data: z.object({
    id: z.number().int().positive(),
    title: z.string().min(1).max(120),
    text: z.string().min(1).max(1_000),
  }),
});
export type GamificationEvent = z.infer<typeof gamificationEventSchema>;

/** Every realtime event; a new event is one more schema in this list. */
export const REALTIME_MESSAGE_SCHEMAS = [
  userMessageEventSchema,
  userBonusEventSchema,
  userFreeSpinsEventSchema,
  jackpotWinEventSchema,
  balanceChangedEventSchema,
  tournamentPointsEventSchema,
  gamificationEventSchema,
] as const;

export const realtimeMessageSchema = z.discriminatedUnion('type', REALTIME_MESSAGE_SCHEMAS);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
export type RealtimeMessageType = RealtimeMessage['type'];

export const REALTIME_MESSAGE_TYPES: readonly RealtimeMessageType[] = REALTIME_MESSAGE_SCHEMAS.map(
  (schema) => schema.shape.type.value,
);

/** A realtime message, or undefined for anything we do not understand (it is dropped). */
export function parseRealtimeMessage(raw: unknown): RealtimeMessage | undefined {
  const parsed = realtimeMessageSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The toast a USER_MESSAGE shows: failure an error, success a success, anything else info. */
export function toastKindForMessage(messageType: UserMessageType): ToastKind {
  switch (messageType) {
    case 'failure':
      return 'error';
    case 'success':
      return 'success';
    case 'other':
      return 'info';
  }
}
