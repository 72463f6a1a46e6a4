import {
  CATCH_GAME_MAX_TRIES,
  DEFAULT_LOYALTY_LEVEL_COUNT,
  birthdaySchema,
  countryAlpha3Schema,
  currencyCodeSchema,
  emailSchema,
  freeSpinsSchema,
  gameIdSchema,
  jackpotTierSchema,
  LIMIT_KINDS,
  kycStatusSchema,
  languageCodeSchema,
  miniGameSchema,
  userLevelSchema,
} from '@casino/shared';
import { z } from 'zod';

// The bodies of QA's controls (GET/PUT /qa/...), shared by the HTTP routes and the in-process
// handle.

export const upstreamSettingsPatchSchema = z
  .object({
    latencyMs: z.number().int().min(0).max(60_000),
    errorRate: z.number().min(0).max(1),
  })
  .partial()
  .strict();
export type UpstreamSettingsPatch = z.input<typeof upstreamSettingsPatchSchema>;

export const clockPatchSchema = z.union([
  z.object({ offsetMs: z.number().int().min(-3_155_760_000_000).max(3_155_760_000_000) }).strict(),
  z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
]);
export type ClockPatch = z.input<typeof clockPatchSchema>;

export const playerStatePatchSchema = z
  .object({
    country: countryAlpha3Schema.nullable(),
    currency: currencyCodeSchema,
    language: languageCodeSchema,
    kycStatus: kycStatusSchema,
    userLevel: userLevelSchema,
    loyaltyLevel: z.number().int().min(1).max(DEFAULT_LOYALTY_LEVEL_COUNT),
    loyaltyPoints: z.number().nonnegative(),
    birthday: birthdaySchema.nullable(),
    balances: z
      .object({
        main: z.number().nonnegative(),
        bonusCasino: z.number().nonnegative(),
        cashback: z.number().nonnegative(),
      })
      .partial()
      .strict(),
    /** Null ends the wager; an empty list is a wager that counts every game. */
    wageringGames: z.array(gameIdSchema).max(2_000).nullable(),
    freeSpins: freeSpinsSchema.partial().strict(),
    /**
     * What the active bonus's counting bets came to so far, so that a test can put the bonus a
     * bet away from completing; the next counting bet completes it once it meets the wagering.
     * Refused when no bonus is active.
     */
    activeBonusWagered: z.number().nonnegative().max(1_000_000_000),
  })
  .partial()
  .strict();
export type PlayerStatePatch = z.input<typeof playerStatePatchSchema>;

export const jackpotWinAwardSchema = z
  .object({
    tier: jackpotTierSchema.default('gold'),
    /** Defaults to the tier's amount now, in the player's currency. */
    amount: z.number().positive().optional(),
    /** Defaults to the tier's most popular game. */
    gameId: gameIdSchema.optional(),
    /** Whether the win carries wagering (3x, SPEC.md section 9). */
    wager: z.boolean().default(true),
  })
  .strict();
export type JackpotWinAward = z.input<typeof jackpotWinAwardSchema>;

export const geoPatchSchema = z
  .object({
    country: countryAlpha3Schema.nullable(),
    blockedCountries: z.array(countryAlpha3Schema).max(300),
  })
  .partial()
  .strict();
export type GeoPatch = z.input<typeof geoPatchSchema>;

export const playerReferenceSchema = z.string().min(1).max(254);

/** The demo player a QA player copies when the request names none. */
export const DEFAULT_QA_PLAYER_TEMPLATE = 'plain@demo.lumo.test';

export const qaPlayerRequestSchema = z
  .object({
    /** A demo player's email or id, whose seeded state the new account starts from. */
    template: playerReferenceSchema.default(DEFAULT_QA_PLAYER_TEMPLATE),
    /** Defaults to one made from the new id and the template (qa-200123-bonus@qa.lumo.test). */
    email: emailSchema.optional(),
  })
  .strict();
