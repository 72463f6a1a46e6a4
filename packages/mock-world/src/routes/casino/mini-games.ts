import {
  MINI_GAME_REQUIRED_LEVEL,
  miniGameAttemptsLeft,
  type MiniGame,
  type MiniGamePlayResult,
  type MiniGamePrize,
  hasUserLevel,
  miniGameSchema,
} from '@casino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../../context.js';
import { fromEur } from '../../data/rates.js';
import { deriveSeed, roundMoney, seededRandom } from '../../data/seeded.js';
import { optionalPlayer, requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { parseRequest } from '../../http/parse.js';
import { utcDay } from '../../state/clock.js';
import type { PlayerAccount } from '../../state/player-store.js';

const gameParamsSchema = z.object({ game: miniGameSchema });
const DAY_SECONDS = 86_400;
const DAILY_BONUS_DAYS = 7;

/** Deposits the player completed on the UTC day `today` (each brings a new chance). */
export function depositsOnDay(account: PlayerAccount, today: number): number {
  return account.transactions.filter(
    (row) =>
      row.type === 'deposit' &&
      row.status === 'complete' &&
      row.atMs !== null &&
      utcDay(row.atMs) === today,
  ).length;
}

/** Plays of `game` the player used on the UTC day `today`. */
export function miniGamePlaysOnDay(account: PlayerAccount, game: MiniGame, today: number): number {
  const plays = account.miniGamePlays[game];
  return plays?.day === today ? plays.used : 0;
}

/** Plays of `game` left on the UTC day `today` (packages/shared miniGameAttemptsLeft). */
export function miniGameAttemptsToday(account: PlayerAccount, game: MiniGame, today: number) {
  return miniGameAttemptsLeft({
    depositsToday: depositsOnDay(account, today),
    playsToday: miniGamePlaysOnDay(account, game, today),
  });
}

/** Why a player cannot play now, as the contract's error; undefined when they can. */
function refusal(
  context: MockContext,
  account: PlayerAccount,
  game: MiniGame,
  today: number,
): MockHttpError | undefined {
  if (context.miniGamesClosed) {
    return new MockHttpError('no_attempts_left', 'You used all your chances today');
  }
  if (!hasUserLevel(account.userLevel, MINI_GAME_REQUIRED_LEVEL[game])) {
    return new MockHttpError('level_too_low', 'Sorry, you need to up your level');
  }
  if (miniGameAttemptsToday(account, game, today) === 0) {
    return new MockHttpError('no_attempts_left', 'You used all your chances today');
  }
  return undefined;
}

/** `value` modulo the week, from 0 to 6 also for a negative value. */
function weekModulo(value: number): number {
  return ((value % DAILY_BONUS_DAYS) + DAILY_BONUS_DAYS) % DAILY_BONUS_DAYS;
}

/** The weekday (0: Monday) of the UTC day, moved by QA's shift of the daily-bonus week. */
function dailyBonusWeekday(account: PlayerAccount, today: number): number {
  // 1970-01-01 was a Thursday: (day + 3) mod 7 counts from Monday.
  return weekModulo(today + 3 + account.dailyBonusDayShift);
}

/** The shift that makes `day` (1-7) the daily-bonus day of the UTC day `today`. */
export function dailyBonusShiftFor(day: number, today: number): number {
  return weekModulo(day - 1 - (today + 3));
}

/**
 * The daily bonus week: day 1 is Monday (UTC) unless QA shifted it; a collected day moves the
 * player to the next.
 */
export function dailyBonusState(account: PlayerAccount, nowMs: number) {
  const today = utcDay(nowMs);
  const weekday = dailyBonusWeekday(account, today);
  let weekStart = today - weekday;
  let currentDay = weekday + 1;
  if (account.dailyBonusCollectedDay === today) {
    if (currentDay === DAILY_BONUS_DAYS) {
      weekStart += DAILY_BONUS_DAYS;
      currentDay = 1;
    } else {
      currentDay += 1;
    }
  }
  return {
    days: Array.from({ length: DAILY_BONUS_DAYS }, (_, index) => ({
      day: index + 1,
      canBeCollectedAfterTs: (weekStart + index) * DAY_SECONDS,
    })),
    currentDay,
  };
}

export function registerMiniGameRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock, world } = context;
  const gameOf = (request: FastifyRequest) =>
    parseRequest(gameParamsSchema, request.params, 'path').game;

  app.get('/mini-games/:game/availability', (request, reply) => {
    const game = gameOf(request);
    const account = requirePlayer(request, store);
    const refused = refusal(context, account, game, utcDay(clock.now()));
    if (refused !== undefined) throw refused;
    return reply.code(204).send();
  });

  app.post('/mini-games/:game/play', (request): MiniGamePlayResult => {
    const game = gameOf(request);
    const account = requirePlayer(request, store);
    const now = clock.now();
    const today = utcDay(now);
    const refused = refusal(context, account, game, today);
    if (refused !== undefined) throw refused;
    const used = miniGamePlaysOnDay(account, game, today) + 1;
    account.miniGamePlays[game] = { day: today, used };
    const random = seededRandom(
      deriveSeed(world.seed, `mini-game:${game}:${account.id}:${today}:${used}`),
    );
    const roll = random();
    let prize: MiniGamePrize;
    if (roll < 0.4) {
      const amount = fromEur(1 + Math.floor(random() * 20), account.currency);
      account.balances.main = roundMoney(account.balances.main + amount);
      prize = { kind: 'money', money: { amount, currency: account.currency } };
    } else if (roll < 0.7) {
      const count = 5 + Math.floor(random() * 21);
      account.freeSpins.number += count;
      store.appendEvent(
        account,
        { type: 'USER_FREESPINS', data: { number: account.freeSpins.number } },
        now,
      );
      prize = { kind: 'free_spins', count };
    } else {
      prize = { kind: 'nothing' };
    }
    return { game, prize, attemptsLeft: miniGameAttemptsToday(account, game, today) };
  });

  app.get('/daily-bonus', (request, reply) => {
    const account = optionalPlayer(request, store);
    if (account === null) return reply.code(204).send();
    return dailyBonusState(account, clock.now());
  });

  app.post('/daily-bonus/collect', (request, reply) => {
    const account = requirePlayer(request, store);
    const now = clock.now();
    const today = utcDay(now);
    if (account.dailyBonusCollectedDay === today) {
      throw new MockHttpError('already_collected', 'Today’s daily bonus is already collected');
    }
    const { currentDay } = dailyBonusState(account, now);
    account.dailyBonusCollectedDay = today;
    account.balances.bonusCasino = roundMoney(
      account.balances.bonusCasino + fromEur(currentDay * 2, account.currency),
    );
    return reply.code(204).send();
  });
}
