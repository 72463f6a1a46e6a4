import { shopItemsSchema, shopViewSchema } from '@casino/shared';
import { catchGameFactsSchema, catchGamePlaySchema } from '@casino/upstream-contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MockApp } from '../app.js';
import { call, errorCode, loginAs, testMockApp } from '../testing.js';

// QA's catch-game controls (the snowflakes held, the tries used today) and the shops' public
// items, through the mock's HTTP routes.

let mock: MockApp;
const PLAIN = 'plain@demo.lumo.test';

beforeEach(() => {
  // A game day (the 21st: 75 %), noon UTC.
  mock = testMockApp({ now: () => Date.parse('2024-12-21T12:00:00Z') });
});
afterEach(async () => {
  await mock.app.close();
});

async function facts(token: string) {
  return catchGameFactsSchema.parse(
    (await call(mock.app, 'GET', '/casino/catch-game', { token })).body,
  );
}

describe('QA: the catch game', () => {
  it('sets the snowflakes held, which the shop and the catch game then count', async () => {
    const token = await loginAs(mock.app, PLAIN);
    const put = await call(mock.app, 'PUT', `/qa/players/${PLAIN}/catch-game`, {
      body: { snowflakes: 30 },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ snowflakes: 30, triesUsedToday: 0 });
    expect((await facts(token)).snowflakes).toBe(30);

    const shop = shopViewSchema.parse(
      (await call(mock.app, 'GET', '/casino/shops/snowflake', { token })).body,
    );
    expect(shop.balance).toBe(30);
    const bought = await call(mock.app, 'POST', '/casino/shops/snowflake/purchase', {
      token,
      body: { itemId: 201 },
    });
    expect(bought.body).toMatchObject({ balance: 5 });
    const dear = await call(mock.app, 'POST', '/casino/shops/snowflake/purchase', {
      token,
      body: { itemId: 201 },
    });
    expect(dear.status).toBe(409);
    expect(errorCode(dear.body)).toBe('insufficient_balance');

    // Down to none, then more than ever earned.
    await call(mock.app, 'PUT', `/qa/players/${PLAIN}/catch-game`, { body: { snowflakes: 0 } });
    expect((await facts(token)).snowflakes).toBe(0);
    await call(mock.app, 'PUT', `/qa/players/${PLAIN}/catch-game`, {
      body: { snowflakes: 100_000 },
    });
    expect((await facts(token)).snowflakes).toBe(100_000);
  });

  it('sets the tries used today, which the next play counts from', async () => {
    const token = await loginAs(mock.app, PLAIN);
    const put = await call(mock.app, 'PUT', `/qa/players/${PLAIN}/catch-game`, {
      body: { triesUsedToday: 2 },
    });
    expect(put.body).toMatchObject({ triesUsedToday: 2, depositsToday: 0 });
    const play = catchGamePlaySchema.parse(
      (await call(mock.app, 'POST', '/casino/catch-game/play', { token })).body,
    );
    expect(play.triesUsedToday).toBe(3);
    const none = await call(mock.app, 'POST', '/casino/catch-game/play', { token });
    expect(errorCode(none.body)).toBe('no_attempts_left');

    await call(mock.app, 'PUT', `/qa/players/${PLAIN}/catch-game`, {
      body: { triesUsedToday: 0 },
    });
    expect((await facts(token)).triesUsedToday).toBe(0);
  });

  it('refuses what it cannot apply, changing nothing', async () => {
    const token = await loginAs(mock.app, PLAIN);
    const before = await facts(token);
    for (const body of [
      {},
      { snowflakes: -1 },
      { snowflakes: 1.5 },
      { triesUsedToday: 9 },
      { tries: 1 },
    ]) {
      const answer = await call(mock.app, 'PUT', `/qa/players/${PLAIN}/catch-game`, { body });
      expect(answer.status).toBe(400);
    }
    expect(await facts(token)).toEqual(before);
    const unknown = await call(mock.app, 'PUT', '/qa/players/nobody@demo.lumo.test/catch-game', {
      body: { snowflakes: 1 },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the shops’ public items', () => {
  it('lists a shop’s items to anyone, in a language, bonus money in euros', async () => {
    const answer = await call(mock.app, 'GET', '/casino/shops/snowflake/items?lang=de');
    expect(answer.status).toBe(200);
    const items = shopItemsSchema.parse(answer.body);
    expect(items.shop).toBe('snowflake');
    expect(items.items.map((item) => item.price)).toEqual([25, 60, 100, 400]);
    expect(items.items[0]?.title).toBe('5 Freispiele');
    expect(items.items[2]?.prize).toEqual({
      kind: 'bonus_money',
      money: { amount: 5, currency: 'EUR' },
    });
    const bonus = shopItemsSchema.parse(
      (await call(mock.app, 'GET', '/casino/shops/bonus/items')).body,
    );
    expect(bonus.items[0]?.title).toBe('10 free spins');
    expect((await call(mock.app, 'GET', '/casino/shops/nope/items')).status).toBe(400);
    expect((await call(mock.app, 'GET', '/casino/shops/bonus/items?lang=xx')).status).toBe(400);
  });
});