export type QaPlayerRequest = z.input<typeof qaPlayerRequestSchema>;

/** The most a single bump adds to a tier, in euros: far above any tier's own amount. */
export const JACKPOT_BUMP_MAX_EUR = 100_000_000;

export const jackpotBumpSchema = z
  .object({
    /** Every tier when absent. */
    tier: jackpotTierSchema.optional(),
    /** Euros added to each bumped tier (shown converted in other currencies). */
    amount: z.number().positive().max(JACKPOT_BUMP_MAX_EUR).default(1_000),
  })
  .strict();
export type JackpotBump = z.input<typeof jackpotBumpSchema>;

export const sportSettingsPatchSchema = z
  .object({
    /** How long the sportsbook tokens handed out from now on live, by the mock clock. */
    tokenLifetimeMs: z.number().int().min(1_000).max(86_400_000),
  })
  .strict();
export type SportSettingsPatch = z.input<typeof sportSettingsPatchSchema>;

/** Every mini-game closed for every player, or open again (PUT /qa/mini-games). */
export const miniGamesWorldPatchSchema = z.object({ closed: z.boolean() }).strict();
export type MiniGamesWorldPatch = z.input<typeof miniGamesWorldPatchSchema>;
export type MiniGamesWorld = z.output<typeof miniGamesWorldPatchSchema>;

/** One spin's outcome: a win amount in the player's currency, or a multiple of the stake. */
export const spinOutcomeSchema = z.union([
  z.object({ win: z.number().nonnegative().max(100_000_000) }).strict(),
  z.object({ multiplier: z.number().nonnegative().max(10_000) }).strict(),
]);

export const nextSpinsSchema = z
  .object({
    /** The next real-money spins' outcomes, in order; they replace any still queued. */
    outcomes: z.array(spinOutcomeSchema).min(1).max(100),
  })
  .strict();
export type NextSpins = z.input<typeof nextSpinsSchema>;

/**
 * The catch game's counts of a player (PUT /qa/players/:player/catch-game): the snowflakes held
 * now, and the tries used today (UTC day of the world's clock).
 */
export const catchGamePatchSchema = z
  .object({
    snowflakes: z.number().int().min(0).max(1_000_000),
    triesUsedToday: z.number().int().min(0).max(CATCH_GAME_MAX_TRIES),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type CatchGamePatch = z.input<typeof catchGamePatchSchema>;

/** Plays of one mini-game used today, as QA sets them (0 gives the day's chances back). */
const miniGamePlaysSchema = z.number().int().min(0).max(100);

export const miniGamesPatchSchema = z
  .object({
    /** Plays used today, by game ('lucky-card', 'wheel', 'bird'). */
    plays: z.partialRecord(miniGameSchema, miniGamePlaysSchema),
    dailyBonus: z
      .object({
        /** The day of the week (1-7) today is, before it is collected. */
        currentDay: z.number().int().min(1).max(7),
        /** Whether today's day is collected already. */
        collectedToday: z.boolean(),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();
export type MiniGamesPatch = z.input<typeof miniGamesPatchSchema>;

/** A player's limits as QA sets them (PUT /qa/players/:player/limits), in force at once. */
export const limitsPatchSchema = z
  .object({
    /** Limits in force from now, their periods starting now; null removes one. */
    limits: z.partialRecord(z.enum(LIMIT_KINDS), z.number().nullable()),
    promptAnswered: z.boolean(),
    reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .partial()
  .strict();

/** How far back the player's limits are aged (POST /qa/players/:player/limits/age). */
export const limitsAgeSchema = z
  .object({
    hours: z
      .number()
      .positive()
      .max(24 * 366),
  })
  .strict();
export type LimitsPatch = z.input<typeof limitsPatchSchema>;
export type LimitsAge = z.input<typeof limitsAgeSchema>;
export * from './gamification-schemas.js';
// Time-out, self-exclusion and the mock GAMSTOP register (their own file).
export * from './protection-schemas.js';
