// Tournaments end to end: real tRPC clients with cookie jars against a listening BFF and its
// in-process mock casino. A named demo player's row, the bets to the next paid place and to keep
// theirs, and the leaderboard after real spins of the tournament's own games (a real-money launch,
// then the game page's spin through the BFF's /media proxy), whose points reach the player's
// socket as TOURNAMENT_POINTS.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PLACE, DEMO_PASSWORD, LEADERBOARD_SIZE } from '@casino/mock-world';
import { tournamentBetForPoints, tournamentPointsForBet } from '@casino/shared';
import type { RunningServer } from '../../src/server.js';
import { qa, rejectionOf, startTestBff, upstreamCalls } from '../support/bff.js';
import { Browser } from '../support/browser.js';
import { type PlayerClient, type SignedIn, clientFor, signIn } from '../support/players.js';
import { type TestSocket, openSocket } from '../support/realtime.js';

const qaPlayerSchema = z.object({ id: z.number(), email: z.string() });
const spinSchema = z.object({ stake: z.number(), win: z.number(), balance: z.number() });
/** A Saturday noon (UTC): the weekly local race (Thursday noon to Wednesday noon) runs. */
const SATURDAY_NOON = '2025-03-15T12:00:00.000Z';

const running: RunningServer[] = [];
const sockets: TestSocket[] = [];
let url: string;
let server: RunningServer;
let plain: SignedIn;

beforeAll(async () => {
  ({ url, server } = await startTestBff(running, { REALTIME_EVENTS_POLL_MS: '100' }));
  plain = await signIn(url, 'plain');
});

afterAll(async () => {
  await Promise.all(running.splice(0).map((entry) => entry.close()));
});

