import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCasinoClient, type CasinoClient } from '../casino-client.js';
import {
  domainErrorOf,
  PLAIN_PLAYER,
  useCasinoWorld,
} from '../../../test/support/casino-client.js';
import {
  DEMO_PASSWORD,
  rejectionOf,
  startTinyUpstream,
  type TinyUpstream,
} from '../../../test/support/upstreams.js';
import { UpstreamError } from '../upstream-error.js';

// The casino client's payment calls against the mock world, and against a casino that answers
// outside the contract.

let casino: CasinoClient;
/** The plain player's upstream token. */
let token: string;
/** The bonus player's upstream token. */
let bonusToken: string;

useCasinoWorld(async (started) => {
  ({ casino, token: bonusToken } = started);
  token = (await casino.login({ email: PLAIN_PLAYER, password: DEMO_PASSWORD })).token;
});

describe('payments through the casino client', () => {
  it('reads the methods, a deposit and a crypto address in domain types', async () => {
    const methods = await casino.paymentMethods();
    expect(methods.deposit.map((method) => method.id)).toContain('visa');
    const intent = await casino.deposit(token, {
      amount: 15,
      currency: 'EUR',
      method: 'visa',
      returnUrl: 'https://casino.example.test/deposit-return',
    });
    await expect(casino.depositStatus(token, intent.paymentId)).resolves.toMatchObject({
      status: 'pending',
      amount: 15,
    });
    const address = await casino.cryptoDepositAddress(token, 'bitcoin');
    expect(address.network).toBe('BTC');
  });

  it('maps the casino’s refusals to the player’s messages', async () => {
    expect(
      await domainErrorOf(casino.depositStatus(token, '00000000-0000-4000-8000-000000000000')),
    ).toMatchObject({ status: 'NOT_FOUND', messageKey: 'errors.transactionsNotFound' });
    expect(await domainErrorOf(casino.cryptoDepositAddress(token, 'visa'))).toMatchObject({
      status: 'NOT_FOUND',
      messageKey: 'errors.noSuchOption',
    });
    expect(
      await domainErrorOf(
        casino.withdraw(token, {
          method: 'bank',
          methodId: 'visa',
          amount: 4_000,
          currency: 'EUR',
          cardHolderName: 'Ann Example',
        }),
      ),
    ).toMatchObject({ status: 'CONFLICT', messageKey: 'errors.notEnoughMoney' });
    expect(
      await domainErrorOf(
        casino.withdraw(token, {
          method: 'bank',
          methodId: 'visa',
          amount: 5,
          currency: 'EUR',
          cardHolderName: 'Ann Example',
        }),
      ),
    ).toMatchObject({ status: 'UNPROCESSABLE_CONTENT', messageKey: 'errors.amountMin' });
  });

  it('withdraws and reads the withdrawal back', async () => {
    const details = await casino.withdraw(token, {
      method: 'crypto',
      methodId: 'xrp',
      amount: 30,
      currency: 'EUR',
      walletAddress: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
      walletTag: '12345',
    });
    await expect(casino.withdrawalDetails(token, details.transactionId)).resolves.toEqual(details);
  });

  it('starts a deposit, and refuses another currency as UNPROCESSABLE_CONTENT', async () => {
    const intent = await casino.deposit(bonusToken, {
      amount: 25,
      currency: 'EUR',
      method: 'visa',
      returnUrl: 'https://casino.example.test/deposit',
    });
    expect(intent.paymentId).not.toBe('');
    expect(new URL(intent.redirectUrl).searchParams.get('payment_id')).toBe(intent.paymentId);
    expect(
      await domainErrorOf(
        casino.deposit(bonusToken, {
          amount: 25,
          currency: 'USD',
          method: 'visa',
          returnUrl: 'https://casino.example.test/deposit',
        }),
      ),
    ).toMatchObject({ code: 'validation_failed', status: 'UNPROCESSABLE_CONTENT' });
  });
});

describe('a casino that breaks the payments contract', () => {
  let tiny: TinyUpstream;
  let broken: CasinoClient;

  beforeAll(async () => {
    tiny = await startTinyUpstream('casino', (app) => {
      app.get('/payments/methods', () => ({
        deposit: [
          { id: 'visa', name: 'Visa', kind: 'bank', limits: { EUR: { min: 50, max: 10 } } },
        ],
        withdrawal: [],
      }));
      app.get('/payments/crypto-address', () => ({
        methodId: 'usdt-trc20',
        network: 'TRC20',
        address: 'javascript:alert(1)',
        tag: null,
        qrPayload: 'x',
      }));
    });
    broken = createCasinoClient(tiny.http);
  });
  afterAll(async () => {
    await tiny.close();
  });

  it('refuses limits whose minimum passes the maximum, and an address that is not one', async () => {
    for (const call of [
      () => broken.paymentMethods(),
      () => broken.cryptoDepositAddress('t', 'usdt-trc20'),
    ]) {
      const error = await rejectionOf(call());
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).kind).toBe('bad_response');
    }
  });
});
