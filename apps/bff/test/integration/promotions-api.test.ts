// Mini-games, loyalty, the shops and the catch game end to end: real tRPC clients
// with cookie jars against a listening BFF and its in-process mock casino.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@casino/mock-world';
import type { RunningServer } from '../../src/server.js';
import { Browser } from '../support/browser.js';
import { qa, rejectionOf, startTestBff, upstreamCalls } from '../support/bff.js';
import { DEMO, actionKey, signIn, type SignedIn } from '../support/players.js';

const PLAIN = DEMO.plain.email;
const VIP = DEMO.vip.email;

const running: RunningServer[] = [];
let url: string;
let plain: SignedIn;
let vip: SignedIn;

beforeAll(async () => {
  ({ url } = await startTestBff(running));
  plain = await signIn(url, 'plain');
  vip = await signIn(url, 'vip');
});

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

beforeEach(async () => {
  await qa(url, 'POST', '/reset');
});

const guest = () => new Browser().client(url);

describe('miniGames', () => {
  it('keeps the availability status as data: 204 shows the button, anything else hides it', async () => {
    await expect(guest().miniGames.availability.query()).resolves.toEqual([
      { game: 'lucky-card', status: 401, available: false },
      { game: 'wheel', status: 401, available: false },
      { game: 'bird', status: 401, available: false },
    ]);
    const states = await plain.client.miniGames.availability.query();
    expect(states).toEqual([
      { game: 'lucky-card', status: 403, available: false },
      { game: 'wheel', status: 204, available: true },
      { game: 'bird', status: 204, available: true },
    ]);
    await expect(vip.client.miniGames.availability.query({ game: 'lucky-card' })).resolves.toEqual([
      { game: 'lucky-card', status: 204, available: true },
    ]);
  });

  it('plays once a day, with the level and chances messages, and once per key', async () => {
    const level = await rejectionOf(
      plain.client.miniGames.play.mutate({ game: 'lucky-card', idempotencyKey: actionKey() }),
    );
    expect(level.data).toMatchObject({ code: 'FORBIDDEN', messageKey: 'miniGame.levelTooLow' });

    const key = actionKey();
    const [first, retried] = await Promise.all([
      plain.client.miniGames.play.mutate({ game: 'wheel', idempotencyKey: key }),
      plain.client.miniGames.play.mutate({ game: 'wheel', idempotencyKey: key }),
    ]);
    expect(first.game).toBe('wheel');
    expect(retried).toEqual(first);
    expect((await upstreamCalls(url))['POST /casino/mini-games/:game/play']).toBe(2);

    const chances = await rejectionOf(
      plain.client.miniGames.play.mutate({ game: 'wheel', idempotencyKey: actionKey() }),
    );
    expect(chances.data).toMatchObject({ code: 'CONFLICT', messageKey: 'miniGame.noChancesLeft' });
    await expect(plain.client.miniGames.availability.query({ game: 'wheel' })).resolves.toEqual([
      { game: 'wheel', status: 409, available: false },
    ]);
    const anonymous = await rejectionOf(
      guest().miniGames.play.mutate({ game: 'wheel', idempotencyKey: actionKey() }),
    );
    expect(anonymous.data?.messageKey).toBe('errors.unauthorized');
  });
});

describe('loyalty', () => {
  it('gives full info, the nine levels and the progress', async () => {
    const top = await vip.client.loyalty.overview.query();
    expect(top.info).toMatchObject({ level: 9, email: VIP });
    expect(top.levels.totalLevels).toBe(9);
    expect(top.levels.levels).toHaveLength(9);
    expect(top.progress).toEqual({ level: 9, nextLevel: null, progress: 1 });

    const start = await plain.client.loyalty.overview.query();
    expect(start.progress.level).toBe(1);
    expect(start.progress.nextLevel).toBe(2);
    expect(start.progress.progress).toBeCloseTo(120 / 500);

    const german = await guest().loyalty.levels.query({ lang: 'de' });
    expect(german.levels[0]?.title).toBe('Neuling');
    const anonymous = await rejectionOf(guest().loyalty.overview.query());
    expect(anonymous.data?.messageKey).toBe('errors.unauthorized');
  });
});

