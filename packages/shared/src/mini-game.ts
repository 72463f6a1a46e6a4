import { z } from 'zod';
import { moneySchema } from './currency.js';
import { localDateKey } from './local-date.js';
import type { UserLevel } from './user.js';

/** The three mini-games (SPEC.md section 1), as their availability and play calls name them. */
export const MINI_GAMES = ['lucky-card', 'wheel', 'bird'] as const;
export const miniGameSchema = z.enum(MINI_GAMES);
export type MiniGame = z.infer<typeof miniGameSchema>;

/**
 * The player level each mini-game asks for (our contract; the spec says only that some need a
 * raised level). Below it the upstream answers level_too_low.
 */
export const MINI_GAME_REQUIRED_LEVEL: Readonly<Record<MiniGame, UserLevel>> = {
  'lucky-card': 'intermediate',
  wheel: 'beginner',
  bird: 'beginner',
};

/** What one play won. */
export const miniGamePrizeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('money'), money: moneySchema }),
  z.object({ kind: z.literal('free_spins'), count: z.number().int().positive() }),
  z.object({ kind: z.literal('nothing') }),
]);
export type MiniGamePrize = z.infer<typeof miniGamePrizeSchema>;

export const miniGamePlayResultSchema = z.object({
  game: miniGameSchema,
  prize: miniGamePrizeSchema,
  /** Plays left today after this one. */
  attemptsLeft: z.number().int().nonnegative(),
});
export type MiniGamePlayResult = z.infer<typeof miniGamePlayResultSchema>;

/** Plays of each mini-game a player gets per day (of the casino's clock). */
export const MINI_GAME_DAILY_ATTEMPTS = 1;
/**
 * What 'deposit to get a new chance' gives (SPEC.md section 8): one more play of each mini-game
 * for each deposit completed that day.
 */
export const MINI_GAME_ATTEMPTS_PER_DEPOSIT = 1;

export interface MiniGameAttemptsInput {
  /** Deposits completed today. */
  depositsToday: number;
  /** Plays of the game used today. */
  playsToday: number;
}

/** Plays of a mini-game left today: one a day, one more per deposit today, never below 0. */
export function miniGameAttemptsLeft({ depositsToday, playsToday }: MiniGameAttemptsInput): number {
  const allowed =
    MINI_GAME_DAILY_ATTEMPTS +
    Math.max(0, Math.floor(depositsToday)) * MINI_GAME_ATTEMPTS_PER_DEPOSIT;
  return Math.max(0, allowed - Math.max(0, Math.floor(playsToday)));
}

/**
 * What GPT_GAME_MODAL shows: one of the three games or the daily bonus. These names are the web
 * app's (the sidebar's entries); the calls name the games as MINI_GAMES does.
 */
export const GPT_GAME_VIEWS = [
  'lucky_card',
  'wheel_of_fortune',
  'lucky_pigeon',
  'daily_bonus',
] as const;
export const gptGameViewSchema = z.enum(GPT_GAME_VIEWS);
export type GptGameView = z.infer<typeof gptGameViewSchema>;

const MINI_GAME_OF_VIEW: Readonly<Record<GptGameView, MiniGame | null>> = {
  lucky_card: 'lucky-card',
  wheel_of_fortune: 'wheel',
  lucky_pigeon: 'bird',
  daily_bonus: null,
};

/** The mini-game a view plays, or null for the daily bonus. */
export function miniGameOfView(view: GptGameView): MiniGame | null {
  return MINI_GAME_OF_VIEW[view];
}

/** The name of GPT_GAME_MODAL's per-user daily-shown flag (gptGameIsAlreadyShowed_<id>). */
export const GPT_GAME_FLAG_NAME = 'gptGame';

export interface GptGameAutoOpenInput {
  isAuthenticated: boolean;
  /** The page is the main page (home). */
  onMainPage: boolean;
  /** Some mini-game's availability answered 204. */
  anyGameAvailable: boolean;
  /** The stored per-user flag (the local day it was last shown), if any. */
  shownFlag: string | undefined;
  now: Date;
}

/**
 * Whether GPT_GAME_MODAL opens by itself (SPEC.md section 3, SPEC-NOTES): for a player, on the
 * main page, while a game is available, at most once per local day (the IsAlreadyShowed flag).
 */
export function shouldAutoOpenGptGame({
  isAuthenticated,
  onMainPage,
  anyGameAvailable,
  shownFlag,
  now,
}: GptGameAutoOpenInput): boolean {
  return isAuthenticated && onMainPage && anyGameAvailable && shownFlag !== localDateKey(now);
}

/** The view the modal opens by itself on: the first available game (wheel, card, then bird). */
export function autoOpenView(available: ReadonlySet<MiniGame>): GptGameView | null {
  if (available.has('wheel')) return 'wheel_of_fortune';
  if (available.has('lucky-card')) return 'lucky_card';
  if (available.has('bird')) return 'lucky_pigeon';
  return null;
}
