import { describe, expect, it } from 'vitest';
import {
  catchGameBonusPercent,
  catchGameId,
  catchGameTries,
  isCatchGameDay,
  isCatchGameWindow,
  isOktoberfestActive,
  snowflakesForBet,
} from './promotions.js';

// Dates are local (tests run in Europe/Bucharest); months are 0-based.

describe('isOktoberfestActive (default window 2025-09-18 to 2025-10-07)', () => {
  it('is off on the last moment of the day before the start', () => {
    expect(isOktoberfestActive(new Date(2025, 8, 17, 23, 59, 59, 999))).toBe(false);
  });

  it('is on from local midnight of the first day', () => {
    expect(isOktoberfestActive(new Date(2025, 8, 18, 0, 0))).toBe(true);
  });

  it('is on until the last moment of the last day', () => {
    expect(isOktoberfestActive(new Date(2025, 9, 7, 23, 59, 59, 999))).toBe(true);
  });

  it('is off from local midnight of the day after the end', () => {
    expect(isOktoberfestActive(new Date(2025, 9, 8, 0, 0))).toBe(false);
  });

  it('does not recur the next year', () => {
    expect(isOktoberfestActive(new Date(2026, 8, 25, 12))).toBe(false);
  });

  it('follows a configured window', () => {
    const window = { start: '2026-09-19', end: '2026-10-04' };
    expect(isOktoberfestActive(new Date(2026, 8, 18, 23, 59), window)).toBe(false);
    expect(isOktoberfestActive(new Date(2026, 8, 19, 0, 0), window)).toBe(true);
    expect(isOktoberfestActive(new Date(2026, 9, 4, 23, 59), window)).toBe(true);
    expect(isOktoberfestActive(new Date(2026, 9, 5, 0, 0), window)).toBe(false);
  });
});

describe('isCatchGameWindow (default window 2024-12-16 to 2025-01-10)', () => {
  it('is off on the day before the start', () => {
    expect(isCatchGameWindow(new Date(2024, 11, 15, 23, 59, 59, 999))).toBe(false);
  });

  it('is on on the first day', () => {
    expect(isCatchGameWindow(new Date(2024, 11, 16, 0, 0))).toBe(true);
  });

  it('is on on the last day', () => {
    expect(isCatchGameWindow(new Date(2025, 0, 10, 23, 59, 59, 999))).toBe(true);
  });

  it('is off on the day after the end', () => {
    expect(isCatchGameWindow(new Date(2025, 0, 11, 0, 0))).toBe(false);
  });

  it('follows a configured window', () => {
    const window = { start: '2025-12-15', end: '2026-01-09' };
    expect(isCatchGameWindow(new Date(2025, 11, 14, 23, 59), window)).toBe(false);
    expect(isCatchGameWindow(new Date(2025, 11, 15, 0, 0), window)).toBe(true);
    expect(isCatchGameWindow(new Date(2026, 0, 9, 23, 59), window)).toBe(true);
    expect(isCatchGameWindow(new Date(2026, 0, 10, 0, 0), window)).toBe(false);
  });
});

describe('isCatchGameDay', () => {
  it.each([20, 21, 22, 27, 28, 29])('runs on December %i, inside the window', (day) => {
    expect(isCatchGameDay(new Date(2024, 11, day, 0, 0))).toBe(true);
    expect(isCatchGameDay(new Date(2024, 11, day, 23, 59, 59, 999))).toBe(true);
  });

  it.each([16, 19, 23, 26, 30, 31])('does not run on December %i', (day) => {
    expect(isCatchGameDay(new Date(2024, 11, day, 12))).toBe(false);
  });

  it('does not run on a catch-game day of the month outside the window', () => {
    expect(isCatchGameDay(new Date(2024, 10, 20, 12))).toBe(false);
    expect(isCatchGameDay(new Date(2025, 0, 20, 12))).toBe(false);
  });

  it('does not run on the window days in January (none is a catch-game day)', () => {
    expect(isCatchGameDay(new Date(2025, 0, 1, 12))).toBe(false);
    expect(isCatchGameDay(new Date(2025, 0, 10, 12))).toBe(false);
  });

  it('reads the local day of the month (local midnight of the 20th is the 19th in UTC)', () => {
    const startOf20th = new Date(2024, 11, 20, 0, 30);
    expect(startOf20th.getUTCDate()).toBe(19);
    expect(isCatchGameDay(startOf20th)).toBe(true);
    expect(isCatchGameDay(new Date(2024, 11, 19, 23, 59))).toBe(false);
  });

  it('follows a configured window', () => {
    const window = { start: '2025-12-21', end: '2025-12-27' };
    expect(isCatchGameDay(new Date(2025, 11, 20, 12), window)).toBe(false);
    expect(isCatchGameDay(new Date(2025, 11, 21, 12), window)).toBe(true);
    expect(isCatchGameDay(new Date(2025, 11, 27, 12), window)).toBe(true);
    expect(isCatchGameDay(new Date(2025, 11, 28, 12), window)).toBe(false);
  });
});

