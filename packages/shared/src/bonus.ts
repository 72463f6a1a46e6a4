import { z } from 'zod';
import { currencyCodeSchema, moneySchema } from './currency.js';
import type { LanguageCode } from './language.js';
import { WELCOME_OFFER_IDS, welcomeOfferKey } from './language-resolution.js';
import { languageCodeSchema } from './language-schemas.js';
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

/** Money compared and rounded in whole cents (0.1 + 0.2 is 0.3). */
function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * Our contract: a bonus's wagering figures, in the bonus's currency (amounts as the rest of the
 * schema writes them: numbers of the currency's units, to the cent). `required` is what must be
 * bet (the bonus amount times `wagering`), `wagered` what the player's counting bets came to so
 * far, `left` what is still to bet: `required - wagered`, never below 0.
 */
export const bonusWagerSchema = z
  .object({
    required: z.number().nonnegative(),
    wagered: z.number().nonnegative(),
    left: z.number().nonnegative(),
  })
  .refine(
    (wager) =>
      toCents(wager.left) === Math.max(0, toCents(wager.required) - toCents(wager.wagered)),
    { message: 'left must be required minus wagered, never below 0', path: ['left'] },
  );
export type BonusWager = z.infer<typeof bonusWagerSchema>;

/** The wagering figures of a bonus from what it requires and what was bet, to the cent. */
export function bonusWagerFigures(required: number, wagered: number): BonusWager {
  const requiredCents = Math.max(0, toCents(required));
  const wageredCents = Math.max(0, toCents(wagered));
  return {
    required: requiredCents / 100,
    wagered: wageredCents / 100,
    left: Math.max(0, requiredCents - wageredCents) / 100,
  };
}

/** Whether the bets met the wagering: what was bet reached what is required, to the cent. */
export function isWageringMet(wager: Pick<BonusWager, 'required' | 'wagered'>): boolean {
  return toCents(wager.wagered) >= toCents(wager.required);
}

/**
 * How far the wagering is, from 0 to 1, for a meter: wagered over required, 1 once met (a
 * requirement of 0 is met at once), never past 1.
 */
export function wageringProgress(wager: Pick<BonusWager, 'required' | 'wagered'>): number {
  if (isWageringMet(wager)) return 1;
  return Math.max(0, toCents(wager.wagered)) / toCents(wager.required);
}

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
  /**
   * The wagering figures (bonusWagerFigures); absent or null only for a bonus that asks no
   * wagering (`wagering` 0). An offered or queued bonus shows nothing wagered yet; the active one
   * counts the player's bets; a completed one shows what was bet; a burnt or cancelled one what
   * was bet when it ended.
   */
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

/**
 * Our contract: the sign-up offer a guest sees on /bonuses, in their language. The figures are the
 * locale's welcome offer (SPEC-NOTES: ro 350% up to 57500 RON; every other locale 200% up to
 * 1000 EUR + 300 free spins); the card's art, bet limits and wagering are the casino's
 * registration promotion's, and its id is what an activate-bonus link takes after sign-up.
 */
export const signUpOfferSchema = z.object({
  /** Which welcome offer (WELCOME_OFFER_IDS): the texts around the figures are the app's. */
  id: z.enum(WELCOME_OFFER_IDS),
  language: languageCodeSchema,
  percent: z.number().positive(),
  upTo: moneySchema,
  /** 0 when the offer carries none. */
  freeSpins: z.number().int().nonnegative(),
  /** The registration promotion; null with the fields below when the casino offers none. */
  bonusId: bonusIdSchema.nullable(),
  imageBackground: z.string().nullable(),
  maxBet: z.number().nonnegative().nullable(),
  minBet: z.number().nonnegative().nullable(),
  /** The wagering multiple (35 for x35); null without a registration promotion. */
  wagering: z.number().nonnegative().nullable(),
});
export type SignUpOffer = z.infer<typeof signUpOfferSchema>;

/**
 * The sign-up offer of a language, from the casino's public promotions: the locale's figures
 * (welcomeOfferKey) on the registration promotion's card, or on none when there is no such
 * promotion.
 */
export function signUpOffer(
  language: LanguageCode,
  promotions: readonly Pick<
    Bonus,
    'id' | 'type' | 'imageBackground' | 'maxBet' | 'minBet' | 'wagering'
  >[],
): SignUpOffer {
  const offer = welcomeOfferKey(language);
  const promotion = promotions.find((entry) => entry.type === 'registration');
  return {
    id: offer.id,
    language,
    percent: offer.percent,
    upTo: { ...offer.upTo },
    freeSpins: offer.freeSpins,
    bonusId: promotion?.id ?? null,
    imageBackground: promotion?.imageBackground ?? null,
    maxBet: promotion?.maxBet ?? null,
    minBet: promotion?.minBet ?? null,
    wagering: promotion?.wagering ?? null,
  };
}
