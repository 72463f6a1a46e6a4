import {
  bonusSchema,
  dailyBonusStateSchema,
  freeSpinsSchema,
  fullBalanceSchema,
  loyaltyFullInfoSchema,
  miniGamePlayResultSchema,
  promoCodeCheckResultSchema,
  shortBalanceSchema,
  sportTokenOrEmpty,
  tournamentSchema,
  transactionListSchema,
  userBonusAccountSchema,
} from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MockApp } from '../../app.js';
import {
  depositIntentSchema,
  eventsFeedSchema,
  gameLaunchSchema,
  geoSchema,
  serviceEventsFeedSchema,
  sportTokenWithExpirySchema,
} from '@casino/upstream-contract';
import { TEST_NOW, call, errorCode, loginAs, testMockApp } from '../../testing.js';
import { LAUNCH_GRANT_TTL_MS } from './games.js';

let mock: MockApp;

beforeEach(() => {
  mock = testMockApp();
});
afterEach(async () => {
  await mock.app.close();
});

describe('balances', () => {
  it('answer the short, full and bonus-account shapes of the bonus player', async () => {
    const token = await loginAs(mock.app, 'bonus@demo.lumo.test');
    expect(
      shortBalanceSchema.parse(
        (await call(mock.app, 'GET', '/casino/balance/short', { token })).body,
      ),
    ).toEqual({
      balanceMain: 35,
      bonusCasino: 250,
      balance: 285,
    });
    const full = fullBalanceSchema.parse(
      (await call(mock.app, 'GET', '/casino/balance/full', { token })).body,
    );
    expect(full).toMatchObject({ currency: 'EUR', balance: { EUR: 35 }, freeSpinBalance: 25 });
    const account = userBonusAccountSchema.parse(
      (await call(mock.app, 'GET', '/casino/balance/bonus', { token })).body,
    );
    expect(account.wager?.bonus.wageringGames.length).toBe(40);
    expect(
      freeSpinsSchema.parse((await call(mock.app, 'GET', '/casino/free-spins', { token })).body),
    ).toEqual({
      number: 25,
      numberDay: 5,
      dayLimit: 10,
      betAmount: 0.2,
    });
    expect(
      loyaltyFullInfoSchema.parse(
        (await call(mock.app, 'GET', '/casino/me/loyalty', { token })).body,
      ).level,
    ).toBe(3);
  });

  it('answer the high-level player and the UK player as seeded', async () => {
    const vip = await loginAs(mock.app, 'vip@demo.lumo.test');
    expect(
      loyaltyFullInfoSchema.parse(
        (await call(mock.app, 'GET', '/casino/me/loyalty', { token: vip })).body,
      ).level,
    ).toBe(9);
    expect(
      fullBalanceSchema.parse(
        (await call(mock.app, 'GET', '/casino/balance/full', { token: vip })).body,
      ).balance,
    ).toEqual({ EUR: 25_000, USD: 1_200 });
    const uk = await loginAs(mock.app, 'uk@demo.lumo.test');
    expect(
      fullBalanceSchema.parse(
        (await call(mock.app, 'GET', '/casino/balance/full', { token: uk })).body,
      ).currency,
    ).toBe('GBP');
    const plain = await loginAs(mock.app, 'plain@demo.lumo.test');
    expect(
      userBonusAccountSchema.parse(
        (await call(mock.app, 'GET', '/casino/balance/bonus', { token: plain })).body,
      ),
    ).toEqual({ balance: 0, wager: null });
  });
});

