import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';
import type { MessageKey } from './messages.js';
import {
  TRANSACTION_STATUSES,
  type TransactionStatus,
  transactionStatusSchema,
} from './transaction.js';

export const BONUS_TYPES = [
  'registration',
  'registration_promo_code',
  'first_authorization',
  'promo_code',
  'birthday',
  'deposits',
  'periodic',
  'increase_winnings',
  'activated_by_link',
] as const;
export const bonusTypeSchema = z.enum(BONUS_TYPES);
export type BonusType = z.infer<typeof bonusTypeSchema>;

/** Bonuses share the transaction statuses of SPEC.md section 4. */
export const BONUS_STATUSES = TRANSACTION_STATUSES;
export const bonusStatusSchema = transactionStatusSchema;
export type BonusStatus = TransactionStatus;

export const bonusIdSchema = z.number().int().positive();
export type BonusId = z.infer<typeof bonusIdSchema>;

/** Our contract: the active bonus's wagering, as the amount to bet and the part bet so far. */
export const bonusWagerSchema = z.object({
  amount: z.number().nonnegative(),
  wagered: z.number().nonnegative(),
});
export type BonusWager = z.infer<typeof bonusWagerSchema>;

export const bonusSchema = z.object({
  id: bonusIdSchema,
  name: z.string().min(1),
  imageBackground: z.string(),
  shortDescription: z.string(),
  /** Bet limits while the bonus is wagered; null when the bonus sets none. */
  maxBet: z.number().nonnegative().nullable(),
  minBet: z.number().nonnegative().nullable(),
  /** Our contract: the wagering requirement as a multiple of the bonus amount (35 for x35). */
  wagering: z.number().nonnegative(),
  /** Null until the player activates the bonus. */
  activationDate: z.iso.datetime({ offset: true }).nullable(),
  type: bonusTypeSchema,
  status: bonusStatusSchema,
  currency: currencyCodeSchema,
  /** Absent or null: nothing is being wagered (not the active bonus, or no wagering asked). */
  wager: bonusWagerSchema.nullish(),
});
export type Bonus = z.infer<typeof bonusSchema>;

/** What a player can do with an offered bonus (section 4: accept, add to queue, decline). */
export const BONUS_ACTIONS = ['accept', 'add_to_queue', 'decline'] as const;
export const bonusActionSchema = z.enum(BONUS_ACTIONS);
export type BonusAction = z.infer<typeof bonusActionSchema>;

/** The status each action asks for (the jackpot decision's Activated, Queue, Rejected). */
export const BONUS_ACTION_STATUS: Readonly<Record<BonusAction, BonusStatus>> = {
  accept: 'activated',
  add_to_queue: 'queue',
  decline: 'rejected',
};

/** Bonus activation payload; bonus_id is the upstream's name. */
export const bonusActivationSchema = z.object({ bonus_id: bonusIdSchema });
export type BonusActivation = z.infer<typeof bonusActivationSchema>;

/** Our contract: a day of the daily bonus, 1-based, and when it can be collected. */
export const dailyBonusDaySchema = z.object({
  day: z.number().int().min(1),
  /** Unix time in SECONDS, not milliseconds. */
  canBeCollectedAfterTs: z.number().int().nonnegative(),
});
export type DailyBonusDay = z.infer<typeof dailyBonusDaySchema>;

/**
 * Daily bonus state: 200 with data for a player, 204 without a body for a guest (SPEC-NOTES).
 * currentDay is the `day` of the entry the player is on.
 */
export const dailyBonusStateSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal(200),
    data: z
      .object({ days: z.array(dailyBonusDaySchema).min(1), currentDay: z.number().int().min(1) })
      .refine((data) => data.days.some((entry) => entry.day === data.currentDay), {
        message: 'errors.noSuchOption',
        path: ['currentDay'],
      }),
  }),
  z.object({ status: z.literal(204) }),
]);
export type DailyBonusState = z.infer<typeof dailyBonusStateSchema>;

/** When a daily-bonus day can be collected, as a Date (the upstream sends seconds). */
export function dailyBonusCollectableAt(day: DailyBonusDay): Date {
  return new Date(day.canBeCollectedAfterTs * 1000);
}

/** Whether the day can be collected at `now`: from its collect time on, that instant included. */
export function canCollectDailyBonusDay(day: DailyBonusDay, now: Date): boolean {
  return now.getTime() >= day.canBeCollectedAfterTs * 1000;
}

/** Our contract: the answer to a promo-code check, with the bonus it unlocks when valid. */
export const promoCodeCheckResultSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), bonusId: bonusIdSchema.nullable() }),
  z.object({ valid: z.literal(false) }),
]);
export type PromoCodeCheckResult = z.infer<typeof promoCodeCheckResultSchema>;

/** The message a promo-code field shows for a check result, null when the code is valid. */
export function promoCodeMessage(result: PromoCodeCheckResult): MessageKey | null {
  return result.valid ? null : 'errors.promoCodeInvalid';
}
