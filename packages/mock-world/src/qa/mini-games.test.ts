import { dailyBonusStateSchema, miniGamePlayResultSchema } from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MockApp } from '../app.js';
import { TEST_NOW, call, errorCode, loginAs, testMockApp } from '../testing.js';

let mock: MockApp;

beforeEach(() => {
  mock = testMockApp();
});
afterEach(async () => {
  await mock.app.close();
});

const viewSchema = z.object({
  plays: z.record(z.string(), z.number()),
  attemptsLeft: z.record(z.string(), z.number()),
  depositsToday: z.number(),
  dailyBonus: z.object({ currentDay: z.number(), collectedToday: z.boolean() }),
});

const PLAIN = 'plain@demo.lumo.test';

async function availability(token: string, game: string) {
  return call(mock.app, 'GET', `/casino/mini-games/${game}/availability`, { token });
}

/** A deposit completed now, as the payment page's settle books one. */
function completeDepositNow(email: string) {
  const account = mock.context.store.resolve(email);
  if (account === undefined) throw new Error(`no player ${email}`);
  account.transactions.unshift({
    id: mock.context.store.newTransactionId(),
    scope: 'payments',
    wallet: 'basic',
    type: 'deposit',
    amount: 20,
    currency: account.currency,
    status: 'complete',
    method: 'Card',
    fee: 0,
    balance: null,
    agoMs: null,
    atMs: mock.context.clock.now(),
  });
}

describe('mini-game chances', () => {
  it('a deposit completed today gives one more play after the day’s one is used', async () => {
    const token = await loginAs(mock.app, PLAIN);
    await call(mock.app, 'POST', '/casino/mini-games/wheel/play', { token });
    expect(errorCode((await availability(token, 'wheel')).body)).toBe('no_attempts_left');

    completeDepositNow(PLAIN);
    expect((await availability(token, 'wheel')).status).toBe(204);
    const play = miniGamePlayResultSchema.parse(
      (await call(mock.app, 'POST', '/casino/mini-games/wheel/play', { token })).body,
    );
    expect(play.attemptsLeft).toBe(0);
    expect(errorCode((await availability(token, 'wheel')).body)).toBe('no_attempts_left');
  });

  it('a deposit of an earlier day brings no chance today', async () => {
    const token = await loginAs(mock.app, PLAIN);
    completeDepositNow(PLAIN);
    await call(mock.app, 'PUT', '/qa/clock', {
      body: { now: new Date(TEST_NOW + 86_400_000).toISOString() },
    });
    await call(mock.app, 'POST', '/casino/mini-games/wheel/play', { token });
    expect(errorCode((await availability(token, 'wheel')).body)).toBe('no_attempts_left');
  });
});