describe('bonuses', () => {
  it('activate, queue, decline and cancel, with the balance following', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const bonuses = z
      .array(bonusSchema)
      .parse(
        (await call(mock.app, 'GET', '/casino/bonuses?status=pending&lang=de', { token })).body,
      );
    const pending = bonuses[0];
    expect(pending).toBeDefined();
    if (pending === undefined) return;
    const activated = bonusSchema.parse(
      (
        await call(mock.app, 'POST', '/casino/bonuses/activate', {
          token,
          body: { bonus_id: pending.id },
        })
      ).body,
    );
    expect(activated).toMatchObject({
      status: 'activated',
      activationDate: new Date(TEST_NOW).toISOString(),
    });
    const balance = shortBalanceSchema.parse(
      (await call(mock.app, 'GET', '/casino/balance/short', { token })).body,
    );
    expect(balance.bonusCasino).toBeGreaterThan(0);
    const again = await call(mock.app, 'POST', '/casino/bonuses/activate', {
      token,
      body: { bonus_id: pending.id },
    });
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('invalid_state');
    const feed = eventsFeedSchema.parse(
      (await call(mock.app, 'GET', '/casino/events', { token })).body,
    );
    expect(feed.items.at(-1)?.message).toEqual({ type: 'USER_BONUS', data: { id: pending.id } });
    const cancelled = bonusSchema.parse(
      (
        await call(mock.app, 'POST', '/casino/bonuses/cancel', {
          token,
          body: { bonus_id: pending.id },
        })
      ).body,
    );
    expect(cancelled.status).toBe('cancel');
    expect(
      shortBalanceSchema.parse(
        (await call(mock.app, 'GET', '/casino/balance/short', { token })).body,
      ).bonusCasino,
    ).toBe(0);
    expect(
      (
        await call(mock.app, 'POST', '/casino/bonuses/activate', {
          token,
          body: { bonus_id: 424242 },
        })
      ).status,
    ).toBe(404);
  });

  it('activate a promotion by its public id, and check promo codes', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const fromPromotion = bonusSchema.parse(
      (await call(mock.app, 'POST', '/casino/bonuses/activate', { token, body: { bonus_id: 6 } }))
        .body,
    );
    expect(fromPromotion).toMatchObject({ type: 'deposits', status: 'activated' });
    expect(
      promoCodeCheckResultSchema.parse(
        (
          await call(mock.app, 'POST', '/casino/bonuses/promo-code', {
            token,
            body: { code: 'nope' },
          })
        ).body,
      ),
    ).toEqual({ valid: false });
    const valid = promoCodeCheckResultSchema.parse(
      (
        await call(mock.app, 'POST', '/casino/bonuses/promo-code', {
          token,
          body: { code: 'LumoSpins' },
        })
      ).body,
    );
    expect(valid.valid).toBe(true);
  });

  it('checks a guest’s code (sign-up) without giving a bonus', async () => {
    const check = async (code: string) =>
      promoCodeCheckResultSchema.parse(
        (await call(mock.app, 'POST', '/casino/bonuses/promo-code', { body: { code } })).body,
      );
    expect(await check('nope')).toEqual({ valid: false });
    expect(await check('LumoSpins')).toEqual({ valid: true, bonusId: null });
  });
});

describe('transactions', () => {
  it('page game transactions and payment history with their filters', async () => {
    const token = await loginAs(mock.app, 'bonus@demo.lumo.test');
    const game = transactionListSchema.parse(
      (await call(mock.app, 'GET', '/casino/transactions?per_page=10', { token })).body,
    );
    expect(game.items).toHaveLength(10);
    expect(game.items.every((row) => row.balance !== undefined && row.method === undefined)).toBe(
      true,
    );
    const payments = transactionListSchema.parse(
      (await call(mock.app, 'GET', '/casino/transactions?scope=payments&per_page=100', { token }))
        .body,
    );
    expect(
      payments.items.every(
        (row) => row.method !== undefined && (row.type === 'deposit' || row.type === 'withdraw'),
      ),
    ).toBe(true);
    const jackpot = transactionListSchema.parse(
      (await call(mock.app, 'GET', '/casino/transactions?type=jackpot', { token })).body,
    );
    expect(jackpot.items.every((row) => row.type === 'jackpot')).toBe(true);
    const bonusKind = transactionListSchema.parse(
      (await call(mock.app, 'GET', '/casino/transactions?kind=bonus&per_page=100', { token })).body,
    );
    expect(bonusKind.total).toBeGreaterThan(0);
    const pastEnd = transactionListSchema.parse(
      (await call(mock.app, 'GET', '/casino/transactions?page=999', { token })).body,
    );
    expect(pastEnd.page).toBe(pastEnd.pageCount);
    expect((await call(mock.app, 'GET', '/casino/transactions?type=nope', { token })).status).toBe(
      400,
    );
  });
});

