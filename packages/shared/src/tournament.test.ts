import { describe, expect, it } from 'vitest';
import {
  TOURNAMENT_FILTERS,
  type Tournament,
  isTournamentFinished,
  matchesTournamentFilter,
  tournamentFilterSchema,
  tournamentSchema,
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