beforeEach(async () => {
  await qa(url, 'POST', '/reset');
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

const guest = () => new Browser().client(url);

describe('tournaments', () => {
  it('lists by filter and details a local one with the player’s own row', async () => {
    const all = await guest().tournaments.list.query();
    const local = await guest().tournaments.list.query({ filter: 'local' });
    const network = await guest().tournaments.list.query({ filter: 'network' });
    const finished = await guest().tournaments.list.query({ filter: 'finished' });
    expect(local.length).toBeGreaterThan(0);
    expect(network.length).toBeGreaterThan(0);
    expect(finished.length).toBeGreaterThan(0);
    expect(local.every((entry) => entry.kind === 'local')).toBe(true);
    expect(network.every((entry) => entry.kind === 'network')).toBe(true);
    expect(all).toHaveLength(local.length + network.length);
    const now = Date.now();
    expect(finished.every((entry) => Date.parse(entry.duration.end) <= now)).toBe(true);

    const first = local[0];
    if (first === undefined) throw new Error('expected a local tournament');
    const detail = await plain.client.tournaments.local.query({ id: first.id });
    expect(detail).toMatchObject({ kind: 'local', id: first.id });
    expect(detail.prizes.length).toBeGreaterThan(0);
    expect(detail.prizePool.amount).toBeGreaterThan(0);
    expect(detail.minBet.amount).toBeGreaterThan(0);
    expect(detail).toHaveProperty('user');
    expect((await guest().tournaments.local.query({ id: first.id })).user).toBeNull();

    const missing = await rejectionOf(guest().tournaments.local.query({ id: 999_999 }));
    expect(missing.data).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.notFound' });
  });

  it('shares a guest’s view through the cache and asks the upstream for each player’s', async () => {
    // A BFF of its own, with an empty cache.
    const { url: freshUrl } = await startTestBff(running);
    const visitor = new Browser().client(freshUrl);
    await visitor.tournaments.list.query({ filter: 'local' });
    await new Browser().client(freshUrl).tournaments.list.query({ filter: 'local' });
    expect((await upstreamCalls(freshUrl))['GET /casino/tournaments']).toBe(1);
    const player = await signIn(freshUrl, 'plain');
    await player.client.tournaments.list.query({ filter: 'local' });
    await player.client.tournaments.list.query({ filter: 'local' });
    expect((await upstreamCalls(freshUrl))['GET /casino/tournaments']).toBe(3);
  });

  it('finds a network tournament by its code', async () => {
    const [first] = await guest().tournaments.list.query({ filter: 'network' });
    if (first?.kind !== 'network') throw new Error('expected a network tournament');
    await expect(guest().tournaments.network.query({ code: first.code })).resolves.toMatchObject({
      kind: 'network',
      code: first.code,
    });
    const unknown = await rejectionOf(guest().tournaments.network.query({ code: 'no-such-cup' }));
    expect(unknown.data?.code).toBe('NOT_FOUND');
    const malformed = await rejectionOf(guest().tournaments.network.query({ code: '../x' }));
    expect(malformed.data?.fieldErrors).toContainEqual(
      expect.objectContaining({ key: 'errors.noSuchCode' }),
    );
  });
});

describe('a named demo player in a running local tournament', () => {
  let player: { id: number; client: PlayerClient; browser: Browser };

  beforeEach(async () => {
    await qa(url, 'PUT', '/clock', { now: SATURDAY_NOON });
    // A fresh copy of the bonus player (EUR), a named demo player: the demo row.
    const made = qaPlayerSchema.parse(
      await qa(url, 'POST', '/players', { template: 'bonus@demo.lumo.test' }),
    );
    const browser = new Browser();
    const client = clientFor(url, browser);
    await client.auth.login.mutate({ email: made.email, password: DEMO_PASSWORD });
    await qa(url, 'PUT', `/players/${String(made.id)}/state`, {
      balances: { main: 1_000, bonusCasino: 0 },
      wageringGames: null,
    });
    player = { id: made.id, client, browser };
  });

  async function runningLocal() {
    const now = Date.parse(SATURDAY_NOON);
    const list = await player.client.tournaments.list.query({ filter: 'local' });
    const found = list.find(
      (entry) => Date.parse(entry.duration.start) <= now && now < Date.parse(entry.duration.end),
    );
    if (found === undefined) throw new Error('no local tournament runs on Saturday noon');
    return player.client.tournaments.local.query({ id: found.id });
  }

  it('holds its row below the shown rows, with the bets to the next paid place and to keep it', async () => {
    const tournament = await runningLocal();
    const user = tournament.user;
    if (user === null) throw new Error('the demo player has no row');
    expect(user.place).toBe(DEMO_PLACE);
    expect(tournament.leaderboard).toHaveLength(LEADERBOARD_SIZE);
    expect(tournament.leaderboard.some((entry) => entry.login === user.login)).toBe(false);

    const lastPaid = tournament.leaderboard[tournament.numberOfWinners - 1];
    if (lastPaid === undefined) throw new Error('the last paid place is not shown');
    const points = lastPaid.points - user.points + 1;
    expect(tournament.standing?.nextPaidPlace).toEqual({
      place: tournament.numberOfWinners,
      points,
      bet: { amount: tournamentBetForPoints(points, tournament.minBet.amount), currency: 'EUR' },
    });
    expect(tournament.standing?.keepPlace?.bet.currency).toBe('EUR');

    // Its games come as the lobby's tiles show them; a guest sees no row and no figures.
    expect(tournament.games.map((game) => game.id)).toEqual(tournament.gameIds);
    expect(tournament.games.length).toBeGreaterThan(0);
    const seen = await guest().tournaments.local.query({ id: tournament.id });
    expect(seen).toMatchObject({ user: null, standing: null });
  });

  it('moves the row up after a real spin of one of its games, and tells the player’s socket', async () => {
    const before = await runningLocal();
    const gameId = before.gameIds[0];
    if (gameId === undefined || before.user === null) throw new Error('nothing to play');
    const launch = await player.client.games.launch.mutate({ gameId, mode: 'real' });
    expect((await fetch(`${url}${launch.url}`)).status).toBe(200);
    const socket = await openSocket(url, { cookie: player.browser.cookie });
    sockets.push(socket);
    socket.send({ type: 'RESUME', lastEventId: null });
    // The poller's first pass skips what came before it: spin after one.
    await server.app.realtime.poller.eventsPolled();

    const stake = 5;
    const answer = await fetch(`${url}${launch.url.replace('?', '/spin?')}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'null' },
      body: JSON.stringify({ stake }),
    });
    expect(answer.status).toBe(200);
    expect(spinSchema.parse(await answer.json())).toMatchObject({ stake });
    const scored = tournamentPointsForBet(stake, before.minBet.amount);

    await socket.until(
      (s) => s.ofType('TOURNAMENT_POINTS').length === 1,
      5_000,
      'TOURNAMENT_POINTS',
    );
    expect(socket.ofType('TOURNAMENT_POINTS')[0]?.data).toEqual({
      tournamentId: before.id,
      points: scored,
    });

    const after = await player.client.tournaments.local.query({ id: before.id });
    expect(after.user?.points).toBe(before.user.points + scored);
    expect(after.user?.place).toBeLessThan(before.user.place);
    // The figure to the next paid place shrinks by what the spin scored.
    expect(after.standing?.nextPaidPlace?.points).toBe(
      (before.standing?.nextPaidPlace?.points ?? 0) - scored,
    );
  });
});