describe('mini-games and the daily bonus', () => {
  it('answer 204 when available, level_too_low below the level, no_attempts_left after a play', async () => {
    const plain = await loginAs(mock.app, 'plain@demo.lumo.test');
    expect(
      (await call(mock.app, 'GET', '/casino/mini-games/wheel/availability', { token: plain }))
        .status,
    ).toBe(204);
    const card = await call(mock.app, 'GET', '/casino/mini-games/lucky-card/availability', {
      token: plain,
    });
    expect(card.status).toBe(403);
    expect(errorCode(card.body)).toBe('level_too_low');
    const play = miniGamePlayResultSchema.parse(
      (await call(mock.app, 'POST', '/casino/mini-games/wheel/play', { token: plain })).body,
    );
    expect(play).toMatchObject({ game: 'wheel', attemptsLeft: 0 });
    const after = await call(mock.app, 'GET', '/casino/mini-games/wheel/availability', {
      token: plain,
    });
    expect(errorCode(after.body)).toBe('no_attempts_left');
    expect(
      (await call(mock.app, 'GET', '/casino/mini-games/slots/availability', { token: plain }))
        .status,
    ).toBe(400);
  });

  it('answer a player 200 with the week, and move on after collecting', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const answer = await call(mock.app, 'GET', '/casino/daily-bonus', { token });
    expect(answer.status).toBe(200);
    const state = dailyBonusStateSchema.parse({ status: 200, data: answer.body });
    if (state.status !== 200) throw new Error('expected data');
    // 2025-03-12 is a Wednesday: day 3 of the week, collectable from its midnight (seconds).
    expect(state.data.currentDay).toBe(3);
    expect(state.data.days[2]?.canBeCollectedAfterTs).toBe(
      Date.parse('2025-03-12T00:00:00Z') / 1000,
    );
    expect((await call(mock.app, 'POST', '/casino/daily-bonus/collect', { token })).status).toBe(
      204,
    );
    expect(
      errorCode((await call(mock.app, 'POST', '/casino/daily-bonus/collect', { token })).body),
    ).toBe('already_collected');
    const next = z
      .object({ currentDay: z.number() })
      .parse((await call(mock.app, 'GET', '/casino/daily-bonus', { token })).body);
    expect(next.currentDay).toBe(4);
  });
});

describe('tournaments for a player', () => {
  it('carry the player’s own entry in some running ones', async () => {
    const token = await loginAs(mock.app, 'vip@demo.lumo.test');
    const list = z
      .array(tournamentSchema)
      .parse((await call(mock.app, 'GET', '/casino/tournaments?filter=finished', { token })).body);
    expect(list.some((tournament) => tournament.user?.login === 'high_roller')).toBe(true);
  });
});

