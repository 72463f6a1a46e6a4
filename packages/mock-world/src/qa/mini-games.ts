import { MINI_GAMES, type MiniGame } from '@casino/shared';
import type { MockContext } from '../context.js';
import { parseRequest } from '../http/parse.js';
import {
  dailyBonusShiftFor,
  dailyBonusState,
  depositsOnDay,
  miniGameAttemptsToday,
  miniGamePlaysOnDay,
} from '../routes/casino/mini-games.js';
import { utcDay } from '../state/clock.js';
import type { PlayerAccount } from '../state/player-store.js';
import { type MiniGamesPatch, miniGamesPatchSchema } from './schemas.js';

// QA's controls of a player's mini-game plays and daily bonus (GET/PUT /qa/players/:id/mini-games).
// Level gates are the player patch's userLevel (MINI_GAME_REQUIRED_LEVEL).

/** A player's mini-games today, as the mock casino counts them. */
export interface MiniGamesView {
  /** Plays used today, by game. */
  plays: Record<MiniGame, number>;
  /** Plays left today, by game (one a day, one more per deposit today). */
  attemptsLeft: Record<MiniGame, number>;
  depositsToday: number;
  dailyBonus: {
    /** The day (1-7) the player collects next. */
    currentDay: number;
    collectedToday: boolean;
  };
}

function byGame(value: (game: MiniGame) => number): Record<MiniGame, number> {
  return Object.fromEntries(MINI_GAMES.map((game) => [game, value(game)])) as Record<
    MiniGame,
    number
  >;
}

export function miniGamesView(context: MockContext, account: PlayerAccount): MiniGamesView {
  const now = context.clock.now();
  const today = utcDay(now);
  return {
    plays: byGame((game) => miniGamePlaysOnDay(account, game, today)),
    attemptsLeft: byGame((game) => miniGameAttemptsToday(account, game, today)),
    depositsToday: depositsOnDay(account, today),
    dailyBonus: {
      currentDay: dailyBonusState(account, now).currentDay,
      collectedToday: account.dailyBonusCollectedDay === today,
    },
  };
}

/** Sets today's plays of some games and the daily bonus's day and collection, by the mock clock. */
export function setMiniGames(
  context: MockContext,
  account: PlayerAccount,
  patch: MiniGamesPatch,
): MiniGamesView {
  const parsed = parseRequest(miniGamesPatchSchema, patch, 'body');
  const today = utcDay(context.clock.now());
  for (const game of MINI_GAMES) {
    const used = parsed.plays?.[game];
    if (used !== undefined) account.miniGamePlays[game] = { day: today, used };
  }
  const daily = parsed.dailyBonus;
  if (daily?.currentDay !== undefined) {
    account.dailyBonusDayShift = dailyBonusShiftFor(daily.currentDay, today);
  }
  if (daily?.collectedToday !== undefined) {
    account.dailyBonusCollectedDay = daily.collectedToday
      ? today
      : account.dailyBonusCollectedDay === today
        ? null
        : account.dailyBonusCollectedDay;
  }
  return miniGamesView(context, account);
}
