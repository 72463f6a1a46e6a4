import { describe, expect, it } from 'vitest';
import {
  GPT_GAME_VIEWS,
  MINI_GAMES,
  MINI_GAME_REQUIRED_LEVEL,
  autoOpenView,
  miniGameAttemptsLeft,
  miniGameOfView,
  miniGamePlayResultSchema,
  shouldAutoOpenGptGame,
} from './mini-game.js';
import { signUpContinuationSchema } from './storage.js';
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

describe('miniGameAttemptsLeft', () => {
  it('gives one play a day', () => {
    expect(miniGameAttemptsLeft({ depositsToday: 0, playsToday: 0 })).toBe(1);
    expect(miniGameAttemptsLeft({ depositsToday: 0, playsToday: 1 })).toBe(0);
  });

  it('gives one more play for each deposit completed today', () => {
    expect(miniGameAttemptsLeft({ depositsToday: 1, playsToday: 1 })).toBe(1);
    expect(miniGameAttemptsLeft({ depositsToday: 1, playsToday: 2 })).toBe(0);
    expect(miniGameAttemptsLeft({ depositsToday: 3, playsToday: 1 })).toBe(3);
  });

  it('never goes below zero, whatever the counts say', () => {
    expect(miniGameAttemptsLeft({ depositsToday: 0, playsToday: 5 })).toBe(0);
    expect(miniGameAttemptsLeft({ depositsToday: -2, playsToday: 0 })).toBe(1);
    expect(miniGameAttemptsLeft({ depositsToday: 0, playsToday: -1 })).toBe(1);
  });
});

describe('GPT_GAME_MODAL views', () => {
  it('map each game view to its mini-game, and the daily bonus to none', () => {
    expect(GPT_GAME_VIEWS.map(miniGameOfView)).toEqual(['lucky-card', 'wheel', 'bird', null]);
  });

  it('open by themselves on the first available game', () => {
    expect(autoOpenView(new Set(['bird', 'lucky-card', 'wheel']))).toBe('wheel_of_fortune');
    expect(autoOpenView(new Set(['bird', 'lucky-card']))).toBe('lucky_card');
    expect(autoOpenView(new Set(['bird']))).toBe('lucky_pigeon');
    expect(autoOpenView(new Set())).toBeNull();
  });

  it('survive sign-up as a statusSignUp wish', () => {
    expect(
      signUpContinuationSchema.parse({ kind: 'open_mini_game', view: 'wheel_of_fortune' }),
    ).toEqual({ kind: 'open_mini_game', view: 'wheel_of_fortune' });
    expect(
      signUpContinuationSchema.safeParse({ kind: 'open_mini_game', view: 'dice' }).success,
    ).toBe(false);
  });
});

describe('shouldAutoOpenGptGame', () => {
  // 2026-03-10 23:30 in Bucharest (the tests' zone) is 21:30 UTC.
  const lateEvening = new Date('2026-03-10T21:30:00Z');
  const base = {
    isAuthenticated: true,
    onMainPage: true,
    anyGameAvailable: true,
    shownFlag: undefined,
    now: lateEvening,
  };

  it('opens for a player on the main page while a game is available, not yet shown today', () => {
    expect(shouldAutoOpenGptGame(base)).toBe(true);
  });

  it('stays shut for a guest, off the main page, or with no game available', () => {
    expect(shouldAutoOpenGptGame({ ...base, isAuthenticated: false })).toBe(false);
    expect(shouldAutoOpenGptGame({ ...base, onMainPage: false })).toBe(false);
    expect(shouldAutoOpenGptGame({ ...base, anyGameAvailable: false })).toBe(false);
  });

  it('opens at most once a local day: the flag holds the local date it was shown on', () => {
    expect(shouldAutoOpenGptGame({ ...base, shownFlag: '2026-03-10' })).toBe(false);
    // The UTC date is still the 10th, but the local day has turned: it opens again.
    const afterLocalMidnight = new Date('2026-03-10T22:10:00Z');
    expect(
      shouldAutoOpenGptGame({ ...base, shownFlag: '2026-03-10', now: afterLocalMidnight }),
    ).toBe(true);
    expect(shouldAutoOpenGptGame({ ...base, shownFlag: '2026-03-09' })).toBe(true);
  });
});