describe('games for a player', () => {
  function playableGame() {
    const { catalog } = mock.context.world;
    const game = catalog.all.find(
      (candidate) =>
        !candidate.restricted &&
        candidate.hasDemo &&
        catalog.providerById.get(candidate.providerId)?.restrictedCountries.length === 0,
    );
    if (game === undefined) throw new Error('catalogue lacks a playable game');
    return game;
  }

  it('launch in real and demo mode, and refuse restricted games', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const playable = playableGame();
    const restricted = mock.context.world.catalog.all.find((game) => game.restricted);
    if (restricted === undefined) throw new Error('catalogue lacks a restricted game');
    const real = gameLaunchSchema.parse(
      (await call(mock.app, 'GET', `/casino/games/${playable.id}/launch?mode=real`, { token }))
        .body,
    );
    expect(real.url).toMatch(new RegExp(`/pages/game/${playable.id}\\?launch=[\\w-]{32}$`));
    const demo = gameLaunchSchema.parse(
      (await call(mock.app, 'GET', `/casino/games/${playable.id}/launch?mode=demo&lang=de`)).body,
    );
    expect(demo.mode).toBe('demo');
    expect(
      (await call(mock.app, 'GET', `/casino/games/${playable.id}/launch?mode=real`)).status,
    ).toBe(401);
    const refused = await call(mock.app, 'GET', `/casino/games/${restricted.id}/launch`, { token });
    expect(refused.status).toBe(403);
    expect(errorCode(refused.body)).toBe('game_restricted');
    const page = await call(mock.app, 'GET', new URL(demo.url).pathname + new URL(demo.url).search);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('data-mode="demo" data-lang="de"');
    // The art is relative, so the page works wherever it is reached from.
    expect(page.text).toContain(
      `src="../../art/games/${playable.id}/desktop.svg?v=${mock.context.artVersion}"`,
    );
  });

  it('hand out a fresh launch URL each time, and each opens its game page once', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const game = playableGame();
    const launch = async () =>
      new URL(
        gameLaunchSchema.parse(
          (await call(mock.app, 'GET', `/casino/games/${game.id}/launch`, { token })).body,
        ).url,
      );
    const first = await launch();
    const second = await launch();
    expect(first.toString()).not.toBe(second.toString());

    const open = (url: URL) => call(mock.app, 'GET', url.pathname + url.search);
    const opened = await open(first);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('data-mode="real"');
    const again = await open(first);
    expect(again.status).toBe(410);
    expect(again.text).toContain('This game link has expired');
    // Another game's page does not take this launch's token; nor does a page without one.
    const other = mock.context.world.catalog.all.find(
      (candidate) => candidate.id !== game.id && !candidate.restricted,
    );
    expect(
      (await open(new URL(`/pages/game/${String(other?.id)}${second.search}`, second))).status,
    ).toBe(410);
    expect((await call(mock.app, 'GET', `/pages/game/${game.id}`)).status).toBe(410);
    expect((await open(second)).status).toBe(200);
  });

  it('let a launch URL expire unopened', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const game = playableGame();
    const url = new URL(
      gameLaunchSchema.parse(
        (await call(mock.app, 'GET', `/casino/games/${game.id}/launch`, { token })).body,
      ).url,
    );
    mock.controls.setClock({ offsetMs: LAUNCH_GRANT_TTL_MS });
    expect((await call(mock.app, 'GET', url.pathname + url.search)).status).toBe(410);
  });

  it('refuse real play with no money to play with (insufficient_balance)', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const game = playableGame();
    mock.controls.setPlayerState('plain@demo.lumo.test', { balances: { main: 0 } });
    const refused = await call(mock.app, 'GET', `/casino/games/${game.id}/launch`, { token });
    expect(refused.status).toBe(409);
    expect(errorCode(refused.body)).toBe('insufficient_balance');
    // A demo needs no money; bonus money the game takes is enough for real play.
    expect(
      (await call(mock.app, 'GET', `/casino/games/${game.id}/launch?mode=demo`, { token })).status,
    ).toBe(200);
    mock.controls.setPlayerState('plain@demo.lumo.test', { balances: { bonusCasino: 5 } });
    expect((await call(mock.app, 'GET', `/casino/games/${game.id}/launch`, { token })).status).toBe(
      200,
    );
  });
});

describe('the sportsbook', () => {
  it('hands a player a short-lived token the mock sportsbook page recognises', async () => {
    const token = await loginAs(mock.app, 'uk@demo.lumo.test');
    const answer = await call(mock.app, 'GET', '/sport/token?sport-id=1', { token });
    const parsed = sportTokenWithExpirySchema.parse(answer.body);
    expect(Date.parse(parsed.data.expiresAt)).toBe(TEST_NOW + 10 * 60_000);
    expect(sportTokenOrEmpty(answer.body)).toBe(parsed.data.token);
    const session = await call(mock.app, 'POST', '/pages/sportsbook/session', {
      body: { token: parsed.data.token },
    });
    expect(session.body).toMatchObject({ player: { login: 'london_lucky', currency: 'GBP' } });
    expect((await call(mock.app, 'GET', '/sport/token?sport-id=1')).status).toBe(401);
    expect((await call(mock.app, 'GET', '/sport/token?sport-id=999', { token })).status).toBe(404);
  });
});

