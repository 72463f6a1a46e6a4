import { getDate } from 'date-fns';
import {
  CATCH_GAME_BONUS_PERCENT_BY_DAY,
  CATCH_GAME_DAILY_TRIES,
  CATCH_GAME_DAYS_OF_MONTH,
  CATCH_GAME_EXTRA_TRIES_PER_DEPOSIT,
  CATCH_GAME_ID_DEFAULT,
  CATCH_GAME_ID_PRODUCTION,
  CATCH_GAME_MAX_EXTRA_TRIES,
  CATCH_GAME_WINDOW,
  OKTOBERFEST_WINDOW,
  SNOWFLAKES_PER_EUR,
} from './constants.js';
import { type DateWindow, isWithinDateWindow } from './local-date.js';

// Promotion windows are configuration with the spec's dates as defaults (SPEC-NOTES); they do not
// recur by themselves, and every rule reads the player's local date.

export function isOktoberfestActive(
  date: Date,
  window: Readonly<DateWindow> = OKTOBERFEST_WINDOW,
): boolean {
  return isWithinDateWindow(date, window);
}

export function isCatchGameWindow(
  date: Date,
  window: Readonly<DateWindow> = CATCH_GAME_WINDOW,
): boolean {
  return isWithinDateWindow(date, window);
}

const catchGameDays = new Set<number>(CATCH_GAME_DAYS_OF_MONTH);

/** A day the catch game runs: inside its window and on one of its days of the month. */
export function isCatchGameDay(
  date: Date,
  window: Readonly<DateWindow> = CATCH_GAME_WINDOW,
): boolean {
  return isCatchGameWindow(date, window) && catchGameDays.has(getDate(date));
}

/** The catch game's bonus percent on the local day of the month, or null on a day without one. */
export function catchGameBonusPercent(date: Date): number | null {
  return CATCH_GAME_BONUS_PERCENT_BY_DAY[getDate(date)] ?? null;
}

export interface CatchGameTriesInput {
  /** Deposits the player made today (local day); tries reset at local midnight. */
  depositsToday: number;
  /** Tries already used today. */
  usedToday: number;
}

/** Tries left today: 3 a day, one more per deposit today up to 5 more, never below 0. */
export function catchGameTries({ depositsToday, usedToday }: CatchGameTriesInput): number {
  const extra = Math.min(
    Math.max(0, depositsToday) * CATCH_GAME_EXTRA_TRIES_PER_DEPOSIT,
    CATCH_GAME_MAX_EXTRA_TRIES,
  );
  return Math.max(0, CATCH_GAME_DAILY_TRIES + extra - Math.max(0, usedToday));
}

/**
 * Snowflakes earned by a bet in euros: one per whole euro, rounded down. The amount is first
 * taken to whole cents so that float noise (2.9999999 for 3) does not cost a snowflake.
 */
export function snowflakesForBet(eurAmount: number): number {
  if (!Number.isFinite(eurAmount) || eurAmount <= 0) return 0;
  const cents = Math.round(eurAmount * 100);
  return Math.floor((cents * SNOWFLAKES_PER_EUR) / 100);
}

/** The bonus id that bonuses/{id} shows as the catch game (overridable by CATCH_GAME_ID config). */
export function catchGameId(isProductionHost: boolean): number {
  return isProductionHost ? CATCH_GAME_ID_PRODUCTION : CATCH_GAME_ID_DEFAULT;
}
