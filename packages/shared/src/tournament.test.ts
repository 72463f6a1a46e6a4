import { describe, expect, it } from 'vitest';
import {
  TOURNAMENT_FILTERS,
  type Tournament,
  type TournamentStandingInput,
  isTournamentFinished,
  matchesTournamentFilter,
  tournamentBetForPoints,
  tournamentElapsed,
  tournamentFilterSchema,
  tournamentPhase,
  tournamentPointsForBet,
  tournamentSchema,
  tournamentStanding,
} from './tournament.js';

const start = new Date(2025, 8, 18, 0, 0);
const end = new Date(2025, 8, 25, 0, 0);

const local: Tournament = {
  kind: 'local',
  id: 12,
  name: 'Autumn spins',
  prizes: [
    { place: 1, prize: { amount: 500, currency: 'EUR' } },
    { place: 2, prize: { amount: 250, currency: 'EUR' } },
  ],
  prizePool: { amount: 750, currency: 'EUR' },
  duration: { start: start.toISOString(), end: end.toISOString() },
  numberOfWinners: 2,
  minBet: { amount: 0.5, currency: 'EUR' },
  date: start.toISOString(),
  leaderboard: [
    { place: 1, login: 'ana90', points: 1200, prize: { amount: 500, currency: 'EUR' } },
  ],
  user: { place: 7, login: 'me', points: 80, prize: null },
  results: [],
  gameIds: [101, 102],
  standing: {
    nextPaidPlace: { place: 2, points: 41, bet: { amount: 4.1, currency: 'EUR' } },
    keepPlace: null,
  },
};

const network: Tournament = { ...local, kind: 'network', id: 13, code: 'drops-weekly' };

describe('tournamentSchema', () => {
  it('accepts a local and a network tournament', () => {
    expect(tournamentSchema.parse(local)).toEqual(local);
    expect(tournamentSchema.parse(network)).toEqual(network);
  });

  it('rejects a network tournament without its code and an unknown kind', () => {
    expect(tournamentSchema.safeParse({ ...local, kind: 'network' }).success).toBe(false);
    expect(tournamentSchema.safeParse({ ...local, kind: 'global' }).success).toBe(false);
  });

  it('rejects a duration that ends before it starts', () => {
    const backwards = { start: end.toISOString(), end: start.toISOString() };
    expect(tournamentSchema.safeParse({ ...local, duration: backwards }).success).toBe(false);
  });

  it('accepts a guest view without an own entry', () => {
    expect(tournamentSchema.safeParse({ ...local, user: null }).success).toBe(true);
  });
});

describe('tournament filters', () => {
  it('are all, local, network and finished', () => {
    expect(TOURNAMENT_FILTERS).toEqual(['all', 'local', 'network', 'finished']);
    expect(tournamentFilterSchema.safeParse('running').success).toBe(false);
  });
});

describe('isTournamentFinished', () => {
  it('is finished from the end instant on, not a millisecond before', () => {
    expect(isTournamentFinished(local, end)).toBe(true);
    expect(isTournamentFinished(local, new Date(end.getTime() - 1))).toBe(false);
  });
});

describe('matchesTournamentFilter', () => {
  const running = new Date(2025, 8, 20, 12, 0);
  const justBeforeEnd = new Date(end.getTime() - 1);

  it('lists unfinished tournaments of both kinds under all', () => {
    expect(matchesTournamentFilter(local, 'all', running)).toBe(true);
    expect(matchesTournamentFilter(network, 'all', justBeforeEnd)).toBe(true);
    expect(matchesTournamentFilter(local, 'all', end)).toBe(false);
  });

  it('lists upcoming tournaments under all', () => {
    expect(matchesTournamentFilter(local, 'all', new Date(2025, 8, 1))).toBe(true);
  });

  it('lists unfinished tournaments of their own kind under local and network', () => {
    expect(matchesTournamentFilter(local, 'local', running)).toBe(true);
    expect(matchesTournamentFilter(local, 'network', running)).toBe(false);
    expect(matchesTournamentFilter(network, 'network', running)).toBe(true);
    expect(matchesTournamentFilter(network, 'local', running)).toBe(false);
    expect(matchesTournamentFilter(network, 'network', end)).toBe(false);
  });

  it('lists ended tournaments of both kinds under finished, from the end instant', () => {
    expect(matchesTournamentFilter(local, 'finished', end)).toBe(true);
    expect(matchesTournamentFilter(network, 'finished', end)).toBe(true);
    expect(matchesTournamentFilter(local, 'finished', justBeforeEnd)).toBe(false);
  });
});

describe('tournamentPhase', () => {
  it('counts to the start until the start instant, then to the end', () => {
    const before = new Date(start.getTime() - 1);
    expect(tournamentPhase(local, before)).toEqual({ phase: 'upcoming', countsTo: start });
    expect(tournamentPhase(local, start)).toEqual({ phase: 'running', countsTo: end });
    expect(tournamentPhase(local, new Date(end.getTime() - 1))).toEqual({
      phase: 'running',
      countsTo: end,
    });
  });

  it('is finished from the end instant, with nothing to count to', () => {
    expect(tournamentPhase(local, end)).toEqual({ phase: 'finished' });
    expect(tournamentPhase(local, new Date(end.getTime() + 86_400_000))).toEqual({
      phase: 'finished',
    });
  });
});