describe('catchGameBonusPercent', () => {
  it.each([
    [12, 85],
    [13, 50],
    [20, 50],
    [21, 75],
    [22, 85],
    [27, 50],
    [28, 75],
    [29, 85],
  ])('gives %i → %i%%', (day, percent) => {
    expect(catchGameBonusPercent(new Date(2024, 11, day, 12))).toBe(percent);
  });

  it.each([1, 11, 14, 19, 23, 26, 30, 31])('gives null on day %i', (day) => {
    expect(catchGameBonusPercent(new Date(2024, 11, day, 12))).toBeNull();
  });

  it('reads the local day of the month', () => {
    expect(catchGameBonusPercent(new Date(2024, 11, 21, 0, 0))).toBe(75);
    expect(catchGameBonusPercent(new Date(2024, 11, 20, 23, 59, 59, 999))).toBe(50);
  });
});

describe('catchGameTries', () => {
  it('gives 3 tries a day without deposits', () => {
    expect(catchGameTries({ depositsToday: 0, usedToday: 0 })).toBe(3);
  });

  it('adds one try per deposit', () => {
    expect(catchGameTries({ depositsToday: 1, usedToday: 0 })).toBe(4);
    expect(catchGameTries({ depositsToday: 4, usedToday: 0 })).toBe(7);
  });

  it('reaches 5 extra tries at 5 deposits', () => {
    expect(catchGameTries({ depositsToday: 5, usedToday: 0 })).toBe(8);
  });

  it('gives no more than 5 extra tries from the 6th deposit on', () => {
    expect(catchGameTries({ depositsToday: 6, usedToday: 0 })).toBe(8);
    expect(catchGameTries({ depositsToday: 20, usedToday: 0 })).toBe(8);
  });

  it('subtracts the tries used today', () => {
    expect(catchGameTries({ depositsToday: 0, usedToday: 2 })).toBe(1);
    expect(catchGameTries({ depositsToday: 0, usedToday: 3 })).toBe(0);
    expect(catchGameTries({ depositsToday: 6, usedToday: 7 })).toBe(1);
  });

  it('never goes below zero', () => {
    expect(catchGameTries({ depositsToday: 0, usedToday: 4 })).toBe(0);
    expect(catchGameTries({ depositsToday: 5, usedToday: 9 })).toBe(0);
  });

  it('ignores negative counts', () => {
    expect(catchGameTries({ depositsToday: -2, usedToday: -1 })).toBe(3);
  });
});

describe('snowflakesForBet', () => {
  it('gives one snowflake per whole euro, rounded down', () => {
    expect(snowflakesForBet(0.99)).toBe(0);
    expect(snowflakesForBet(1)).toBe(1);
    expect(snowflakesForBet(1.99)).toBe(1);
    expect(snowflakesForBet(2)).toBe(2);
    expect(snowflakesForBet(250.5)).toBe(250);
  });

  it('does not lose a snowflake to float noise', () => {
    // A one-euro bet summed from parts: 0.9999999999999999 in floating point.
    const oneEuro = 0.7 + 0.1 + 0.1 + 0.1;
    expect(oneEuro).toBeLessThan(1);
    expect(snowflakesForBet(oneEuro)).toBe(1);
    expect(snowflakesForBet(2.9999999999)).toBe(3);
  });

  it('gives none for zero, negative or non-finite amounts', () => {
    expect(snowflakesForBet(0)).toBe(0);
    expect(snowflakesForBet(-5)).toBe(0);
    expect(snowflakesForBet(Number.NaN)).toBe(0);
    expect(snowflakesForBet(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('catchGameId', () => {
  it('is 270 on the production host and 100 elsewhere', () => {
    expect(catchGameId(true)).toBe(270);
    expect(catchGameId(false)).toBe(100);
  });
});
