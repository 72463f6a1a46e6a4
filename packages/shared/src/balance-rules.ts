import { BALANCE_REFETCH_MS, FREE_SPINS_REFETCH_MS } from './constants.js';
import type { FreeSpins, ShortBalance } from './balance.js';
import type { CurrencyCode } from './currency.js';
import { currencySign } from './money.js';

// The balance's rules, without zod (its schemas: balance.ts): the header's balance chip runs them
// before any form has loaded zod.

/** The balance as the header shows it. */
export interface DisplayedBalance {
  real: number;
  bonusCasino: number;
  total: number;
  currency: CurrencyCode;
  /** The currency sign money.ts writes beside amounts, so chip and amounts agree. */
  currencySymbol: string;
  /** The currency's name as shown beside the amount: its code. */
  currencyName: string;
  /** True when the visitor's currency was overridden (a UK guest without stag gets EUR). */
  forced: boolean;
}

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

/** When the header chip and the balance page ask for the short balance again. */
export interface BalanceRefetchState {
  /** A game is open (its bets and wins move the balance). */
  gameOpen: boolean;
  /** A deposit was made and the balance has not changed since. */
  awaitingDeposit: boolean;
}

/**
 * The short balance's refetch interval: BALANCE_REFETCH_MS while refetch is enabled (a game is
 * open, or a deposit waits to show), otherwise none; the realtime balance change refreshes it.
 */
export function balanceRefetchInterval(
  state: BalanceRefetchState,
  refetchMs: number = BALANCE_REFETCH_MS,
): number | false {
  return state.gameOpen || state.awaitingDeposit ? refetchMs : false;
}

/** Free spins every FREE_SPINS_REFETCH_MS, or every BALANCE_REFETCH_MS while a game is open. */
export function freeSpinsRefetchInterval(gameOpen: boolean): number {
  return gameOpen ? BALANCE_REFETCH_MS : FREE_SPINS_REFETCH_MS;
}

/**
 * Whether a deposit still waits to show in the balance: the total read before the player left
 * for the payment provider is still the total now. Unknown either way means no longer waiting.
 */
export function isDepositAwaited(
  totalBefore: number | undefined,
  totalNow: number | undefined,
): boolean {
  if (totalBefore === undefined) return false;
  if (totalNow === undefined) return true;
  return totalNow === totalBefore;
}
