import { TOURNAMENT_FILTERS, tournamentSchema } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import {
  currentInstance,
  findLocalInstance,
  findNetworkInstance,
  generateTournaments,
  tournamentAt,
  tournamentsAt,
} from './tournaments.js';

const templates = generateTournaments(42);
const wednesday = Date.parse('2025-03-12T12:00:00Z');
const viewer = { id: 1001, login: 'bonus_hunter' };

function state(tournament: { duration: { start: string; end: string } }, now: number): string {
  if (now < Date.parse(tournament.duration.start)) return 'upcoming';
  return now >= Date.parse(tournament.duration.end) ? 'finished' : 'running';
}

describe('tournaments', () => {
  it('are local and network, parsed by the shared schema, running, upcoming and finished at once', () => {
    const all = tournamentsAt(templates, 'all', wednesday, viewer, 42).concat(
      tournamentsAt(templates, 'finished', wednesday, viewer, 42),
    );
    for (const tournament of all) tournamentSchema.parse(tournament);
    expect(new Set(all.map((tournament) => tournament.kind))).toEqual(
      new Set(['local', 'network']),
    );
    expect(new Set(all.map((tournament) => state(tournament, wednesday)))).toEqual(
      new Set(['upcoming', 'running', 'finished']),
    );
  });

  it('always have one running, whatever the clock says', () => {
    for (let hour = 0; hour < 24 * 28; hour += 5) {
      const now = wednesday + hour * 3_600_000;
      const list = tournamentsAt(templates, 'all', now, null, 42);
      expect(list.some((tournament) => state(tournament, now) === 'running')).toBe(true);
    }
  });

  it('move through their states with the clock, and keep their id', () => {
    const template = templates[0];
    if (template === undefined) throw new Error('no tournaments');
    const instance = currentInstance(template, wednesday);
    const now = tournamentAt(template, instance, wednesday, null, 42);
    expect(state(now, wednesday)).toBe('running');
    const start = Date.parse(now.duration.start);
    const end = Date.parse(now.duration.end);
    const before = tournamentAt(template, instance, start - 1, viewer, 42);
    expect(before.leaderboard).toEqual([]);
    expect(before.user).toBeNull();
    const later = tournamentAt(template, instance, wednesday + 3_600_000, null, 42);
    expect(later.leaderboard[0]?.points ?? 0).toBeGreaterThan(now.leaderboard[0]?.points ?? 0);
    const after = tournamentAt(template, instance, end + 1, null, 42);
    expect(after.results.length).toBeGreaterThan(0);
    expect(after.id).toBe(now.id);
    expect(now.results).toEqual([]);
  });

  it('are found again by id (local) and by code (network)', () => {
    for (const tournament of tournamentsAt(templates, 'all', wednesday, null, 42)) {
      const found =
        tournament.kind === 'local'
          ? findLocalInstance(templates, tournament.id)
          : findNetworkInstance(templates, tournament.code);
      expect(found).toBeDefined();
      if (found === undefined) continue;
      expect(tournamentAt(found.template, found.instance, wednesday, null, 42)).toEqual(tournament);
    }
    expect(findLocalInstance(templates, 999_000_001)).toBeUndefined();
    expect(findNetworkInstance(templates, 'no-such-race-1')).toBeUndefined();
  });

  it('filter as the shared rule says', () => {
    for (const filter of TOURNAMENT_FILTERS) {
      const list = tournamentsAt(templates, filter, wednesday, null, 42);
      expect(list.length, filter).toBeGreaterThan(0);
      if (filter === 'local' || filter === 'network') {
        expect(list.every((tournament) => tournament.kind === filter)).toBe(true);
      }
      if (filter === 'finished') {
        expect(list.every((tournament) => state(tournament, wednesday) === 'finished')).toBe(true);
      }
    }
  });
});