describe('deposits through the mock payment page', () => {
  it('credit the balance on Success and return to the given URL', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const created = await call(mock.app, 'POST', '/casino/payments/deposits', {
      token,
      body: {
        amount: 50,
        currency: 'EUR',
        method: 'visa',
        returnUrl: 'http://localhost:5173/deposit-return/7',
        failureUrl: 'http://localhost:5173/deposit-failure/x',
      },
    });
    expect(created.status).toBe(201);
    const intent = depositIntentSchema.parse(created.body);
    const page = await call(
      mock.app,
      'GET',
      new URL(intent.redirectUrl).pathname + new URL(intent.redirectUrl).search,
    );
    expect(page.text).toContain('50 EUR');
    const done = await mock.app.inject({
      method: 'POST',
      url: '/pages/pay/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=success&payment_id=${intent.paymentId}`,
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `http://localhost:5173/deposit-return/7?status=success&payment_id=${intent.paymentId}`,
    );
    expect(
      shortBalanceSchema.parse(
        (await call(mock.app, 'GET', '/casino/balance/short', { token })).body,
      ).balanceMain,
    ).toBe(200);
    const history = transactionListSchema.parse(
      (await call(mock.app, 'GET', '/casino/transactions?scope=payments', { token })).body,
    );
    expect(history.items[0]).toMatchObject({
      type: 'deposit',
      amount: 50,
      status: 'complete',
      method: 'Visa',
    });
    expect(
      (
        await call(
          mock.app,
          'GET',
          new URL(intent.redirectUrl).pathname + new URL(intent.redirectUrl).search,
        )
      ).status,
    ).toBe(409);
  });

  it('work standalone with a return URL, and refuse one that is not http(s)', async () => {
    const ok = await call(
      mock.app,
      'GET',
      '/pages/pay?amount=20&currency=EUR&return_url=https%3A%2F%2Fshop.example%2Fback',
    );
    expect(ok.status).toBe(200);
    expect(
      (
        await call(
          mock.app,
          'GET',
          '/pages/pay?amount=20&currency=EUR&return_url=javascript%3Aalert(1)',
        )
      ).status,
    ).toBe(400);
    const cancel = await mock.app.inject({
      method: 'POST',
      url: '/pages/pay/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=cancel&cancel_url=https%3A%2F%2Fshop.example%2Fcancelled',
    });
    expect(cancel.headers.location).toBe('https://shop.example/cancelled?status=cancel');
  });
});

describe('realtime events and geo', () => {
  it('feed a player’s events after a cursor, and every player’s on the service feed', async () => {
    const token = await loginAs(mock.app, 'bonus@demo.lumo.test');
    const first = mock.controls.fireEvent('bonus@demo.lumo.test', {
      type: 'USER_FREESPINS',
      data: { number: 30 },
    });
    mock.controls.fireEvent('plain@demo.lumo.test', { type: 'USER_BONUS', data: { id: 5 } });
    const second = mock.controls.fireEvent('1001', {
      type: 'USER_MESSAGE',
      data: { messageType: 'success', text: 'Hi' },
    });
    const feed = eventsFeedSchema.parse(
      (await call(mock.app, 'GET', '/casino/events?after=0', { token })).body,
    );
    expect(feed.items.map((event) => event.id)).toEqual([first.id, second.id]);
    expect(feed.lastId).toBe(second.id);
    const after = eventsFeedSchema.parse(
      (await call(mock.app, 'GET', `/casino/events?after=${first.id}`, { token })).body,
    );
    expect(after.items.map((event) => event.id)).toEqual([second.id]);
    const all = serviceEventsFeedSchema.parse(
      (await call(mock.app, 'GET', '/casino/events/all?after=0&limit=2')).body,
    );
    expect(all.items.map((event) => event.userId)).toEqual([1001, 1006]);
  });

  it('answers the geo country QA set, and whether it is blocked', async () => {
    expect(
      geoSchema.parse((await call(mock.app, 'GET', '/casino/geo?ip=203.0.113.9')).body),
    ).toEqual({ ip: '203.0.113.9', country: null, blocked: false });
    mock.controls.setGeo({ country: 'GBR', blockedCountries: ['GBR'] });
    expect(geoSchema.parse((await call(mock.app, 'GET', '/casino/geo')).body)).toMatchObject({
      country: 'GBR',
      blocked: true,
    });
  });
});
