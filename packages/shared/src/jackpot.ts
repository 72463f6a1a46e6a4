import { z } from 'zod';
import { JACKPOT_TIERS } from './constants.js';
import { currencyCodeSchema } from './currency.js';

export const jackpotTierSchema = z.enum(JACKPOT_TIERS);
export type JackpotTier = z.infer<typeof jackpotTierSchema>;

export const jackpotInfoSchema = z.object({
  /** The chance, in percent, that the jackpot drops soon; drives the adaptive poll. */
  probability: z.number().min(0).max(100),
});
export type JackpotInfo = z.infer<typeof jackpotInfoSchema>;

export const jackpotSchema = z.object({
  id: z.number().int().positive(),
  tier: jackpotTierSchema,
  amount: z.number().nonnegative(),
  currency: currencyCodeSchema,
  jackpotInfo: jackpotInfoSchema,
});
export type Jackpot = z.infer<typeof jackpotSchema>;

export const jackpotsListSchema = z.array(jackpotSchema);
export type JackpotsList = z.infer<typeof jackpotsListSchema>;

/** The total of all jackpots in the player's currency (the main page's counting banner). */
export const jackpotsSumSchema = z.object({
  currency: currencyCodeSchema,
  jackpotsFund: z.number().nonnegative(),
});
export type JackpotsSum = z.infer<typeof jackpotsSumSchema>;

// Our contract: the wagering a claimed win carries, as the amount to wager and the part wagered.
export const jackpotWagerSchema = z.object({
  amount: z.number().nonnegative(),
  wagered: z.number().nonnegative(),
});
export type JackpotWager = z.infer<typeof jackpotWagerSchema>;

/** A jackpot win waiting for the player's decision; its id is the bonus id the decision sends. */
export const jackpotWinSchema = z.object({
  id: z.number().int().positive(),
  amount: z.number().nonnegative(),
  currency: currencyCodeSchema,
  game: z.object({ id: z.number().int().positive() }),
  /** Absent or null: the win has no wagering. */
  wager: jackpotWagerSchema.nullish(),
});
export type JackpotWin = z.infer<typeof jackpotWinSchema>;

/** A jackpot-win entry of the player's bonus transactions feed. */
export const jackpotWinItemSchema = jackpotWinSchema.extend({
  dateComplete: z.iso.datetime({ offset: true }),
  type: z.number().int(),
});
export type JackpotWinItem = z.infer<typeof jackpotWinItemSchema>;

/**
 * A player's jackpot wins to act on: the wins waiting for a decision (they open the jackpot win
 * modal) and the no-wager wins completed within NO_WAGER_WIN_LOOKBACK_MS (credited at once; the
 * modal's no-wager variant shows those completed on the player's local today, once each).
 */
export const playerJackpotWinsSchema = z.object({
  pending: z.array(jackpotWinItemSchema),
  completedNoWager: z.array(jackpotWinItemSchema),
});
export type PlayerJackpotWins = z.infer<typeof playerJackpotWinsSchema>;

export const JACKPOT_DECISION_STATUSES = ['Activated', 'Queue', 'Rejected'] as const;
export const jackpotDecisionStatusSchema = z.enum(JACKPOT_DECISION_STATUSES);
export type JackpotDecisionStatus = z.infer<typeof jackpotDecisionStatusSchema>;

export const jackpotDecisionRequestSchema = z.object({
  bonus_id: z.number().int().positive(),
  status: jackpotDecisionStatusSchema,
});
export type JackpotDecisionRequest = z.infer<typeof jackpotDecisionRequestSchema>;
