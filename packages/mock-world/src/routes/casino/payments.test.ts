import {
  cryptoDepositAddressSchema,
  depositSchema,
  paymentMethodsSchema,
  shortBalanceSchema,
  transactionListSchema,
  withdrawalDetailsSchema,
} from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MockApp } from '../../app.js';
import { depositIntentSchema } from '@casino/upstream-contract';
import { call, errorCode, loginAs, testMockApp } from '../../testing.js';

// The mock casino's payments behave as a real upstream would: they check the input (400 for a
// shape that does not fit, 422 for a rule), change the player's balance and history, and count.

let mock: MockApp;

beforeEach(() => {
  mock = testMockApp();
});
afterEach(async () => {
  await mock.app.close();
});

const WALLET = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';

async function balanceMain(token: string): Promise<number> {
  return shortBalanceSchema.parse(
    (await call(mock.app, 'GET', '/casino/balance/short', { token })).body,
  ).balanceMain;
}

describe('payment methods', () => {
  it('list deposit and withdrawal methods with limits of the same worth in every currency', async () => {
    const methods = paymentMethodsSchema.parse(
      (await call(mock.app, 'GET', '/casino/payments/methods')).body,
    );
    const visa = methods.deposit.find((method) => method.id === 'visa');
    expect(visa?.limits.EUR).toEqual({ min: 10, max: 5_000 });
    expect(visa?.limits.GBP).toEqual({ min: 9, max: 4_250 });
    expect(methods.deposit.find((method) => method.id === 'bank-transfer')?.limits.INR).toBe(
      undefined,
    );
    expect(methods.withdrawal.every((method) => method.kind === 'bank' || method.network)).toBe(
      true,
    );
  });
});

describe('deposits', () => {
  it('refuse an unknown method and an amount outside the limits with 422, creating nothing', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const attempt = (method: string, amount: number) =>
      call(mock.app, 'POST', '/casino/payments/deposits', {
        token,
        body: { amount, currency: 'EUR', method, returnUrl: 'https://casino.example.test/back' },
      });
    for (const [method, amount, rule] of [
      ['no-such', 20, 'errors.noSuchOption'],
      ['visa', 9.99, 'errors.amountMin'],
      ['visa', 5_000.01, 'errors.amountMax'],
    ] as const) {
      const answer = await attempt(method, amount);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error: { details: [{ message: rule }] } });
    }
    expect((await attempt('visa', 0)).status).toBe(400);
    expect(mock.controls.counters()).toMatchObject({
      byRoute: { 'POST /casino/payments/deposits': 4 },
    });
  });

  it('answer a deposit to its owner only, and follow it to its outcome', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const intent = depositIntentSchema.parse(
      (
        await call(mock.app, 'POST', '/casino/payments/deposits', {
          token,
          body: {
            amount: 30,
            currency: 'EUR',
            method: 'skrill',
            returnUrl: 'https://casino.example.test/back',
          },
        })
      ).body,
    );
    const path = `/casino/payments/deposits/${intent.paymentId}`;
    expect(depositSchema.parse((await call(mock.app, 'GET', path, { token })).body)).toEqual({
      paymentId: intent.paymentId,
      status: 'pending',
      amount: 30,
      currency: 'EUR',
      methodId: 'skrill',
    });
    const other = await loginAs(mock.app, 'vip@demo.lumo.test');
    const foreign = await call(mock.app, 'GET', path, { token: other });
    expect(foreign.status).toBe(404);
    expect((await call(mock.app, 'GET', path)).status).toBe(401);

    await mock.app.inject({
      method: 'POST',
      url: '/pages/pay/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=failure&payment_id=${intent.paymentId}`,
    });
    expect(depositSchema.parse((await call(mock.app, 'GET', path, { token })).body).status).toBe(
      'failed',
    );
    expect(await balanceMain(token)).toBe(150);
  });
});

describe('crypto addresses', () => {
  it('are the player’s own and stable; a banking method has none', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const address = cryptoDepositAddressSchema.parse(
      (await call(mock.app, 'GET', '/casino/payments/crypto-address?method=bitcoin', { token }))
        .body,
    );
    expect(address.qrPayload).toBe(`bitcoin:${address.address}`);
    const again = await call(mock.app, 'GET', '/casino/payments/crypto-address?method=bitcoin', {
      token,
    });
    expect(again.body).toEqual(address);
    const bank = await call(mock.app, 'GET', '/casino/payments/crypto-address?method=visa', {
      token,
    });
    expect(bank.status).toBe(404);
    expect(errorCode(bank.body)).toBe('not_found');
  });
});

