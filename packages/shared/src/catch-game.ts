import { z } from 'zod';
import { bonusSchema } from './bonus.js';
import {
  CATCH_GAME_DAILY_TRIES,
  CATCH_GAME_EXTRA_TRIES_PER_DEPOSIT,
  CATCH_GAME_MAX_EXTRA_TRIES,
  CATCH_GAME_WINDOW,
} from './constants.js';
import type { DateWindow } from './local-date.js';
import { catchGameBonusPercent, catchGameTries, isCatchGameDay } from './promotions.js';

/** The catch game as the player sees it today (SPEC.md section 9, SPEC-NOTES "Catch game"). */
export const catchGameStateSchema = z.object({
  /** The bonus id bonuses/{id} shows it under (CATCH_GAME_ID). */
  gameId: z.number().int().positive(),
  /** Whether today is one of the game's days inside its window. */
  active: z.boolean(),
  /** Today's bonus percent; null on a day without one or outside the game's days. */
  percent: z.number().int().positive().nullable(),
  tries: z.object({
    /** Tries left today (0 on a day the game does not run). */
    left: z.number().int().nonnegative(),
    used: z.number().int().nonnegative(),
    /** Extra tries earned by today's deposits (at most CATCH_GAME_MAX_EXTRA_TRIES). */
    extra: z.number().int().nonnegative(),
  }),
  /** Snowflakes to spend in the snowflake shop. */
  snowflakes: z.number().int().nonnegative(),
});
export type CatchGameState = z.infer<typeof catchGameStateSchema>;

/** One try's outcome and the day's state after it. */
export const catchGamePlayResultSchema = z.object({
  caught: z.boolean(),
  /** The pending deposit bonus of the day's percent a catch gives; null without a catch. */
  bonus: bonusSchema.nullable(),
  state: catchGameStateSchema,
});
export type CatchGamePlayResult = z.infer<typeof catchGamePlayResultSchema>;

export interface CatchGameFacts {
  gameId: number;
  /** The player's local day (tries reset at its midnight). */
  today: Date;
  window?: Readonly<DateWindow>;
  depositsToday: number;
  triesUsedToday: number;
  snowflakes: number;
}

/** The day's state from what the casino counts: the calendar rules decide the rest. */
export function catchGameState({
  gameId,
  today,
  window = CATCH_GAME_WINDOW,
  depositsToday,
  triesUsedToday,
  snowflakes,
}: CatchGameFacts): CatchGameState {
  const active = isCatchGameDay(today, window);
  const extra = Math.min(
    Math.max(0, depositsToday) * CATCH_GAME_EXTRA_TRIES_PER_DEPOSIT,
    CATCH_GAME_MAX_EXTRA_TRIES,
  );
  const used = Math.max(0, triesUsedToday);
  return {
    gameId,
    active,
    percent: active ? catchGameBonusPercent(today) : null,
    tries: {
      left: active ? catchGameTries({ depositsToday, usedToday: used }) : 0,
      used,
      extra,
    },
    snowflakes: Math.max(0, Math.floor(snowflakes)),
  };
}

/** Tries a day can hold at most: the daily ones and every extra one. */
export const CATCH_GAME_MAX_TRIES = CATCH_GAME_DAILY_TRIES + CATCH_GAME_MAX_EXTRA_TRIES;
