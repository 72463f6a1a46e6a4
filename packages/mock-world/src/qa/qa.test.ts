import {
  EMAIL_PATTERN,
  bonusSchema,
  jackpotWinItemSchema,
  jackpotsListSchema,
  jackpotsSumSchema,
  shortBalanceSchema,
  tournamentSchema,
  userBonusAccountSchema,
  userSchema,
} from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MockApp } from '../app.js';
import {
  eventsFeedSchema,
  sportTokenWithExpirySchema,
  upstreamErrorBodySchema,
} from '@casino/upstream-contract';
import { DEMO_PASSWORD } from '../data/players.js';
import { SPORT_TOKEN_TTL_MS } from '../routes/sport.js';
import { TEST_NOW, call, errorCode, loginAs, testMockApp } from '../testing.js';

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

  it('sets what the active bonus was wagered, and refuses it to a player with none', async () => {
    const token = await loginAs(mock.app, 'bonus@demo.lumo.test');
    const put = await call(mock.app, 'PUT', '/qa/players/bonus@demo.lumo.test/state', {
      body: { activeBonusWagered: 120.5 },
    });
    expect(put.status).toBe(200);
    const [active] = z
      .array(bonusSchema)
      .parse((await call(mock.app, 'GET', '/casino/bonuses?status=activated', { token })).body);
    expect(active?.wager).toMatchObject({ wagered: 120.5 });
    expect(active?.status).toBe('activated');

    const plain = mock.context.store.byEmail('plain@demo.lumo.test');
    expect(plain?.bonuses.some((bonus) => bonus.status === 'activated')).toBe(false);
    const refused = await call(mock.app, 'PUT', '/qa/players/plain@demo.lumo.test/state', {
      body: { activeBonusWagered: 1, balances: { main: 1 } },
    });
    expect(refused.status).toBe(409);
    expect(plain?.balances.main).not.toBe(1);
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

const qaPlayerSchema = z.object({ id: z.number(), email: z.string(), password: z.string() });

async function createPlayer(body?: unknown) {
  const answer = await call(mock.app, 'POST', '/qa/players', body === undefined ? {} : { body });
  expect(answer.status).toBe(201);
  return qaPlayerSchema.parse(answer.body);
}

function withoutIdentity(body: unknown): Record<string, unknown> {
  const rest = z.record(z.string(), z.unknown()).parse(body);
  delete rest.id;
  delete rest.email;
  return rest;
}

/** What a signed-in player reads of their own account, less what names the account. */
async function accountAnswers(token: string) {
  const read = async (url: string) => (await call(mock.app, 'GET', url, { token })).body;
  const user = userSchema
    .omit({ id: true, email: true, login: true, referralLink: true })
    .parse(await read('/casino/me'));
  return {
    user,
    balance: await read('/casino/balance/full'),
    bonusAccount: await read('/casino/balance/bonus'),
    freeSpins: await read('/casino/free-spins'),
    bonuses: await read('/casino/bonuses'),
    gameTransactions: await read('/casino/transactions?scope=game&per_page=100'),
    payments: await read('/casino/transactions?scope=payment&per_page=100'),
    favorites: await read('/casino/games?category=favorites'),
    loyalty: withoutIdentity(await read('/casino/me/loyalty')),
  };
}

describe('QA: fresh players', () => {
  it("copies a demo player's seeded state under a new id and an address of its own", async () => {
    const player = await createPlayer({ template: 'bonus@demo.lumo.test' });
    expect(player.id).toBeGreaterThanOrEqual(200_001);
    expect(player.email).toBe(`qa-${player.id}-bonus@qa.lumo.test`);
    expect(player.email).toMatch(EMAIL_PATTERN);
    expect(player.password).toBe(DEMO_PASSWORD);

    const copy = await accountAnswers(await loginAs(mock.app, player.email));
    const template = await accountAnswers(await loginAs(mock.app, 'bonus@demo.lumo.test'));
    expect(copy).toEqual(template);
    expect(copy.user).toMatchObject({ country: 'DEU', language: 'de', currency: 'EUR' });

    const state = z
      .object({ id: z.number(), email: z.string(), demo: z.boolean() })
      .loose()
      .parse((await call(mock.app, 'GET', `/qa/players/${player.id}/state`)).body);
    const templateState = z
      .object({})
      .loose()
      .parse((await call(mock.app, 'GET', '/qa/players/1001/state')).body);
    expect(state).toEqual({
      ...templateState,
      id: player.id,
      email: player.email,
      login: `bonus_hunter_${player.id}`,
      demo: false,
    });
  });

  it('starts from the seed, whatever the demo account went through, and is its own', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    await call(mock.app, 'PUT', '/qa/players/plain@demo.lumo.test/state', {
      body: { balances: { main: 1 }, language: 'de' },
    });
    expect((await call(mock.app, 'PUT', '/casino/me/favorites/1234', { token })).status).toBe(204);

    const first = await createPlayer();
    const second = await createPlayer({ template: '1006' });
    expect(first.email).toBe(`qa-${first.id}-plain@qa.lumo.test`);
    expect(second.id).toBe(first.id + 1);
    const firstToken = await loginAs(mock.app, first.email);
    expect(
      shortBalanceSchema.parse(
        (await call(mock.app, 'GET', '/casino/balance/short', { token: firstToken })).body,
      ).balanceMain,
    ).toBe(150);
    expect(
      userSchema.parse((await call(mock.app, 'GET', '/casino/me', { token: firstToken })).body),
    ).toMatchObject({ language: 'en', country: 'IRL' });

    // Changing one copy changes neither the other copy nor the seed the next copy starts from.
    await call(mock.app, 'PUT', `/qa/players/${first.id}/state`, {
      body: { balances: { main: 7 } },
    });
    const firstAccount = mock.context.store.byId(first.id);
    const bonus = firstAccount?.bonuses[0];
    if (bonus !== undefined) bonus.status = 'rejected';
    firstAccount?.transactions.splice(0);
    firstAccount?.favorites.push(999_999);
    const secondAccount = mock.context.store.byId(second.id);
    const seed = mock.context.store.demoTemplate('1006');
    if (seed === undefined) throw new Error('no plain demo player');
    for (const other of [secondAccount, mock.context.store.copyDemoPlayer(seed)]) {
      if (other === 'email_taken') throw new Error('the generated address was taken');
      expect(other?.balances.main).toBe(150);
      expect(other?.bonuses).toEqual(seed.bonuses);
      expect(other?.transactions).toEqual(seed.transactions);
      expect(other?.favorites).toEqual(seed.favorites);
    }
  });

  it('takes the address QA names', async () => {
    const player = await createPlayer({
      template: 'vip@demo.lumo.test',
      email: 'Vip.Copy@qa.lumo.test',
    });
    expect(player.email).toBe('Vip.Copy@qa.lumo.test');
    const token = await loginAs(mock.app, 'vip.copy@qa.lumo.test');
    expect(
      userSchema.parse((await call(mock.app, 'GET', '/casino/me', { token })).body),
    ).toMatchObject({ userLevel: 'expert', email: 'Vip.Copy@qa.lumo.test' });
  });

  it('refuses an unknown template, a taken address and a bad body', async () => {
    const unknown = await call(mock.app, 'POST', '/qa/players', {
      body: { template: 'nobody@demo.lumo.test' },
    });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.body)).toBe('not_found');
    expect(
      (await call(mock.app, 'POST', '/qa/players', { body: { template: '200001' } })).status,
    ).toBe(404);

    const taken = await call(mock.app, 'POST', '/qa/players', {
      body: { email: 'bonus@demo.lumo.test' },
    });
    expect(taken.status).toBe(409);
    expect(errorCode(taken.body)).toBe('email_taken');

    for (const body of [
      { email: 'qa+1@qa.lumo.test' },
      { email: 'not-an-email' },
      { template: '' },
      { template: 1006 },
      { nickname: 'x' },
    ]) {
      const refused = await call(mock.app, 'POST', '/qa/players', { body });
      expect(refused.status).toBe(400);
      expect(errorCode(refused.body)).toBe('invalid_request');
    }
    expect(mock.controls.players().filter((player) => !player.demo)).toEqual([]);
  });

  it('goes with the reset, like a sign-up', async () => {
    const player = await createPlayer({ template: 'uk@demo.lumo.test' });
    const token = await loginAs(mock.app, player.email);
    expect((await call(mock.app, 'POST', '/qa/reset')).status).toBe(204);
    expect((await call(mock.app, 'GET', '/casino/me', { token })).status).toBe(401);
    expect((await call(mock.app, 'GET', `/qa/players/${player.id}/state`)).status).toBe(404);
    const login = await call(mock.app, 'POST', '/casino/auth/login', {
      body: { email: player.email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);
    // Ids keep increasing: a later player never answers to an earlier one's id.
    expect((await createPlayer()).id).toBe(player.id + 1);
  });
});

describe('QA: jackpot bumps', () => {
  const bumpsSchema = z.object({
    bumpsEur: z.object({ gold: z.number(), silver: z.number(), bronze: z.number() }),
    jackpots: jackpotsListSchema,
  });
  const sum = async (currency: string) =>
    jackpotsSumSchema.parse(
      (await call(mock.app, 'GET', `/jackpot/jackpots/sum?currency=${currency}`)).body,
    ).jackpotsFund;

  it('raises one tier now, on the clock that has not moved', async () => {
    const before = jackpotsListSchema.parse(
      (await call(mock.app, 'GET', '/jackpot/jackpots')).body,
    );
    const bumped = await call(mock.app, 'POST', '/qa/jackpots/bump', {
      body: { tier: 'silver', amount: 2_500 },
    });
    expect(bumped.status).toBe(200);
    expect(bumpsSchema.parse(bumped.body).bumpsEur).toEqual({ gold: 0, silver: 2_500, bronze: 0 });
    const after = jackpotsListSchema.parse((await call(mock.app, 'GET', '/jackpot/jackpots')).body);
    const added = { gold: 0, silver: 2_500, bronze: 0 };
    for (const jackpot of after) {
      const earlier = before.find((entry) => entry.tier === jackpot.tier);
      expect(jackpot.amount - (earlier?.amount ?? 0)).toBeCloseTo(added[jackpot.tier], 2);
    }
    expect(bumpsSchema.parse((await call(mock.app, 'GET', '/qa/jackpots')).body).jackpots).toEqual(
      after,
    );
  });

  it('raises every tier by default, adds up, shows in every currency and in the awarded win', async () => {
    const eurBefore = await sum('EUR');
    const gbpBefore = await sum('GBP');
    expect((await call(mock.app, 'POST', '/qa/jackpots/bump')).status).toBe(200);
    const view = bumpsSchema.parse(
      (await call(mock.app, 'POST', '/qa/jackpots/bump', { body: { amount: 10_000 } })).body,
    );
    expect(view.bumpsEur).toEqual({ gold: 11_000, silver: 11_000, bronze: 11_000 });
    expect(await sum('EUR')).toBeCloseTo(eurBefore + 33_000, 2);
    expect(await sum('GBP')).toBeGreaterThan(gbpBefore + 20_000);
    const gold = view.jackpots.find((jackpot) => jackpot.tier === 'gold');
    const win = jackpotWinItemSchema.parse(
      (await call(mock.app, 'POST', '/qa/players/1006/jackpot-win', { body: { tier: 'gold' } }))
        .body,
    );
    expect(win.amount).toBe(gold?.amount);
  });

  it('refuses bad bumps and is undone by the reset', async () => {
    for (const body of [
      { tier: 'platinum' },
      { amount: 0 },
      { amount: -5 },
      { amount: 'lots' },
      { other: 1 },
    ]) {
      expect((await call(mock.app, 'POST', '/qa/jackpots/bump', { body })).status).toBe(400);
    }
    const eurBefore = await sum('EUR');
    await call(mock.app, 'POST', '/qa/jackpots/bump', { body: { tier: 'gold', amount: 500 } });
    expect(await sum('EUR')).toBeCloseTo(eurBefore + 500, 2);
    await call(mock.app, 'POST', '/qa/reset');
    expect(await sum('EUR')).toBe(eurBefore);
    expect(bumpsSchema.parse((await call(mock.app, 'GET', '/qa/jackpots')).body).bumpsEur).toEqual({
      gold: 0,
      silver: 0,
      bronze: 0,
    });
  });
});

describe('QA: the sportsbook token lifetime', () => {
  const expiresIn = async (token: string) => {
    const answer = sportTokenWithExpirySchema.parse(
      (await call(mock.app, 'GET', '/sport/token?sport-id=1', { token })).body,
    );
    return Date.parse(answer.data.expiresAt) - TEST_NOW;
  };

  it('shortens the lifetime of the tokens handed out next, until the reset', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    expect((await call(mock.app, 'GET', '/qa/sport')).body).toEqual({
      tokenLifetimeMs: SPORT_TOKEN_TTL_MS,
    });
    expect(await expiresIn(token)).toBe(SPORT_TOKEN_TTL_MS);
    const put = await call(mock.app, 'PUT', '/qa/sport', { body: { tokenLifetimeMs: 31_000 } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ tokenLifetimeMs: 31_000 });
    expect(await expiresIn(token)).toBe(31_000);
    await call(mock.app, 'POST', '/qa/reset');
    expect(await expiresIn(token)).toBe(SPORT_TOKEN_TTL_MS);
  });

  it('refuses a lifetime it cannot apply, changing nothing', async () => {
    for (const body of [
      { tokenLifetimeMs: 999 },
      { tokenLifetimeMs: 1.5e3 + 0.5 },
      { tokenLifetimeMs: 'short' },
      {},
      { tokenLifetimeMs: 5_000, other: 1 },
    ]) {
      expect((await call(mock.app, 'PUT', '/qa/sport', { body })).status).toBe(400);
    }
    expect(mock.controls.sport()).toEqual({ tokenLifetimeMs: SPORT_TOKEN_TTL_MS });
  });
});
