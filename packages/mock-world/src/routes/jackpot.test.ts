import {
  JACKPOT_WIN_TRANSACTION_TYPE,
  jackpotWinItemSchema,
  shortBalanceSchema,
  transactionListSchema,
  userBonusAccountSchema,
} from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MockApp } from '../app.js';
import { upstreamErrorBodySchema } from '@casino/upstream-contract';
import { TEST_NOW, call, loginAs, testMockApp } from '../testing.js';

let mock: MockApp;
let token: string;

beforeEach(async () => {
  mock = testMockApp();
  token = await loginAs(mock.app, 'plain@demo.lumo.test');
});
afterEach(async () => {
  await mock.app.close();
});

const wins = async (status = 'pending') =>
  z
    .array(jackpotWinItemSchema)
    .parse(
      (await call(mock.app, 'GET', `/jackpot/jackpots/wins?status=${status}`, { token })).body,
    );
const decide = (bonusId: number, status: string) =>
  call(mock.app, 'POST', '/jackpot/jackpots/decision', {
    token,
    body: { bonus_id: bonusId, status },
  });

describe('jackpot wins', () => {
  it('list a QA-awarded win as pending, type 16, won at the mock clock', async () => {
    expect(await wins()).toEqual([]);
    const awarded = mock.controls.awardJackpotWin('plain@demo.lumo.test', {
      tier: 'silver',
      amount: 500,
    });
    const pending = await wins();
    expect(pending).toEqual([awarded]);
    expect(awarded).toMatchObject({
      amount: 500,
      currency: 'EUR',
      type: JACKPOT_WIN_TRANSACTION_TYPE,
      wager: { amount: 1500, wagered: 0 },
    });
    expect(awarded.dateComplete).toBe(new Date(TEST_NOW).toISOString());
    expect((await call(mock.app, 'GET', '/jackpot/jackpots/wins')).status).toBe(401);
  });

  it('credit a claimed win with wager to the bonus balance', async () => {
    const wagered = mock.controls.awardJackpotWin('plain@demo.lumo.test', { amount: 300 });
    expect((await decide(wagered.id, 'Activated')).status).toBe(204);
    const balance = shortBalanceSchema.parse(
      (await call(mock.app, 'GET', '/casino/balance/short', { token })).body,
    );
    expect(balance).toMatchObject({ balanceMain: 150, bonusCasino: 300 });
    const account = userBonusAccountSchema.parse(
      (await call(mock.app, 'GET', '/casino/balance/bonus', { token })).body,
    );
    expect(account.wager).not.toBeNull();
    expect((await wins('activated')).map((win) => win.id)).toEqual([wagered.id]);
    const history = transactionListSchema.parse(
      (await call(mock.app, 'GET', '/casino/transactions?type=jackpot_win', { token })).body,
    );
    expect(history.items[0]).toMatchObject({ amount: 300, status: 'pending_wager' });
  });

  it('credit a no-wager win to real money at once, as a completed win', async () => {
    mock.context.clock.setNow(TEST_NOW + 60_000);
    const free = mock.controls.awardJackpotWin('plain@demo.lumo.test', {
      amount: 40,
      wager: false,
    });
    expect(free).toMatchObject({ amount: 40, wager: null });
    expect(free.dateComplete).toBe(new Date(TEST_NOW + 60_000).toISOString());
    const balance = shortBalanceSchema.parse(
      (await call(mock.app, 'GET', '/casino/balance/short', { token })).body,
    );
    expect(balance).toMatchObject({ balanceMain: 190, bonusCasino: 0 });
    expect(await wins()).toEqual([]);
    expect(await wins('complete')).toEqual([free]);
    // Nothing is left to decide.
    expect((await decide(free.id, 'Activated')).status).toBe(409);
    // A payout to real money is a jackpot transaction, not a bonus-wallet jackpot-win credit.
    const credit = mock.context.store
      .byEmail('plain@demo.lumo.test')
      ?.jackpotWins.find((win) => win.id === free.id)?.creditTransactionId;
    const history = transactionListSchema.parse(
      (await call(mock.app, 'GET', '/casino/transactions?type=jackpot', { token })).body,
    );
    expect(history.items[0]).toMatchObject({
      id: credit,
      type: 'jackpot',
      amount: 40,
      status: 'complete',
      balance: 190,
    });
    const wagerCredits = transactionListSchema.parse(
      (await call(mock.app, 'GET', '/casino/transactions?type=jackpot_win', { token })).body,
    );
    expect(wagerCredits.items.map((row) => row.id)).not.toContain(credit);
  });

  it('publish each award to the player at once, with the win, then the balance change', () => {
    const account = mock.context.store.byEmail('plain@demo.lumo.test');
    const wagered = mock.controls.awardJackpotWin('plain@demo.lumo.test', { amount: 300 });
    const free = mock.controls.awardJackpotWin('plain@demo.lumo.test', {
      amount: 40,
      wager: false,
      gameId: wagered.game.id,
    });
    expect(account?.events.map((event) => event.message)).toEqual([
      {
        type: 'JACKPOT_WIN',
        data: {
          bonusId: wagered.id,
          amount: 300,
          currency: 'EUR',
          gameId: wagered.game.id,
          hasWager: true,
        },
      },
      {
        type: 'JACKPOT_WIN',
        data: {
          bonusId: free.id,
          amount: 40,
          currency: 'EUR',
          gameId: wagered.game.id,
          hasWager: false,
        },
      },
      { type: 'BALANCE_CHANGED', data: {} },
    ]);
  });

  it('queue, then claim or decline a queued win; a decided win cannot change', async () => {
    const win = mock.controls.awardJackpotWin('plain@demo.lumo.test');
    expect((await decide(win.id, 'Queue')).status).toBe(204);
    expect(await wins()).toEqual([]);
    expect((await wins('queue')).map((entry) => entry.id)).toEqual([win.id]);
    expect((await decide(win.id, 'Queue')).status).toBe(409);
    expect((await decide(win.id, 'Rejected')).status).toBe(204);
    const again = await decide(win.id, 'Activated');
    expect(again.status).toBe(409);
    expect(upstreamErrorBodySchema.parse(again.body).error.code).toBe('invalid_state');
    expect((await decide(123, 'Activated')).status).toBe(404);
    expect((await decide(win.id, 'activated')).status).toBe(400);
  });
});
