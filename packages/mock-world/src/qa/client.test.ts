import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MockApp } from '../app.js';
import { TEST_NOW, testMockApp } from '../testing.js';
import { readinessSchema } from './answers.js';
import { DEMO_PLAYERS, QaClient, QaError, type QaSend, fetchQaSend } from './client.js';

// The typed QA client against the mock world's real answers: every answer schema has to parse
// what the world sends, so a drift between the two fails here rather than in a journey or the
// QA panel.

let mock: MockApp;
let qa: QaClient;

/** The client's transport over the app in process (what fetch or Playwright do over HTTP). */
function injectSend(app: MockApp['app']): QaSend {
  return async (method, path, body) => {
    const response = await app.inject({
      method,
      url: path,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, text: response.body };
  };
}

beforeEach(() => {
  mock = testMockApp();
  qa = new QaClient(injectSend(mock.app));
});
afterEach(async () => {
  await mock.app.close();
});

describe('the QA client parses the mock world answers', () => {
  it('of the upstreams, the clock, geo, sport, jackpots, mini-games and counters', async () => {
    expect((await qa.upstreams()).casino).toEqual({ latencyMs: 0, errorRate: 0 });
    expect(await qa.setUpstream('cms', { latencyMs: 250, errorRate: 0.5 })).toEqual({
      latencyMs: 250,
      errorRate: 0.5,
    });
    expect(await qa.clock()).toEqual({ offsetMs: 0, now: new Date(TEST_NOW).toISOString() });
    const moved = await qa.setClock({ now: '2025-09-20T10:00:00.000Z' });
    expect(moved.now).toBe('2025-09-20T10:00:00.000Z');
    expect(moved.offsetMs).toBe(Date.parse('2025-09-20T10:00:00Z') - TEST_NOW);
    expect(await qa.setGeo({ country: 'GBR' })).toEqual({
      country: 'GBR',
      blockedCountries: (await qa.geo()).blockedCountries,
    });
    await qa.setSportTokenLifetime(31_000);
    expect(await qa.sport()).toEqual({ tokenLifetimeMs: 31_000 });
    const bumped = await qa.bumpJackpots({ tier: 'gold', amount: 500 });
    expect(bumped.bumpsEur).toEqual({ gold: 500, silver: 0, bronze: 0 });
    expect((await qa.jackpots()).jackpots).toHaveLength(3);
    expect(await qa.setMiniGamesWorld({ closed: true })).toEqual({ closed: true });
    expect(await qa.miniGamesWorld()).toEqual({ closed: true });
    expect(await qa.world()).toEqual({ id: mock.context.worldId, seed: mock.context.world.seed });
    const counters = await qa.counters();
    expect(counters.total).toBe(0);
    await qa.reset();
    expect((await qa.clock()).offsetMs).toBe(0);
  });

  it('of the players: the list, a fresh copy, its state and what changes it', async () => {
    const players = await qa.players();
    expect(players.filter((player) => player.demo).map((player) => player.email)).toEqual(
      expect.arrayContaining(Object.values(DEMO_PLAYERS)),
    );
    const player = await qa.createPlayer({ template: DEMO_PLAYERS.bonus });
    expect(player.email).toMatch(/@qa\.lumo\.test$/);

    const state = await qa.playerState(player);
    expect(state).toMatchObject({ id: player.id, email: player.email, demo: false });
    expect(state.wageringGames?.length).toBeGreaterThan(0);
    const changed = await qa.setPlayerState(player.email, {
      kycStatus: 'not_verified',
      userLevel: 'expert',
      loyaltyLevel: 3,
      birthday: null,
      country: 'DEU',
      balances: { main: 12.5 },
      freeSpins: { number: 7 },
      wageringGames: null,
    });
    expect(changed).toMatchObject({
      kycStatus: 'not_verified',
      userLevel: 'expert',
      loyaltyLevel: 3,
      birthday: null,
      country: 'DEU',
      wageringGames: null,
    });
    expect(changed.balances.main).toBe(12.5);
    expect(changed.freeSpins.number).toBe(7);
  });

  it('of events, jackpot wins, spins, mini-games, the catch game, limits and sessions', async () => {
    const player = await qa.createPlayer();
    const fired = await qa.fireEvent(player, {
      type: 'USER_MESSAGE',
      data: { messageType: 'failure', text: 'Payment declined' },
    });
    expect(fired.message).toEqual({
      type: 'USER_MESSAGE',
      data: { messageType: 'failure', text: 'Payment declined' },
    });
    const win = await qa.awardJackpotWin(player.id, { tier: 'silver', wager: false });
    expect(win.wager ?? null).toBeNull();
    expect(await qa.setNextSpins(player, { outcomes: [{ win: 10 }, { multiplier: 2 }] })).toEqual({
      outcomes: [{ win: 10 }, { multiplier: 2 }],
    });
    const miniGames = await qa.setMiniGames(player, { plays: { wheel: 0 } });
    expect(miniGames.plays.wheel).toBe(0);
    expect((await qa.miniGames(player)).dailyBonus.currentDay).toBeGreaterThanOrEqual(1);
    expect(await qa.setCatchGame(player, { snowflakes: 40 })).toMatchObject({ snowflakes: 40 });
    const limits = await qa.setLimits(player, { limits: { depositDay: 100 } });
    expect(limits.limits.find((limit) => limit.kind === 'depositDay')?.value).toBe(100);
    const aged = await qa.ageLimits(player, { hours: 1 });
    expect(aged.limits.find((limit) => limit.kind === 'depositDay')?.periodStart).toBe(
      new Date(TEST_NOW - 3_600_000).toISOString(),
    );
    expect((await qa.limits(player)).limits).toEqual(aged.limits);
    expect(await qa.sessionUuid(player)).not.toBe('');
    expect(await qa.mail(player)).toEqual([]);
  });
});

describe('the QA client on a refused call', () => {
  it('of the gamification service: coins, missions and an announced event', async () => {
    const player = await qa.createPlayer();
    const before = await qa.gamification(player);
    expect(before.missions.length).toBeGreaterThan(0);
    const after = await qa.setGamification(player, {
      coins: 250,
      missionProgress: { 'spin-10': 3 },
    });
    expect(after.coins).toBe(250);
    expect(after.missions.find(({ id }) => id === 'spin-10')?.progress).toBe(3);
    const announced = await qa.announceGamificationEvent(player, {
      title: 'Double coins',
      text: 'Every spin counts twice tonight.',
    });
    expect(announced.announcement).toMatchObject({ title: 'Double coins' });
    await expect(qa.setGamification(player, { coins: -1 })).rejects.toBeInstanceOf(QaError);
  });

  it('of time-outs, self-exclusions and the mock GAMSTOP register', async () => {
    const player = await qa.createPlayer();
    expect(await qa.protection(player)).toEqual({ protection: null });
    const timedOut = await qa.setProtection(player, { kind: 'timeOut', days: 1 });
    expect(timedOut.protection).toMatchObject({ kind: 'timeOut', returnRequestedAt: null });
    const aged = await qa.ageProtection(player, 25);
    expect(Date.parse(aged.protection?.endsAt ?? '')).toBeLessThan(
      Date.parse(timedOut.protection?.endsAt ?? ''),
    );
    expect(await qa.setGamstop({ email: 'listed@example.test', registered: true })).toEqual({
      emails: ['listed@example.test'],
    });
    expect((await qa.gamstop()).emails).toEqual(['listed@example.test']);
  });

  it('throws a QaError with the status, the error code and the details', async () => {
    const refused = qa.createPlayer({ template: 'nobody@demo.lumo.test' });
    await expect(refused).rejects.toBeInstanceOf(QaError);
    await expect(refused).rejects.toMatchObject({ status: 404, code: 'not_found' });
    const invalid = await qa
      .setPlayerState(DEMO_PLAYERS.plain, { country: 'XYZ' })
      .catch((error: unknown) => error);
    expect(invalid).toMatchObject({ status: 400, details: [{ path: 'country' }] });
  });

  it('reports a body that is not the error contract by its text', async () => {
    const send: QaSend = () => Promise.resolve({ status: 502, text: 'Bad gateway' });
    await expect(new QaClient(send).clock()).rejects.toThrow(
      'QA GET /qa/clock answered 502: Bad gateway',
    );
  });
});

describe('fetchQaSend', () => {
  it('sends JSON bodies with their content type and hands back status and text', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const fake: typeof fetch = (url, init) => {
      seen.push({ url: url instanceof Request ? url.url : url.toString(), init });
      return Promise.resolve(new Response('{"offsetMs":0}', { status: 200 }));
    };
    const send = fetchQaSend('http://bff.test', fake);
    expect(await send('PUT', '/qa/clock', { offsetMs: 0 })).toEqual({
      status: 200,
      text: '{"offsetMs":0}',
    });
    expect(seen[0]?.url).toBe('http://bff.test/qa/clock');
    expect(seen[0]?.init).toMatchObject({
      method: 'PUT',
      body: '{"offsetMs":0}',
      headers: { 'content-type': 'application/json' },
    });
    await send('GET', '/qa/clock');
    expect(seen[1]?.init?.body).toBeUndefined();
  });
});

describe('readinessSchema', () => {
  it('reads the BFF readiness body as docs/OPERATIONS.md shows it', () => {
    const body = {
      status: 'ready',
      degraded: true,
      checks: {
        redis: { state: 'down' },
        upstreams: {
          casino: { breaker: 'closed' },
          sport: { breaker: 'half_open' },
          cms: { breaker: 'open' },
          jackpot: { breaker: 'isolated' },
        },
      },
    };
    expect(readinessSchema.parse(body)).toEqual(body);
  });
});
