import { z } from 'zod';
import { moneySchema } from './currency.js';
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
