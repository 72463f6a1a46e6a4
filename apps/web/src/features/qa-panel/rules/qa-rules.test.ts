import { CATCH_GAME_WINDOW, OKTOBERFEST_WINDOW, localDateKey } from '@casino/shared';
import type { PlayerState } from '@casino/mock-world/qa';
import { describe, expect, it } from 'vitest';
import {
  clockPicks,
  localNoonInstant,
  parseSpinOutcomes,
  playerStateForm,
  playerStatePatch,
} from './qa-rules.js';

describe('clockPicks', () => {
  it("gives SPEC.md section 9's Oktoberfest edges and the catch game's days", () => {
    const picks = clockPicks({
      oktoberfestWindow: OKTOBERFEST_WINDOW,
      catchGameWindow: CATCH_GAME_WINDOW,
    });
    expect(picks.map(({ id, date }) => `${id} ${date}`)).toEqual([
      'oktoberfestBefore 2025-09-17',
      'oktoberfestStart 2025-09-18',
      'oktoberfestEnd 2025-10-07',
      'oktoberfestAfter 2025-10-08',
      'catchGameBefore 2024-12-15',
      'catchGameDay 2024-12-20',
      'catchGameDay 2024-12-21',
      'catchGameDay 2024-12-22',
      'catchGameDay 2024-12-27',
      'catchGameDay 2024-12-28',
      'catchGameDay 2024-12-29',
      'catchGameEnd 2025-01-10',
    ]);
    expect(picks.find((pick) => pick.date === '2024-12-21')?.percent).toBe(75);
  });

  it('follows configured windows, across a month and a year edge', () => {
    const picks = clockPicks({
      oktoberfestWindow: { start: '2026-10-01', end: '2026-12-31' },
      catchGameWindow: { start: '2026-01-01', end: '2026-01-21' },
    });
    expect(picks.map((pick) => pick.date)).toEqual([
      '2026-09-30',
      '2026-10-01',
      '2026-12-31',
      '2027-01-01',
      '2025-12-31',
      '2026-01-20',
      '2026-01-21',
      '2026-01-21',
    ]);
  });
});

describe('localNoonInstant', () => {
  it('is the local noon of the day, which reads back as the same local date', () => {
    const instant = localNoonInstant('2025-09-20');
    expect(instant).not.toBeNull();
    const moved = new Date(instant ?? '');
    expect(localDateKey(moved)).toBe('2025-09-20');
    expect(moved.getHours()).toBe(12);
  });

  it('refuses what is not a calendar day', () => {
    expect(localNoonInstant('')).toBeNull();
    expect(localNoonInstant('2025-9-20')).toBeNull();
    expect(localNoonInstant('2025-02-30')).toBeNull();
    expect(localNoonInstant('20-09-2025')).toBeNull();
  });
});

describe('parseSpinOutcomes', () => {
  it('reads win amounts and stake multiples, in order', () => {
    expect(parseSpinOutcomes('10, x2, 0, 2.5, X0.5')).toEqual([
      { win: 10 },
      { multiplier: 2 },
      { win: 0 },
      { win: 2.5 },
      { multiplier: 0.5 },
    ]);
  });

  it('takes 1 to 100 entries, skipping empty ones', () => {
    expect(parseSpinOutcomes('5,,')).toEqual([{ win: 5 }]);
    expect(parseSpinOutcomes(Array.from({ length: 100 }, () => '1').join(','))).toHaveLength(100);
    expect(parseSpinOutcomes(Array.from({ length: 101 }, () => '1').join(','))).toBeNull();
    expect(parseSpinOutcomes(' , ')).toBeNull();
  });

  it('refuses negatives, words and more than two decimals', () => {
    expect(parseSpinOutcomes('-1')).toBeNull();
    expect(parseSpinOutcomes('ten')).toBeNull();
    expect(parseSpinOutcomes('1.234')).toBeNull();
    expect(parseSpinOutcomes('x')).toBeNull();
  });
});

const STATE: PlayerState = {
  id: 200_001,
  email: 'qa-200001-plain@qa.lumo.test',
  login: 'qa200001',
  demo: false,
  country: 'IRL',
  currency: 'EUR',
  language: 'en',
  kycStatus: 'verified',
  userLevel: 'beginner',
  loyaltyLevel: 1,
  loyaltyPoints: 0,
  birthday: '1990-05-01',
  balances: { main: 150, bonusCasino: 0, cashback: 0 },
  wageringGames: null,
  freeSpins: { number: 0, numberDay: 0, dayLimit: null, betAmount: 0.2 },
};

describe('playerStatePatch', () => {
  it('is empty when nothing changed', () => {
    expect(playerStatePatch(STATE, playerStateForm(STATE))).toEqual({ patch: {}, changed: [] });
  });

  it('sends only the changed fields, balances together', () => {
    const form = {
      ...playerStateForm(STATE),
      kycStatus: 'not_verified' as const,
      main: '12,5',
      cashback: '3',
      country: 'deu',
      freeSpins: '7',
    };
    expect(playerStatePatch(STATE, form)).toEqual({
      patch: {
        kycStatus: 'not_verified',
        balances: { main: 12.5, cashback: 3 },
        country: 'DEU',
        freeSpins: { number: 7 },
      },
      changed: ['kycStatus', 'main', 'cashback', 'freeSpins', 'country'],
    });
  });

  it('clears the birthday, the country and the wager with empty fields', () => {
    const withWager = { ...STATE, wageringGames: [12, 40] };
    const form = { ...playerStateForm(withWager), birthday: '', country: '', wageringGames: ' ' };
    expect(playerStatePatch(withWager, form)).toMatchObject({
      patch: { birthday: null, country: null, wageringGames: null },
    });
    expect(
      playerStatePatch(STATE, { ...playerStateForm(STATE), wageringGames: '7, 9' }),
    ).toMatchObject({ patch: { wageringGames: [7, 9] } });
  });

  it('names the first field that does not read', () => {
    const form = playerStateForm(STATE);
    expect(playerStatePatch(STATE, { ...form, loyaltyLevel: '0' })).toEqual({
      invalid: 'loyaltyLevel',
    });
    expect(playerStatePatch(STATE, { ...form, main: '-1' })).toEqual({ invalid: 'main' });
    expect(playerStatePatch(STATE, { ...form, freeSpins: '1.5' })).toEqual({
      invalid: 'freeSpins',
    });
    expect(playerStatePatch(STATE, { ...form, birthday: '1.5.1990' })).toEqual({
      invalid: 'birthday',
    });
    expect(playerStatePatch(STATE, { ...form, country: 'DE' })).toEqual({ invalid: 'country' });
    expect(playerStatePatch(STATE, { ...form, wageringGames: '4, x' })).toEqual({
      invalid: 'wageringGames',
    });
  });
});
