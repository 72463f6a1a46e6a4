import {
  jackpotWinItemSchema,
  jackpotsListSchema,
  shortBalanceSchema,
  tournamentSchema,
  userBonusAccountSchema,
  userSchema,
} from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type MockApp } from '../app.js';
import { eventsFeedSchema, upstreamErrorBodySchema } from '../../upstreams/contract.js';
import { TEST_NOW, call, loginAs, testMockApp } from '../testing.js';

let mock: MockApp;

beforeEach(() => {
  mock = testMockApp();
});
afterEach(async () => {
  await mock.app.close();
});

const countersSchema = z.object({
  total: z.number(),
  byUpstream: z.record(z.string(), z.number()),
  byRoute: z.record(z.string(), z.number()),
});

describe('QA: upstream faults', () => {
  it('makes every call of an upstream fail with 503 at error rate 1, and only that upstream', async () => {
    const put = await call(mock.app, 'PUT', '/qa/upstreams/cms', { body: { errorRate: 1 } });
    expect(put.body).toEqual({ latencyMs: 0, errorRate: 1 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await call(mock.app, 'GET', '/cms/faq');
      expect(answer.status).toBe(503);
      expect(upstreamErrorBodySchema.parse(answer.body).error.code).toBe('service_unavailable');
    }
    expect((await call(mock.app, 'GET', '/sport/sports')).status).toBe(200);
    expect((await call(mock.app, 'GET', '/qa/upstreams/cms')).body).toEqual({
      latencyMs: 0,
      errorRate: 1,
    });
  });

  it('fails every second call at error rate 0.5', async () => {
    await call(mock.app, 'PUT', '/qa/upstreams/jackpot', { body: { errorRate: 0.5 } });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await call(mock.app, 'GET', '/jackpot/jackpots')).status);
    }
    expect(statuses).toEqual([200, 503, 200, 503]);
  });

  it('adds latency', async () => {
    await call(mock.app, 'PUT', '/qa/upstreams/sport', { body: { latencyMs: 60 } });
    const started = performance.now();
    expect((await call(mock.app, 'GET', '/sport/sports')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('refuses unknown upstreams and bad settings', async () => {
    expect(
      (await call(mock.app, 'PUT', '/qa/upstreams/payments', { body: { errorRate: 1 } })).status,
    ).toBe(400);
    expect(
      (await call(mock.app, 'PUT', '/qa/upstreams/casino', { body: { errorRate: 2 } })).status,
    ).toBe(400);
    expect(
      (await call(mock.app, 'PUT', '/qa/upstreams/casino', { body: { other: 1 } })).status,
    ).toBe(400);
    expect((await call(mock.app, 'GET', '/qa/upstreams')).body).toMatchObject({
      casino: { errorRate: 0 },
    });
  });
});

describe('QA: player state', () => {
  it('changes what the casino answers next', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const put = await call(mock.app, 'PUT', '/qa/players/plain@demo.lumo.test/state', {
      body: {
        country: 'GBR',
        currency: 'GBP',
        kycStatus: 'documents_expired',
        userLevel: 'expert',
        loyaltyLevel: 7,
        birthday: null,
        balances: { main: 12.5, bonusCasino: 80 },
        wageringGames: [1001, 1002],
        freeSpins: { number: 9, dayLimit: 3 },
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      country: 'GBR',
      loyaltyLevel: 7,
      balances: { main: 12.5, bonusCasino: 80, cashback: 0 },
    });
    const user = userSchema.parse((await call(mock.app, 'GET', '/casino/me', { token })).body);
    expect(user).toMatchObject({
      country: 'GBR',
      currency: 'GBP',
      kycStatus: 'documents_expired',
      userLevel: 'expert',
      birthday: null,
    });
    expect(
      shortBalanceSchema.parse(
        (await call(mock.app, 'GET', '/casino/balance/short', { token })).body,
      ),
    ).toEqual({ balanceMain: 12.5, bonusCasino: 80, balance: 92.5 });
    expect(
      userBonusAccountSchema.parse(
        (await call(mock.app, 'GET', '/casino/balance/bonus', { token })).body,
      ).wager?.bonus.wageringGames,
    ).toEqual([{ id: 1001 }, { id: 1002 }]);
    expect(
      (await call(mock.app, 'GET', '/casino/mini-games/lucky-card/availability', { token })).status,
    ).toBe(204);
    expect((await call(mock.app, 'GET', '/qa/players/1006/state')).body).toEqual(put.body);
  });

  it('refuses what it cannot apply, changing nothing', async () => {
    const before = (await call(mock.app, 'GET', '/qa/players/1006/state')).body;
    for (const body of [
      { kycStatus: 'maybe' },
      { country: 'ZZZ' },
      { wageringGames: [42] },
      { balances: { main: -1 } },
      { nickname: 'x' },
    ]) {
      expect((await call(mock.app, 'PUT', '/qa/players/1006/state', { body })).status).toBe(400);
    }
    expect((await call(mock.app, 'GET', '/qa/players/1006/state')).body).toEqual(before);
    expect((await call(mock.app, 'GET', '/qa/players/nobody@nowhere.test/state')).status).toBe(404);
  });

  it('lists the players', async () => {
    const players = z
      .array(z.object({ id: z.number(), email: z.string(), demo: z.boolean() }))
      .parse((await call(mock.app, 'GET', '/qa/players')).body);
    expect(players.map((player) => player.email)).toContain('bonus@demo.lumo.test');
  });
});

describe('QA: events, jackpot wins and sessions', () => {
  it('fires a realtime event into the player’s feed', async () => {
    const token = await loginAs(mock.app, 'bonus@demo.lumo.test');
    const fired = await call(mock.app, 'POST', '/qa/players/1001/events', {
      body: { type: 'USER_MESSAGE', data: { messageType: 'failure', text: 'Withdrawal rejected' } },
    });
    expect(fired.status).toBe(201);
    const feed = eventsFeedSchema.parse(
      (await call(mock.app, 'GET', '/casino/events', { token })).body,
    );
    expect(feed.items.map((event) => event.message)).toEqual([
      { type: 'USER_MESSAGE', data: { messageType: 'failure', text: 'Withdrawal rejected' } },
    ]);
    expect(
      (
        await call(mock.app, 'POST', '/qa/players/1001/events', {
          body: { type: 'USER_NOPE', data: {} },
        })
      ).status,
    ).toBe(400);
  });

  it('awards a jackpot win the player then sees as pending', async () => {
    const token = await loginAs(mock.app, 'uk@demo.lumo.test');
    const awarded = await call(mock.app, 'POST', '/qa/players/uk@demo.lumo.test/jackpot-win', {
      body: { tier: 'bronze' },
    });
    expect(awarded.status).toBe(201);
    const win = jackpotWinItemSchema.parse(awarded.body);
    expect(win.currency).toBe('GBP');
    expect(mock.context.world.catalog.byId.get(win.game.id)?.params).toContain('jackpot-bronze');
    const pending = z
      .array(jackpotWinItemSchema)
      .parse((await call(mock.app, 'GET', '/jackpot/jackpots/wins', { token })).body);
    expect(pending.map((entry) => entry.id)).toEqual([win.id]);
    expect((await call(mock.app, 'POST', '/qa/players/1003/jackpot-win')).status).toBe(201);
  });

  it('issues a session uuid for the session callback', async () => {
    const issued = z
      .object({ sessionUuid: z.uuid() })
      .parse((await call(mock.app, 'POST', '/qa/players/1002/session')).body);
    const session = await call(mock.app, 'GET', `/casino/auth/session/${issued.sessionUuid}`);
    expect(session.status).toBe(200);
  });
});

describe('QA: the clock', () => {
  it('moves jackpots, tournaments and dates', async () => {
    expect((await call(mock.app, 'GET', '/qa/clock')).body).toEqual({
      offsetMs: 0,
      now: new Date(TEST_NOW).toISOString(),
    });
    const jackpotsNow = jackpotsListSchema.parse(
      (await call(mock.app, 'GET', '/jackpot/jackpots')).body,
    );
    const running = z
      .array(tournamentSchema)
      .parse((await call(mock.app, 'GET', '/casino/tournaments?filter=all')).body);
    const put = await call(mock.app, 'PUT', '/qa/clock', { body: { offsetMs: 60_000 } });
    expect(put.body).toEqual({ offsetMs: 60_000, now: new Date(TEST_NOW + 60_000).toISOString() });
    const jackpotsLater = jackpotsListSchema.parse(
      (await call(mock.app, 'GET', '/jackpot/jackpots')).body,
    );
    expect(
      jackpotsLater.some((jackpot, index) => jackpot.amount !== jackpotsNow[index]?.amount),
    ).toBe(true);
    const firstEnd = Math.min(...running.map((tournament) => Date.parse(tournament.duration.end)));
    await call(mock.app, 'PUT', '/qa/clock', { body: { now: new Date(firstEnd).toISOString() } });
    const finished = z
      .array(tournamentSchema)
      .parse((await call(mock.app, 'GET', '/casino/tournaments?filter=finished')).body);
    expect(finished.some((tournament) => running.some((entry) => entry.id === tournament.id))).toBe(
      true,
    );
    expect((await call(mock.app, 'PUT', '/qa/clock', { body: { offsetMs: 'soon' } })).status).toBe(
      400,
    );
  });
});

describe('QA: counters and reset', () => {
  it('counts calls by upstream and route, without /qa', async () => {
    await call(mock.app, 'GET', '/casino/games/1001');
    await call(mock.app, 'GET', '/casino/games/1002');
    await call(mock.app, 'GET', '/cms/faq');
    await call(mock.app, 'GET', '/casino/nowhere');
    await call(mock.app, 'GET', '/qa/clock');
    const counters = countersSchema.parse((await call(mock.app, 'GET', '/qa/counters')).body);
    expect(counters.total).toBe(4);
    expect(counters.byUpstream).toEqual({ casino: 3, cms: 1 });
    expect(counters.byRoute).toMatchObject({
      'GET /casino/games/:id': 2,
      'GET /cms/faq': 1,
      'GET /casino/(unmatched)': 1,
    });
  });

  it('counts failed calls too', async () => {
    mock.controls.setUpstream('casino', { errorRate: 1 });
    await call(mock.app, 'GET', '/casino/countries');
    expect(mock.controls.counters().byRoute).toEqual({ 'GET /casino/countries': 1 });
  });

  it('puts counters, settings, clock, geo and players back; demo sessions stay, sign-ups go', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const signUp = z.object({ token: z.string() }).parse(
      (
        await call(mock.app, 'POST', '/casino/auth/signup', {
          body: { email: 'gone@example.com', password: 'Secret#1', currency: 'EUR' },
        })
      ).body,
    );
    mock.controls.setUpstream('cms', { errorRate: 1, latencyMs: 5 });
    mock.controls.setClock({ offsetMs: 86_400_000 });
    mock.controls.setGeo({ country: 'DEU' });
    mock.controls.setPlayerState('plain@demo.lumo.test', { balances: { main: 1 } });
    mock.controls.fireEvent('plain@demo.lumo.test', { type: 'USER_BONUS', data: { id: 1 } });

    expect((await call(mock.app, 'POST', '/qa/reset')).status).toBe(204);

    expect(mock.controls.counters()).toEqual({ total: 0, byUpstream: {}, byRoute: {} });
    expect(mock.controls.upstream('cms')).toEqual({ latencyMs: 0, errorRate: 0 });
    expect(mock.controls.clock().offsetMs).toBe(0);
    expect(mock.controls.geo()).toEqual({ country: null, blockedCountries: [] });
    expect(
      shortBalanceSchema.parse(
        (await call(mock.app, 'GET', '/casino/balance/short', { token })).body,
      ).balanceMain,
    ).toBe(150);
    const feed = eventsFeedSchema.parse(
      (await call(mock.app, 'GET', '/casino/events', { token })).body,
    );
    expect(feed.items).toEqual([]);
    expect(feed.lastId).toBe(1);
    expect((await call(mock.app, 'GET', '/casino/me', { token: signUp.token })).status).toBe(401);
    expect(
      (
        await call(mock.app, 'POST', '/casino/auth/login', {
          body: { email: 'gone@example.com', password: 'Secret#1' },
        })
      ).status,
    ).toBe(401);
  });
});
