import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';
import type { DisplayedBalance } from './balance-rules.js';
import { gameIdSchema } from './game.js';

/** The casino bonus account; wager is null while no bonus is being wagered (our contract). */
export const userBonusAccountSchema = z.object({
  balance: z.number().nonnegative(),
  wager: z
    .object({
      bonus: z.object({
        /** Games that count towards wagering; empty means no restriction. */
        wageringGames: z.array(z.object({ id: gameIdSchema })),
      }),
    })
    .nullable(),
});
export type UserBonusAccount = z.infer<typeof userBonusAccountSchema>;

/** All balances of a player: an amount per currency held, and the account currency. */
export const fullBalanceSchema = z.object({
  balance: z.partialRecord(currencyCodeSchema, z.number()),
  currency: currencyCodeSchema,
  loyaltyPoints: z.number().nonnegative(),
  cashback: z.number().nonnegative(),
  freeSpinBalance: z.number().int().nonnegative(),
});
export type FullBalance = z.infer<typeof fullBalanceSchema>;

/** The balance the header polls: real money, casino bonus money and their total. */
export const shortBalanceSchema = z.object({
  balanceMain: z.number(),
  bonusCasino: z.number().nonnegative(),
  balance: z.number(),
});
export type ShortBalance = z.infer<typeof shortBalanceSchema>;

/** Free spins; dayLimit null means no daily limit (our contract). */
export const freeSpinsSchema = z.object({
  number: z.number().int().nonnegative(),
  /** Spins used today. */
  numberDay: z.number().int().nonnegative(),
  dayLimit: z.number().int().positive().nullable(),
  betAmount: z.number().nonnegative(),
});
export type FreeSpins = z.infer<typeof freeSpinsSchema>;

/** The balance as the header shows it (balance-rules.ts, displayedBalance). */
export const displayedBalanceSchema: z.ZodType<DisplayedBalance> = z.object({
  real: z.number(),
  bonusCasino: z.number().nonnegative(),
  total: z.number(),
  currency: currencyCodeSchema,
  /** The currency sign money.ts writes beside amounts, so chip and amounts agree. */
  currencySymbol: z.string().min(1),
  /** The currency's name as shown beside the amount: its code. */
  currencyName: z.string().min(1),
  /** True when the visitor's currency was overridden (a UK guest without stag gets EUR). */
  forced: z.boolean(),
});