describe('QA: mini-games', () => {
  it('shows today’s plays, chances and daily bonus, and sets the plays back', async () => {
    const token = await loginAs(mock.app, PLAIN);
    await call(mock.app, 'POST', '/casino/mini-games/wheel/play', { token });
    const before = viewSchema.parse(
      (await call(mock.app, 'GET', `/qa/players/${PLAIN}/mini-games`)).body,
    );
    expect(before).toMatchObject({
      plays: { wheel: 1, 'lucky-card': 0, bird: 0 },
      attemptsLeft: { wheel: 0, bird: 1 },
      depositsToday: 0,
      // TEST_NOW (2025-03-12) is a Wednesday: day 3.
      dailyBonus: { currentDay: 3, collectedToday: false },
    });

    const reset = await call(mock.app, 'PUT', `/qa/players/${PLAIN}/mini-games`, {
      body: { plays: { wheel: 0 } },
    });
    expect(viewSchema.parse(reset.body).attemptsLeft.wheel).toBe(1);
    expect((await availability(token, 'wheel')).status).toBe(204);

    await call(mock.app, 'PUT', `/qa/players/${PLAIN}/mini-games`, {
      body: { plays: { bird: 1 } },
    });
    expect(errorCode((await availability(token, 'bird')).body)).toBe('no_attempts_left');
  });

  it('sets the daily bonus’s day and whether today is collected', async () => {
    const token = await loginAs(mock.app, PLAIN);
    const set = await call(mock.app, 'PUT', `/qa/players/${PLAIN}/mini-games`, {
      body: { dailyBonus: { currentDay: 6 } },
    });
    expect(viewSchema.parse(set.body).dailyBonus).toEqual({ currentDay: 6, collectedToday: false });
    const read = async () => {
      const state = dailyBonusStateSchema.parse({
        status: 200,
        data: (await call(mock.app, 'GET', '/casino/daily-bonus', { token })).body,
      });
      if (state.status !== 200) throw new Error('expected the week');
      return state.data;
    };
    const week = await read();
    expect(week.currentDay).toBe(6);
    // Day 6 is collectable from today's UTC midnight, in seconds.
    expect(week.days[5]?.canBeCollectedAfterTs).toBe(Date.parse('2025-03-12T00:00:00Z') / 1000);

    await call(mock.app, 'PUT', `/qa/players/${PLAIN}/mini-games`, {
      body: { dailyBonus: { collectedToday: true } },
    });
    expect((await read()).currentDay).toBe(7);
    expect(
      errorCode((await call(mock.app, 'POST', '/casino/daily-bonus/collect', { token })).body),
    ).toBe('already_collected');

    await call(mock.app, 'PUT', `/qa/players/${PLAIN}/mini-games`, {
      body: { dailyBonus: { collectedToday: false } },
    });
    expect((await call(mock.app, 'POST', '/casino/daily-bonus/collect', { token })).status).toBe(
      204,
    );
  });

  it('refuses a bad body and changes nothing', async () => {
    for (const body of [
      { plays: { dice: 1 } },
      { plays: { wheel: -1 } },
      { dailyBonus: { currentDay: 8 } },
      { extra: true },
    ]) {
      const answer = await call(mock.app, 'PUT', `/qa/players/${PLAIN}/mini-games`, { body });
      expect(answer.status).toBe(400);
    }
    const view = viewSchema.parse(
      (await call(mock.app, 'GET', `/qa/players/${PLAIN}/mini-games`)).body,
    );
    expect(view.plays.wheel).toBe(0);
    expect(view.dailyBonus.currentDay).toBe(3);
    expect((await call(mock.app, 'GET', '/qa/players/nobody@x.test/mini-games')).status).toBe(404);
  });

  it('level gates stay the player patch’s userLevel', async () => {
    const token = await loginAs(mock.app, PLAIN);
    expect(errorCode((await availability(token, 'lucky-card')).body)).toBe('level_too_low');
    await call(mock.app, 'PUT', `/qa/players/${PLAIN}/state`, {
      body: { userLevel: 'intermediate' },
    });
    expect((await availability(token, 'lucky-card')).status).toBe(204);
  });

  it('closes every mini-game for every player, and opens them again with a reset', async () => {
    const token = await loginAs(mock.app, PLAIN);
    expect((await availability(token, 'wheel')).status).toBe(204);
    const closed = await call(mock.app, 'PUT', '/qa/mini-games', { body: { closed: true } });
    expect(closed.body).toEqual({ closed: true });
    const refused = await availability(token, 'wheel');
    expect(errorCode(refused.body)).toBe('no_attempts_left');
    const play = await call(mock.app, 'POST', '/casino/mini-games/wheel/play', { token });
    expect(errorCode(play.body)).toBe('no_attempts_left');
    // Nothing was played: the player's own chances are untouched.
    const view = viewSchema.parse(
      (await call(mock.app, 'GET', `/qa/players/${PLAIN}/mini-games`)).body,
    );
    expect(view.plays.wheel).toBe(0);

    expect(
      (await call(mock.app, 'PUT', '/qa/mini-games', { body: { closed: 'yes' } })).status,
    ).toBe(400);
    expect((await call(mock.app, 'GET', '/qa/mini-games')).body).toEqual({ closed: true });
    await call(mock.app, 'POST', '/qa/reset');
    expect((await call(mock.app, 'GET', '/qa/mini-games')).body).toEqual({ closed: false });
  });
});