describe('shops', () => {
  it('lists a shop’s items to a guest, by language, cached by shop and language', async () => {
    const before = (await upstreamCalls(url))['GET /casino/shops/:shop/items'] ?? 0;
    const german = await guest().shops.items.query({ shop: 'snowflake', lang: 'de' });
    expect(german.shop).toBe('snowflake');
    expect(german.items.map((item) => item.price)).toEqual([25, 60, 100, 400]);
    expect(german.items[0]?.title).toBe('5 Freispiele');
    await expect(guest().shops.items.query({ shop: 'snowflake', lang: 'de' })).resolves.toEqual(
      german,
    );
    const english = await guest().shops.items.query({ shop: 'bonus' });
    expect(english.items[0]?.title).toBe('10 free spins');
    // A player without a language asked for gets theirs; the same items as the player's view.
    const mine = await vip.client.shops.items.query({ shop: 'bonus' });
    const view = await vip.client.shops.view.query({ shop: 'bonus' });
    expect(mine.items.map((item) => [item.id, item.price])).toEqual(
      view.items.map((item) => [item.id, item.price]),
    );
    // One upstream call per shop and language (the vip's is English): repeats come from the cache.
    const calls = (await upstreamCalls(url))['GET /casino/shops/:shop/items'] ?? 0;
    expect(calls - before).toBe(2);
    const bad = await rejectionOf(
      guest().shops.items.query({ shop: 'gift' as 'bonus', lang: 'de' }),
    );
    expect(bad.data?.code).toBe('BAD_REQUEST');
  });

  it('sells from the bonus shop for loyalty points, once per key', async () => {
    const shop = await vip.client.shops.view.query({ shop: 'bonus' });
    expect(shop.balance).toBe(425_000);
    const item = shop.items.find((entry) => entry.prize.kind === 'free_spins');
    if (item === undefined) throw new Error('expected a free-spins item');

    const key = actionKey();
    const bought = await vip.client.shops.purchase.mutate({
      shop: 'bonus',
      itemId: item.id,
      idempotencyKey: key,
    });
    expect(bought.balance).toBe(425_000 - item.price);
    await expect(
      vip.client.shops.purchase.mutate({ shop: 'bonus', itemId: item.id, idempotencyKey: key }),
    ).resolves.toEqual(bought);
    expect((await upstreamCalls(url))['POST /casino/shops/:shop/purchase']).toBe(1);
    expect((await vip.client.shops.view.query({ shop: 'bonus' })).balance).toBe(bought.balance);
  });

  it('refuses a purchase the coins do not cover', async () => {
    const points = await plain.client.shops.view.query({ shop: 'bonus' });
    const dear = points.items.find((entry) => entry.price > points.balance);
    if (dear === undefined) throw new Error('expected an item above the balance');
    const noPoints = await rejectionOf(
      plain.client.shops.purchase.mutate({
        shop: 'bonus',
        itemId: dear.id,
        idempotencyKey: actionKey(),
      }),
    );
    expect(noPoints.data).toMatchObject({ code: 'CONFLICT', messageKey: 'shop.notEnoughPoints' });

    // A new account has bet nothing, so it has no snowflakes.
    const fresh = new Browser();
    await fresh.client(url).auth.signUp.mutate({
      email: 'snow@demo.lumo.test',
      password: 'Snow#Flake1',
      country: 'DEU',
      currency: 'EUR',
      consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
    });
    const snow = await fresh.client(url).shops.view.query({ shop: 'snowflake' });
    expect(snow.balance).toBe(0);
    const cheapest = snow.items[0];
    if (cheapest === undefined) throw new Error('expected a snowflake item');
    const noSnow = await rejectionOf(
      fresh.client(url).shops.purchase.mutate({
        shop: 'snowflake',
        itemId: cheapest.id,
        idempotencyKey: actionKey(),
      }),
    );
    expect(noSnow.data).toMatchObject({ code: 'CONFLICT', messageKey: 'shop.notEnoughSnowflakes' });

    const unknown = await rejectionOf(
      vip.client.shops.purchase.mutate({
        shop: 'bonus',
        itemId: 9_999,
        idempotencyKey: actionKey(),
      }),
    );
    expect(unknown.data?.messageKey).toBe('errors.noSuchOption');
  });

  it('spends snowflakes earned from bets in the snowflake shop', async () => {
    const shop = await plain.client.shops.view.query({ shop: 'snowflake' });
    const affordable = shop.items.find((entry) => entry.price <= shop.balance);
    if (affordable === undefined) throw new Error('expected an affordable item');
    const bought = await plain.client.shops.purchase.mutate({
      shop: 'snowflake',
      itemId: affordable.id,
      idempotencyKey: actionKey(),
    });
    expect(bought.balance).toBe(shop.balance - affordable.price);
    const catchGame = await plain.client.shops.catchGame.query();
    expect(catchGame.snowflakes).toBe(bought.balance);
  });
});

