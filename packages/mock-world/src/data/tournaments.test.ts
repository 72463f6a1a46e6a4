import { TOURNAMENT_FILTERS, tournamentBetForPoints, tournamentSchema } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { createMockWorld } from './world.js';
import {
  DEMO_PLACE,
  LEADERBOARD_SIZE,
  type TournamentViewer,
  currentInstance,
  findLocalInstance,
  findNetworkInstance,
  tournamentAt,
  tournamentsAt,
} from './tournaments.js';

const world = createMockWorld(42);
const templates = world.tournaments;
const wednesday = Date.parse('2025-03-12T12:00:00Z');
const viewer: TournamentViewer = {
  id: 1001,
  login: 'bonus_hunter',
  currency: 'EUR',
  ratePerEur: 1,
  demoPlace: null,
};
const demoViewer: TournamentViewer = {
  ...viewer,
  login: 'plain_player',
  currency: 'RON',
  ratePerEur: 5,
  demoPlace: DEMO_PLACE,
};

/** The first tournament running on Wednesday, and its instance. */
function running() {
  for (const template of templates) {
    const instance = currentInstance(template, wednesday);
    const tournament = tournamentAt(template, instance, wednesday, null, 42);
    if (state(tournament, wednesday) === 'running') return { template, instance };
  }
  throw new Error('nothing runs on Wednesday');
}

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

  it('are played on eight launchable slots of the catalogue each', () => {
    for (const template of templates) {
      expect(template.gameIds).toHaveLength(8);
      for (const id of template.gameIds) {
        const game = world.catalog.byId.get(id);
        expect(game).toMatchObject({ kind: 'slot', restricted: false, hasDemo: true });
      }
    }
  });

  it('put the player’s row in among the others, everyone below a place down', () => {
    const { template, instance } = running();
    const tournament = tournamentAt(template, instance, wednesday, demoViewer, 42);
    const guest = tournamentAt(template, instance, wednesday, null, 42);
    expect(tournament.user).toMatchObject({ place: DEMO_PLACE, login: 'plain_player' });
    expect(tournament.leaderboard).toHaveLength(LEADERBOARD_SIZE);
    expect(tournament.leaderboard).toEqual(guest.leaderboard);
    // The row above is one point ahead; everyone from the player's place on moved down one.
    const final = tournamentAt(
      template,
      instance,
      Date.parse(tournament.duration.end),
      demoViewer,
      42,
    );
    const places = final.results.map((entry) => entry.place);
    expect(places).toEqual(places.map((_, index) => index + 1));
    expect(final.results.length).toBe(template.field.length + 1);
    const own = final.results.find((entry) => entry.login === 'plain_player');
    const above = final.results[(own?.place ?? 0) - 2];
    expect(own?.points).toBe((above?.points ?? 0) - 1);
  });

  it('give a player in one the bets to the next paid place and to keep theirs, in their currency', () => {
    const { template, instance } = running();
    const tournament = tournamentAt(template, instance, wednesday, demoViewer, 42);
    const lastPaid = tournament.leaderboard[tournament.numberOfWinners - 1];
    const points = (lastPaid?.points ?? 0) - (tournament.user?.points ?? 0) + 1;
    const betEur = tournamentBetForPoints(points, tournament.minBet.amount);
    expect(tournament.standing?.nextPaidPlace).toEqual({
      place: tournament.numberOfWinners,
      points,
      // 5 RON a euro, rounded up to whole bani.
      bet: { amount: Math.ceil(betEur * 5 * 100 - 1e-9) / 100, currency: 'RON' },
    });
    expect(tournament.standing?.keepPlace?.bet.currency).toBe('RON');
    expect(tournamentAt(template, instance, wednesday, null, 42).standing).toBeNull();
    const end = Date.parse(tournament.duration.end);
    expect(tournamentAt(template, instance, end, demoViewer, 42).standing).toBeNull();
  });
});
