import { z } from 'zod';
import { type CurrencyCode, currencyCodeSchema } from './currency.js';
import { gameIdSchema } from './game.js';
import { currencySign } from './money.js';

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

export interface FreeSpinsUsage {
  used: number;
  limit: number;
}

/** The "used/limit" of free spins (numberDay/dayLimit), or null without a daily limit. */
export function freeSpinsUsage(freeSpins: FreeSpins): FreeSpinsUsage | null {
  if (freeSpins.dayLimit === null) return null;
  return { used: freeSpins.numberDay, limit: freeSpins.dayLimit };
}

/**
 * FREE_SPINS opens when a USER_FREESPINS number exceeds the stored prevFreespins; with nothing
 * stored yet, any spins at all are new.
 */
export function shouldOpenFreeSpinsModal(
  number: number,
  prevFreespins: number | undefined,
): boolean {
  return number > (prevFreespins ?? 0);
}

export const displayedBalanceSchema = z.object({
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
export type DisplayedBalance = z.infer<typeof displayedBalanceSchema>;

export interface DisplayedBalanceOptions {
  currency: CurrencyCode;
  forcedCurrency?: CurrencyCode | undefined;
}

/**
 * The balance as the header shows it. A forced currency wins and is spelled out as its code in
 * both symbol and name ("EUR", not "€"), so a UK visitor cannot mistake it for pounds.
 */
export function displayedBalance(
  short: ShortBalance,
  options: DisplayedBalanceOptions,
): DisplayedBalance {
  const forced = options.forcedCurrency !== undefined;
  const currency = options.forcedCurrency ?? options.currency;
  return {
    real: short.balanceMain,
    bonusCasino: short.bonusCasino,
    total: short.balance,
    currency,
    currencySymbol: forced ? currency : currencySign(currency),
    currencyName: currency,
    forced,
  };
}