describe('withdrawals', () => {
  it('hold the amount, add a pending row and answer its details', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const created = await call(mock.app, 'POST', '/casino/withdrawals', {
      token,
      body: {
        method: 'crypto',
        methodId: 'usdt-trc20',
        amount: 60,
        currency: 'EUR',
        walletAddress: WALLET,
        walletTag: 'MEMO7',
      },
    });
    expect(created.status).toBe(201);
    const details = withdrawalDetailsSchema.parse(created.body);
    expect(details).toMatchObject({ method: 'crypto', amount: 60, status: 'pending' });
    expect(await balanceMain(token)).toBe(90);
    const history = transactionListSchema.parse(
      (await call(mock.app, 'GET', '/casino/transactions?scope=payments&type=withdraw', { token }))
        .body,
    );
    expect(history.items[0]).toMatchObject({
      id: details.transactionId,
      amount: -60,
      method: 'USDT (TRC20)',
    });
    const read = await call(mock.app, 'GET', `/casino/withdrawals/${details.transactionId}`, {
      token,
    });
    expect(read.body).toEqual(details);
  });

  it('refuse more than the real balance (409) and broken fields (422), changing nothing', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const withdraw = (body: object) =>
      call(mock.app, 'POST', '/casino/withdrawals', { token, body: { currency: 'EUR', ...body } });
    const tooMuch = await withdraw({
      method: 'bank',
      methodId: 'bank-transfer',
      amount: 151,
      cardHolderName: 'Ann Example',
    });
    expect(tooMuch.status).toBe(409);
    expect(errorCode(tooMuch.body)).toBe('insufficient_balance');
    const lowerTag = await withdraw({
      method: 'crypto',
      methodId: 'xrp',
      amount: 25,
      walletAddress: WALLET,
      walletTag: 'memo',
    });
    expect(lowerTag.status).toBe(422);
    expect(lowerTag.body).toMatchObject({
      error: { details: [{ path: 'walletTag', message: 'errors.capitalLettersOnly' }] },
    });
    const wrongKind = await withdraw({
      method: 'bank',
      methodId: 'xrp',
      amount: 25,
      cardHolderName: 'Ann Example',
    });
    expect(wrongKind.status).toBe(422);
    const otherCurrency = await withdraw({
      method: 'bank',
      methodId: 'visa',
      amount: 25,
      cardHolderName: 'Ann Example',
      currency: 'USD',
    });
    expect(otherCurrency.status).toBe(422);
    expect((await withdraw({ method: 'cash', methodId: 'visa', amount: 25 })).status).toBe(400);
    expect(await balanceMain(token)).toBe(150);
    const unknown = await call(mock.app, 'GET', '/casino/withdrawals/123', { token });
    expect(unknown.status).toBe(404);
  });
});

describe('an Idempotency-Key', () => {
  it('makes a repeated deposit or withdrawal answer the first time’s answer without acting again', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const deposit = (key: string, amount = 20) =>
      call(mock.app, 'POST', '/casino/payments/deposits', {
        token,
        headers: { 'idempotency-key': key },
        body: {
          amount,
          currency: 'EUR',
          method: 'visa',
          returnUrl: 'https://casino.example.test/back',
        },
      });
    const first = await deposit('deposit-key-1');
    const again = await deposit('deposit-key-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const otherDetails = await deposit('deposit-key-1', 25);
    expect(otherDetails.status).toBe(422);
    expect(otherDetails.body).toMatchObject({
      error: { details: [{ message: 'errors.idempotencyKeyReused' }] },
    });
    expect((await deposit('deposit-key-2')).body).not.toEqual(first.body);

    const withdraw = () =>
      call(mock.app, 'POST', '/casino/withdrawals', {
        token,
        headers: { 'idempotency-key': 'withdrawal-key' },
        body: {
          method: 'bank',
          methodId: 'visa',
          amount: 30,
          currency: 'EUR',
          cardHolderName: 'Ann Example',
        },
      });
    const held = await withdraw();
    await expect(withdraw()).resolves.toMatchObject({ status: 201, body: held.body });
    expect(await balanceMain(token)).toBe(120);
  });

  it('is the player’s own: another player’s identical key acts for them', async () => {
    const plain = await loginAs(mock.app, 'plain@demo.lumo.test');
    const vip = await loginAs(mock.app, 'vip@demo.lumo.test');
    const body = {
      amount: 20,
      currency: 'EUR',
      method: 'visa',
      returnUrl: 'https://casino.example.test/back',
    };
    const headers = { 'idempotency-key': 'shared-key-1' };
    const mine = await call(mock.app, 'POST', '/casino/payments/deposits', {
      token: plain,
      headers,
      body,
    });
    const theirs = await call(mock.app, 'POST', '/casino/payments/deposits', {
      token: vip,
      headers,
      body,
    });
    expect(theirs.body).not.toEqual(mine.body);
    const malformed = await call(mock.app, 'POST', '/casino/payments/deposits', {
      token: plain,
      headers: { 'idempotency-key': 'no spaces allowed' },
      body,
    });
    expect(malformed.status).toBe(400);
  });

  it('replays a jackpot decision instead of refusing the decided win', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const win = mock.controls.awardJackpotWin('plain@demo.lumo.test', { amount: 10 });
    const decide = () =>
      call(mock.app, 'POST', '/jackpot/jackpots/decision', {
        token,
        headers: { 'idempotency-key': 'decision-key' },
        body: { bonus_id: win.id, status: 'Activated' },
      });
    expect((await decide()).status).toBe(204);
    expect((await decide()).status).toBe(204);
    // Credited once, to the bonus balance (the win carries wagering).
    const short = await call(mock.app, 'GET', '/casino/balance/short', { token });
    expect(short.body).toMatchObject({ balanceMain: 150, bonusCasino: 10 });
    // Without the key, deciding a decided win is refused.
    const bare = await call(mock.app, 'POST', '/jackpot/jackpots/decision', {
      token,
      body: { bonus_id: win.id, status: 'Activated' },
    });
    expect(bare.status).toBe(409);
  });
});