describe('shops.catchGame', () => {
  async function dayOf(iso: string) {
    // A BFF of its own per day: the BFF reads QA's clock at most once a second.
    const bff = await startTestBff(running);
    await qa(bff.url, 'PUT', '/clock', { now: iso });
    const player = await signIn(bff.url, 'plain');
    const mockUrl = bff.server.app.mockWorld?.url;
    if (mockUrl === undefined) throw new Error('expected the in-process mock world');
    return { player, mockUrl };
  }

  /** A deposit paid at the mock provider, as the player's browser would go through it. */
  async function deposit(mockUrl: string): Promise<void> {
    const login = await fetch(`${mockUrl}/casino/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: PLAIN, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const intent = await fetch(`${mockUrl}/casino/payments/deposits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        amount: 20,
        currency: 'EUR',
        method: 'visa',
        returnUrl: 'http://127.0.0.1/deposit-return',
      }),
    });
    const { paymentId } = (await intent.json()) as { paymentId: string };
    const paid = await fetch(`${mockUrl}/pages/pay/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_id: paymentId, outcome: 'success' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
  }

  it('runs on its days with the day’s percent, three tries and one more per deposit', async () => {
    const { player, mockUrl } = await dayOf('2024-12-21T12:00:00.000Z');
    const state = await player.client.shops.catchGame.query();
    expect(state).toMatchObject({
      gameId: 100,
      active: true,
      percent: 75,
      tries: { left: 3, used: 0, extra: 0 },
    });
    expect(state.snowflakes).toBeGreaterThan(0);

    await deposit(mockUrl);
    await deposit(mockUrl);
    expect((await player.client.shops.catchGame.query()).tries).toEqual({
      left: 5,
      used: 0,
      extra: 2,
    });
  });

  it('plays its tries, once per key, and a catch gives the day’s bonus', async () => {
    const { player } = await dayOf('2024-12-22T12:00:00.000Z');
    const key = actionKey();
    const [first, retried] = await Promise.all([
      player.client.shops.playCatchGame.mutate({ idempotencyKey: key }),
      player.client.shops.playCatchGame.mutate({ idempotencyKey: key }),
    ]);
    expect(retried).toEqual(first);
    expect(first.state.tries).toEqual({ left: 2, used: 1, extra: 0 });
    const plays = [first];
    plays.push(await player.client.shops.playCatchGame.mutate({ idempotencyKey: actionKey() }));
    plays.push(await player.client.shops.playCatchGame.mutate({ idempotencyKey: actionKey() }));
    expect(plays.map((play) => play.state.tries.left)).toEqual([2, 1, 0]);
    // The mock's seeded tries catch on this day: at least one of the three does.
    expect(plays.some((play) => play.caught)).toBe(true);
    for (const play of plays) {
      expect(play.caught).toBe(play.bonus !== null);
      if (play.bonus !== null) {
        expect(play.bonus.status).toBe('pending');
        expect(play.bonus.shortDescription).toContain('85');
      }
    }
    const none = await rejectionOf(
      player.client.shops.playCatchGame.mutate({ idempotencyKey: actionKey() }),
    );
    expect(none.data).toMatchObject({ code: 'CONFLICT', messageKey: 'miniGame.noChancesLeft' });
    expect((await player.client.shops.catchGame.query()).tries).toEqual({
      left: 0,
      used: 3,
      extra: 0,
    });
  });

  it('does not run outside its days', async () => {
    const { player } = await dayOf('2025-02-21T12:00:00.000Z');
    await expect(player.client.shops.catchGame.query()).resolves.toMatchObject({
      active: false,
      percent: null,
      tries: { left: 0 },
    });
    const closed = await rejectionOf(
      player.client.shops.playCatchGame.mutate({ idempotencyKey: actionKey() }),
    );
    expect(closed.data).toMatchObject({ code: 'CONFLICT', messageKey: 'errors.catchGameClosed' });
  });
});