describe('tournamentElapsed', () => {
  it('is 0 up to the start, the share of the time gone while running and 1 from the end', () => {
    expect(tournamentElapsed(local, new Date(start.getTime() - 1))).toBe(0);
    expect(tournamentElapsed(local, start)).toBe(0);
    const half = new Date((start.getTime() + end.getTime()) / 2);
    expect(tournamentElapsed(local, half)).toBeCloseTo(0.5, 10);
    expect(tournamentElapsed(local, new Date(end.getTime() + 1))).toBe(1);
  });
});

describe('tournament points per bet', () => {
  it('score nothing below the minimum bet and from it on ten a euro, whole points down', () => {
    expect(tournamentPointsForBet(0.49, 0.5)).toBe(0);
    expect(tournamentPointsForBet(0.5, 0.5)).toBe(5);
    expect(tournamentPointsForBet(0.1 + 0.2, 0.3)).toBe(3);
    expect(tournamentPointsForBet(1.29, 0.2)).toBe(12);
    expect(tournamentPointsForBet(100, 1)).toBe(1_000);
  });

  it('ask the least whole-cent bet that scores the points, never under the minimum bet', () => {
    expect(tournamentBetForPoints(0, 0.5)).toBe(0);
    expect(tournamentBetForPoints(-3, 0.5)).toBe(0);
    expect(tournamentBetForPoints(1, 0.5)).toBe(0.5);
    expect(tournamentBetForPoints(3, 0.2)).toBe(0.3);
    expect(tournamentBetForPoints(123, 0.2)).toBe(12.3);
    for (const points of [1, 3, 7, 10, 11, 99, 123, 4_567]) {
      expect(
        tournamentPointsForBet(tournamentBetForPoints(points, 0.2), 0.2),
      ).toBeGreaterThanOrEqual(points);
    }
  });
});

describe('tournamentStanding', () => {
  const board = (points: number[]) =>
    points.map((value, index) => ({ place: index + 1, points: value }));
  const base: TournamentStandingInput = {
    // Places 1-3 and 5-6: the player holds 4th.
    others: [...board([900, 800, 700]), { place: 5, points: 400 }, { place: 6, points: 100 }],
    user: { place: 4, points: 500 },
    numberOfWinners: 3,
    minBetEur: 0.5,
    elapsed: 0.5,
    currency: 'EUR',
    ratePerEur: 1,
  };

  it('from outside the paid places aims at the last paid one: one point more than its holder', () => {
    expect(tournamentStanding(base).nextPaidPlace).toEqual({
      place: 3,
      points: 201,
      bet: { amount: 20.1, currency: 'EUR' },
    });
  });

  it('inside the paid places aims at the place above, and in first place at none', () => {
    const third = {
      ...base,
      user: { place: 3, points: 750 },
      others: [...board([900, 800]), { place: 4, points: 700 }],
    };
    expect(tournamentStanding(third).nextPaidPlace).toMatchObject({ place: 2, points: 51 });
    const first = { ...base, user: { place: 1, points: 950 }, others: [{ place: 2, points: 900 }] };
    expect(tournamentStanding(first).nextPaidPlace).toBeNull();
  });

  it('passes a tie with one point and asks at least the minimum bet', () => {
    const tied = { ...base, user: { place: 4, points: 700 } };
    expect(tournamentStanding(tied).nextPaidPlace).toEqual({
      place: 3,
      points: 1,
      bet: { amount: 0.5, currency: 'EUR' },
    });
  });

  it('has no next paid place without winners or without the holder on the board', () => {
    expect(tournamentStanding({ ...base, numberOfWinners: 0 }).nextPaidPlace).toBeNull();
    expect(tournamentStanding({ ...base, others: [] }).nextPaidPlace).toBeNull();
  });

  it('keeps the place against the player behind projected to the end at their pace', () => {
    // 400 points at half time make 800 by the end: 301 more than the player's 500.
    expect(tournamentStanding(base).keepPlace).toEqual({
      points: 301,
      bet: { amount: 30.1, currency: 'EUR' },
    });
    // At 90% gone, 400 make 445: the player's 500 already keep the place.
    expect(tournamentStanding({ ...base, elapsed: 0.9 }).keepPlace).toEqual({
      points: 0,
      bet: { amount: 0, currency: 'EUR' },
    });
  });

  it('has nothing to keep with no one behind, before the start or from the end', () => {
    expect(tournamentStanding({ ...base, others: board([900, 800, 700]) }).keepPlace).toBeNull();
    expect(tournamentStanding({ ...base, elapsed: 0 }).keepPlace).toBeNull();
    expect(tournamentStanding({ ...base, elapsed: 1 }).keepPlace).toBeNull();
  });

  it('gives the bets in the player’s currency, rounded up to whole cents', () => {
    const ron = tournamentStanding({ ...base, currency: 'RON', ratePerEur: 4.9731 });
    // 20.10 EUR × 4.9731 = 99.959…
    expect(ron.nextPaidPlace?.bet).toEqual({ amount: 99.96, currency: 'RON' });
  });
});
