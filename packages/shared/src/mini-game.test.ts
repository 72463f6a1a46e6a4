import { describe, expect, it } from 'vitest';
import { MINI_GAMES, MINI_GAME_REQUIRED_LEVEL, miniGamePlayResultSchema } from './mini-game.js';
import { USER_LEVELS } from './user.js';

describe('mini-games', () => {
  it('name a required level for each game', () => {
    for (const game of MINI_GAMES) expect(USER_LEVELS).toContain(MINI_GAME_REQUIRED_LEVEL[game]);
  });

  it('parse each kind of prize', () => {
    for (const prize of [
      { kind: 'money', money: { amount: 5, currency: 'EUR' } },
      { kind: 'free_spins', count: 10 },
      { kind: 'nothing' },
    ]) {
      expect(
        miniGamePlayResultSchema.parse({ game: 'wheel', prize, attemptsLeft: 0 }).prize,
      ).toEqual(prize);
    }
    expect(
      miniGamePlayResultSchema.safeParse({
        game: 'wheel',
        prize: { kind: 'free_spins', count: 0 },
        attemptsLeft: 0,
      }).success,
    ).toBe(false);
    expect(
      miniGamePlayResultSchema.safeParse({
        game: 'dice',
        prize: { kind: 'nothing' },
        attemptsLeft: 0,
      }).success,
    ).toBe(false);
  });
});
