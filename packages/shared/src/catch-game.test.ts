import { describe, expect, it } from 'vitest';
import { CATCH_GAME_MAX_TRIES, catchGamePlayResultSchema, catchGameState } from './catch-game.js';

const base = { gameId: 100, depositsToday: 0, triesUsedToday: 0, snowflakes: 0 };
// Local noon, so the day of the month is the same in any time zone the tests run in.
const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('catchGameState', () => {
  it('runs on its days inside the window with the day’s percent', () => {
    expect(catchGameState({ ...base, today: day('2024-12-20') })).toMatchObject({
      active: true,
      percent: 50,
      tries: { left: 3, used: 0, extra: 0 },
    });
    expect(catchGameState({ ...base, today: day('2025-01-10') }).active).toBe(false);
    expect(catchGameState({ ...base, today: day('2024-12-29') }).percent).toBe(85);
  });

  it('gives no tries and no percent on a day it does not run, even with a percent day', () => {
    // The 12th has a percent in the calendar but is not one of the game's days.
    expect(catchGameState({ ...base, today: day('2024-12-12') })).toMatchObject({
      active: false,
      percent: null,
      tries: { left: 0 },
    });
    expect(catchGameState({ ...base, today: day('2025-12-21') }).active).toBe(false);
  });

  it('adds one try per deposit up to five, and counts down what was used', () => {
    const today = day('2024-12-21');
    expect(catchGameState({ ...base, today, depositsToday: 2 }).tries).toEqual({
      left: 5,
      used: 0,
      extra: 2,
    });
    expect(catchGameState({ ...base, today, depositsToday: 9 }).tries).toEqual({
      left: CATCH_GAME_MAX_TRIES,
      used: 0,
      extra: 5,
    });
    expect(catchGameState({ ...base, today, depositsToday: 1, triesUsedToday: 4 }).tries.left).toBe(
      0,
    );
    expect(catchGameState({ ...base, today, triesUsedToday: 7 }).tries.left).toBe(0);
  });

  it('keeps whole, non-negative snowflakes and takes a configured window', () => {
    expect(catchGameState({ ...base, today: day('2024-12-21'), snowflakes: 12.9 }).snowflakes).toBe(
      12,
    );
    expect(
      catchGameState({
        ...base,
        today: day('2026-12-21'),
        window: { start: '2026-12-01', end: '2026-12-31' },
      }).active,
    ).toBe(true);
  });
});

describe('catchGamePlayResultSchema', () => {
  it('reads a try without a catch and refuses a state with negative tries', () => {
    const state = catchGameState({ ...base, today: day('2024-12-21') });
    expect(catchGamePlayResultSchema.parse({ caught: false, bonus: null, state })).toEqual({
      caught: false,
      bonus: null,
      state,
    });
    expect(
      catchGamePlayResultSchema.safeParse({
        caught: false,
        bonus: null,
        state: { ...state, tries: { ...state.tries, left: -1 } },
      }).success,
    ).toBe(false);
  });
});
