// The money half of the domain API end to end: a real tRPC client with a cookie jar against a
// listening BFF whose upstream clients talk HTTP to its in-process mock world.
import { SPORT_TOKEN_REFRESH_EARLY_MS, jackpotPollInterval } from '@casino/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { qa, rejectionOf, startTestBff, upstreamCalls } from '../support/bff.js';
import {
  TEST_RATE_LIMITS,
  actionKey,
  awardJackpotWin,
  guest,
  settleDeposit,
  signIn,
} from '../support/players.js';

const running: RunningServer[] = [];
let url: string;

beforeAll(async () => {
  ({ url } = await startTestBff(running, { ...TEST_RATE_LIMITS }));
});
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});
beforeEach(async () => {
  await qa(url, 'POST', '/reset');
});

describe('wallet', () => {
  it('shows the header chip of the bonus player: real, bonus, total, currency sign', async () => {
    const { client } = await signIn(url, 'bonus');
    await expect(client.wallet.balance.query()).resolves.toEqual({
      real: 35,
      bonusCasino: 250,
      total: 285,
      currency: 'EUR',
      currencySymbol: '€',
      currencyName: 'EUR',
      forced: false,
    });
  });

  it('keeps a UK player in GBP (forced EUR is for UK guests only)', async () => {
    const { client } = await signIn(url, 'uk');
    await expect(client.wallet.balance.query()).resolves.toMatchObject({
      real: 1250,
      currency: 'GBP',
      currencySymbol: '£',
      forced: false,
    });
  });

  it('answers the short and the full balance', async () => {
    const { client } = await signIn(url, 'vip');
    await expect(client.wallet.short.query()).resolves.toEqual({
      balanceMain: 25_000,
      bonusCasino: 0,
      balance: 25_000,
    });
    const full = await client.wallet.full.query();
    expect(full).toMatchObject({ currency: 'EUR', cashback: 340 });
    expect(full.balance).toMatchObject({ EUR: 25_000, USD: 1_200 });
    expect(full.loyaltyPoints).toBeGreaterThan(0);
    expect(full.freeSpinBalance).toBe(100);
  });

  it('shows free spins as used/limit only when a daily limit exists', async () => {
    const bonus = await signIn(url, 'bonus');
    await expect(bonus.client.wallet.freeSpins.query()).resolves.toEqual({
      number: 25,
      numberDay: 5,
      dayLimit: 10,
      betAmount: 0.2,
      usage: { used: 5, limit: 10 },
    });
    const vip = await signIn(url, 'vip');
    await expect(vip.client.wallet.freeSpins.query()).resolves.toMatchObject({
      number: 100,
      dayLimit: null,
      usage: null,
    });
  });

  it('refuses a guest with errors.unauthorized and asks nothing of the upstream', async () => {
    await qa(url, 'POST', '/reset');
    for (const call of [
      guest(url).wallet.balance.query(),
      guest(url).wallet.full.query(),
      guest(url).wallet.freeSpins.query(),
    ]) {
      const error = await rejectionOf(call);
      expect(error.data).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' });
    }
    expect(
      Object.keys(await upstreamCalls(url)).filter((route) => route.includes('/balance')),
    ).toEqual([]);
  });
});

describe('transactions', () => {
  it('pages game transactions, filtered by kind, type and status', async () => {
    const { client } = await signIn(url, 'plain');
    const first = await client.transactions.game.query({ kind: 'basic' });
    expect(first.page).toBe(1);
    expect(first.items).toHaveLength(20);
    expect(first.items.every((row) => row.balance !== undefined && row.id !== undefined)).toBe(
      true,
    );
    const second = await client.transactions.game.query({ kind: 'basic', page: 2 });
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);

    const bets = await client.transactions.game.query({ kind: 'basic', type: 'bet' });
    expect(bets.total).toBeGreaterThan(0);
    expect(bets.items.every((row) => row.type === 'bet')).toBe(true);

    const bonusPlay = await client.transactions.game.query({ kind: 'bonus' });
    expect(bonusPlay.total).toBeGreaterThan(0);
    expect(bonusPlay.total + first.total).toBeLessThanOrEqual(140);

    const rolledBack = await client.transactions.game.query({ kind: 'basic', status: 'rollback' });
    expect(rolledBack.items.every((row) => row.status === 'rollback')).toBe(true);
  });

  it('pages the payment history, filtered by type and status', async () => {
    const { client } = await signIn(url, 'plain');
    const history = await client.transactions.payments.query({});
    expect(history.total).toBeGreaterThanOrEqual(16);
    expect(history.items.every((row) => row.type === 'deposit' || row.type === 'withdraw')).toBe(
      true,
    );
    expect(history.items.every((row) => row.method !== undefined)).toBe(true);
    const withdrawals = await client.transactions.payments.query({ type: 'withdraw' });
    expect(withdrawals.items.every((row) => row.type === 'withdraw')).toBe(true);
    const failed = await client.transactions.payments.query({ status: 'failed' });
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.items.every((row) => row.status === 'failed')).toBe(true);
  });

  it('refuses a filter outside the lists with the field named', async () => {
    const { client } = await signIn(url, 'plain');
    const error = await rejectionOf(
      // @ts-expect-error: a type the product does not know, as a hand-made request would send
      client.transactions.payments.query({ type: 'bet' }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.fieldErrors?.[0]?.path).toBe('type');
  });

  it('serves the jackpot transactions, the feed the adaptive poll reads beside the wins', async () => {
    const { client } = await signIn(url, 'bonus');
    const jackpot = await client.transactions.jackpot.query();
    expect(jackpot.total).toBeGreaterThan(0);
    expect(jackpot.items.every((row) => row.type === 'jackpot')).toBe(true);
  });
});

describe('jackpots', () => {
  it('lists the three jackpots with their probabilities and the adaptive poll interval', async () => {
    const list = await guest(url).jackpots.list.query({ currency: 'USD' });
    expect(list.items.map((jackpot) => jackpot.tier)).toEqual(['gold', 'silver', 'bronze']);
    expect(list.items.every((jackpot) => jackpot.currency === 'USD')).toBe(true);
    expect(list.pollIntervalMs).toBe(
      jackpotPollInterval(list.items.map((jackpot) => jackpot.jackpotInfo.probability)),
    );
    expect(list.pollIntervalMs).toBeGreaterThanOrEqual(5_000);
    expect(list.pollIntervalMs).toBeLessThanOrEqual(30_000);
  });

  it('sums the jackpots in the player’s currency, or the one a guest asks for', async () => {
    const { client } = await signIn(url, 'uk');
    const sum = await client.jackpots.sum.query({ currency: 'EUR' });
    expect(sum.currency).toBe('GBP');
    expect(sum.jackpotsFund).toBeGreaterThan(0);
    await expect(guest(url).jackpots.sum.query({ currency: 'RON' })).resolves.toMatchObject({
      currency: 'RON',
    });
  });

  it('queues a win over a game page, then claims it from the queue into the bonus balance', async () => {
    const { client } = await signIn(url, 'bonus');
    const win = await awardJackpotWin(url, 'bonus', { tier: 'bronze', amount: 40 });
    await expect(
      client.jackpots.decide.mutate({
        bonusId: win.id,
        status: 'Queue',
        onGamePage: true,
        idempotencyKey: actionKey(),
      }),
    ).resolves.toEqual({ bonusId: win.id, status: 'Queue', gameId: win.game.id });
    await expect(client.jackpots.pendingWins.query()).resolves.toMatchObject({ pending: [] });

    // Queued: it can be claimed, not queued again.
    const again = await rejectionOf(
      client.jackpots.decide.mutate({
        bonusId: win.id,
        status: 'Queue',
        onGamePage: true,
        idempotencyKey: actionKey(),
      }),
    );
    expect(again.data).toMatchObject({ code: 'CONFLICT', messageKey: 'errors.actionUnavailable' });

    await client.jackpots.decide.mutate({
      bonusId: win.id,
      status: 'Activated',
      idempotencyKey: actionKey(),
    });
    await expect(client.wallet.short.query()).resolves.toMatchObject({ bonusCasino: 290 });
  });

  it('refuses the choices the modal would not offer, before the upstream hears of them', async () => {
    const { client } = await signIn(url, 'plain');
    // No bonus money: no Add to queue, even on a game page. A no-wager win is credited when
    // awarded: nothing is left to decide on it.
    const noWager = await awardJackpotWin(url, 'plain', { wager: false, amount: 10 });
    const withWager = await awardJackpotWin(url, 'plain', { amount: 10 });
    const before = (await upstreamCalls(url))['POST /jackpot/jackpots/decision'] ?? 0;
    const queued = await rejectionOf(
      client.jackpots.decide.mutate({
        bonusId: withWager.id,
        status: 'Queue',
        onGamePage: true,
        idempotencyKey: actionKey(),
      }),
    );
    expect(queued.data).toMatchObject({ code: 'CONFLICT', messageKey: 'errors.actionUnavailable' });
    const credited = await rejectionOf(
      client.jackpots.decide.mutate({
        bonusId: noWager.id,
        status: 'Activated',
        idempotencyKey: actionKey(),
      }),
    );
    expect(credited.data).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.bonusNotFound' });
    expect((await upstreamCalls(url))['POST /jackpot/jackpots/decision'] ?? 0).toBe(before);

    await client.jackpots.decide.mutate({
      bonusId: withWager.id,
      status: 'Rejected',
      idempotencyKey: actionKey(),
    });
    await expect(client.jackpots.pendingWins.query()).resolves.toMatchObject({ pending: [] });
  });

  it('answers bonus not found for a win that is not the player’s', async () => {
    const other = await awardJackpotWin(url, 'vip');
    const { client } = await signIn(url, 'plain');
    const error = await rejectionOf(
      client.jackpots.decide.mutate({
        bonusId: other.id,
        status: 'Activated',
        idempotencyKey: actionKey(),
      }),
    );
    expect(error.data).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.bonusNotFound' });
  });

  it('refuses a decision without a valid idempotency key', async () => {
    const { client } = await signIn(url, 'plain');
    const error = await rejectionOf(
      client.jackpots.decide.mutate({ bonusId: 1, status: 'Activated', idempotencyKey: 'short' }),
    );
    expect(error.data).toMatchObject({ code: 'BAD_REQUEST', messageKey: 'errors.invalidInput' });
  });
});

describe('sport', () => {
  it('points the sportsbook frame at the mock world’s own origin in mock mode', async () => {
    const { sportFrameUrl } = await guest(url).system.config.query();
    if (sportFrameUrl === null) throw new Error('no sportsbook frame in mock mode');
    const frame = new URL(sportFrameUrl);
    expect(frame.pathname).toBe('/pages/sportsbook');
    expect(frame.search).toBe('');
    // Another origin than the app's: the frame protocol is cross-origin, as a vendor's is.
    expect(frame.origin).not.toBe(new URL(url).origin);
    const page = await fetch(`${sportFrameUrl}?host=${encodeURIComponent(new URL(url).origin)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${new URL(url).origin}`,
    );
  });

  it('lists the sports', async () => {
    const { items } = await guest(url).sport.list.query();
    expect(items.length).toBe(20);
    expect(items.every((sport) => sport.name.length > 0 && sport.sport_id > 0)).toBe(true);
  });

  it('hands a player a short-lived token to refresh 30 s before it expires', async () => {
    const { client } = await signIn(url, 'plain');
    const { items } = await client.sport.list.query();
    const sportId = items[0]?.sport_id ?? 1;
    const answer = await client.sport.token.query({ sportId });
    expect(answer.token).toMatch(/^\S{16,}$/);
    if (answer.expiresAt === null || answer.refreshAt === null) throw new Error('no expiry');
    expect(Date.parse(answer.expiresAt) - Date.parse(answer.refreshAt)).toBe(
      SPORT_TOKEN_REFRESH_EARLY_MS,
    );
    // The count to the refresh, on the server's clock: ten minutes' token less 30 s, give or
    // take the call's own time.
    expect(answer.refreshInMs).toBeLessThanOrEqual(10 * 60_000 - SPORT_TOKEN_REFRESH_EARLY_MS);
    expect(answer.refreshInMs).toBeGreaterThan(10 * 60_000 - SPORT_TOKEN_REFRESH_EARLY_MS - 5_000);
  });

  it('gives an empty token to a guest, for an unknown sport and when the upstream fails', async () => {
    const empty = { token: '', expiresAt: null, refreshAt: null, refreshInMs: null };
    await expect(guest(url).sport.token.query({ sportId: 1 })).resolves.toEqual(empty);
    const { client } = await signIn(url, 'plain');
    await expect(client.sport.token.query({ sportId: 9_999 })).resolves.toEqual(empty);
    await qa(url, 'PUT', '/upstreams/sport', { errorRate: 1 });
    await expect(client.sport.token.query({ sportId: 1 })).resolves.toEqual(empty);
  });
});

describe('payments', () => {
  it('lists the methods that take the player’s currency, with min and max in it', async () => {
    const plain = await signIn(url, 'plain');
    const methods = await plain.client.payments.methods.query();
    expect(methods.currency).toBe('EUR');
    expect(methods.maxBankingDays).toBe(5);
    expect(methods.deposit.find((method) => method.id === 'visa')).toMatchObject({
      kind: 'bank',
      limits: { min: 10, max: 5_000 },
    });
    expect(methods.deposit.some((method) => method.kind === 'crypto')).toBe(true);
    expect(methods.withdrawal.find((method) => method.id === 'usdt-trc20')).toMatchObject({
      kind: 'crypto',
      network: 'TRC20',
    });

    const ron = await signIn(url, 'noBirthday');
    const inRon = await ron.client.payments.methods.query();
    expect(inRon.currency).toBe('RON');
    expect(inRon.deposit.find((method) => method.id === 'visa')?.limits).toEqual({
      min: 50,
      max: 24_850,
    });
  });

  it('runs a bank deposit through the payment page to deposit-success, crediting the balance', async () => {
    const { client } = await signIn(url, 'plain');
    const intent = await client.payments.deposit.mutate({
      methodId: 'visa',
      amount: '25,50',
      idempotencyKey: actionKey(),
    });
    const landed = await settleDeposit(intent.redirectUrl, intent.paymentId, 'success');
    expect(landed.origin).toBe(url);
    expect(landed.pathname).toBe('/deposit-success');
    expect(landed.searchParams.get('status')).toBe('success');
    expect(landed.searchParams.get('payment_id')).toBe(intent.paymentId);

    await expect(
      client.payments.depositResult.query({ paymentId: intent.paymentId }),
    ).resolves.toEqual({
      paymentId: intent.paymentId,
      status: 'complete',
      completed: true,
      amount: 25.5,
      currency: 'EUR',
      methodId: 'visa',
    });
    await expect(client.wallet.short.query()).resolves.toMatchObject({ balanceMain: 175.5 });
    const history = await client.transactions.payments.query({ type: 'deposit' });
    expect(history.items[0]).toMatchObject({
      type: 'deposit',
      amount: 25.5,
      status: 'complete',
      method: 'Visa',
    });
  });

  it('returns to deposit-failure and deposit-cancel under the language prefix, crediting nothing', async () => {
    const { client } = await signIn(url, 'plain');
    for (const outcome of ['failure', 'cancel'] as const) {
      const intent = await client.payments.deposit.mutate({
        methodId: 'mastercard',
        amount: '30',
        lang: 'de',
        idempotencyKey: actionKey(),
      });
      const landed = await settleDeposit(intent.redirectUrl, intent.paymentId, outcome);
      expect(landed.pathname).toBe(`/de/deposit-${outcome}`);
      await expect(
        client.payments.depositResult.query({ paymentId: intent.paymentId }),
      ).resolves.toMatchObject({
        status: outcome === 'failure' ? 'failed' : 'cancel',
        completed: false,
      });
    }
    await expect(client.wallet.short.query()).resolves.toMatchObject({ balanceMain: 150 });
  });

  it('refuses amounts outside the method’s limits and methods that do not fit', async () => {
    const { client } = await signIn(url, 'plain');
    const cases = [
      [{ methodId: 'visa', amount: '5' }, 'errors.amountMin', { min: 10 }],
      [{ methodId: 'visa', amount: '5000.01' }, 'errors.amountMax', { max: 5_000 }],
      [{ methodId: 'visa', amount: '12.345' }, 'errors.invalidAmount', {}],
      [{ methodId: 'visa', amount: '-20' }, 'errors.positiveNumber', {}],
      [{ methodId: 'bitcoin', amount: '50' }, 'errors.noSuchOption', {}],
      [{ methodId: 'no-such-method', amount: '50' }, 'errors.noSuchOption', {}],
    ] as const;
    for (const [input, messageKey, values] of cases) {
      const error = await rejectionOf(
        client.payments.deposit.mutate({ ...input, idempotencyKey: actionKey() }),
      );
      expect(error.data).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', messageKey, values });
    }
    expect((await upstreamCalls(url))['POST /casino/payments/deposits'] ?? 0).toBe(0);
  });

  it('never shows a player another player’s deposit', async () => {
    const vip = await signIn(url, 'vip');
    const intent = await vip.client.payments.deposit.mutate({
      methodId: 'skrill',
      amount: '100',
      idempotencyKey: actionKey(),
    });
    const plain = await signIn(url, 'plain');
    const error = await rejectionOf(
      plain.client.payments.depositResult.query({ paymentId: intent.paymentId }),
    );
    expect(error.data).toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'errors.transactionsNotFound',
    });
  });

  it('gives the player’s crypto address and QR payload, the same each time', async () => {
    const { client } = await signIn(url, 'plain');
    const first = await client.payments.cryptoDeposit.query({ methodId: 'usdt-trc20' });
    expect(first).toMatchObject({ methodId: 'usdt-trc20', network: 'TRC20', tag: null });
    expect(first.address).toMatch(/^T[A-Za-z0-9]{33}$/);
    expect(first.qrPayload).toContain(first.address);
    expect(first.limits).toEqual({ min: 10, max: 100_000 });
    await expect(client.payments.cryptoDeposit.query({ methodId: 'usdt-trc20' })).resolves.toEqual(
      first,
    );
    const xrp = await client.payments.cryptoDeposit.query({ methodId: 'xrp' });
    expect(xrp.tag).toMatch(/^\d+$/);
    const other = await signIn(url, 'vip');
    const theirs = await other.client.payments.cryptoDeposit.query({ methodId: 'usdt-trc20' });
    expect(theirs.address).not.toBe(first.address);

    const error = await rejectionOf(client.payments.cryptoDeposit.query({ methodId: 'visa' }));
    expect(error.data).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.noSuchOption',
    });
  });

  it('withdraws by bank: holds the amount, lists it, and shows its details', async () => {
    const { client } = await signIn(url, 'plain');
    const details = await client.payments.withdrawBank.mutate({
      methodId: 'visa',
      cardHolderName: 'Ann Example',
      amount: '40',
      idempotencyKey: actionKey(),
    });
    expect(details).toMatchObject({
      status: 'pending',
      amount: 40,
      currency: 'EUR',
      method: 'bank',
    });
    await expect(client.wallet.short.query()).resolves.toMatchObject({ balanceMain: 110 });
    const history = await client.transactions.payments.query({ type: 'withdraw' });
    expect(history.items[0]).toMatchObject({ id: details.transactionId, amount: -40 });
    await expect(
      client.payments.withdrawalDetails.query({ transactionId: details.transactionId }),
    ).resolves.toEqual(details);
  });

  it('refuses a withdrawal beyond the balance or the limits, and fields that break the rules', async () => {
    const { client } = await signIn(url, 'plain');
    const broke = await rejectionOf(
      client.payments.withdrawBank.mutate({
        methodId: 'bank-transfer',
        cardHolderName: 'Ann Example',
        amount: '1000',
        idempotencyKey: actionKey(),
      }),
    );
    expect(broke.data).toMatchObject({ code: 'CONFLICT', messageKey: 'errors.notEnoughMoney' });

    const small = await rejectionOf(
      client.payments.withdrawBank.mutate({
        methodId: 'visa',
        cardHolderName: 'Ann Example',
        amount: '5',
        idempotencyKey: actionKey(),
      }),
    );
    expect(small.data).toMatchObject({ messageKey: 'errors.amountMin', values: { min: 20 } });

    const long = await rejectionOf(
      client.payments.withdrawBank.mutate({
        methodId: 'visa',
        cardHolderName: 'Ann Example',
        amount: '100000000000000000000',
        idempotencyKey: actionKey(),
      }),
    );
    expect(long.data).toMatchObject({ code: 'BAD_REQUEST', messageKey: 'errors.maxLength' });

    const tag = await rejectionOf(
      client.payments.withdrawCrypto.mutate({
        methodId: 'usdt-trc20',
        walletAddress: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
        walletTag: 'memo1',
        amount: '25',
        idempotencyKey: actionKey(),
      }),
    );
    expect(tag.data).toMatchObject({
      code: 'BAD_REQUEST',
      messageKey: 'errors.capitalLettersOnly',
    });
    expect(tag.data?.fieldErrors?.[0]?.path).toBe('walletTag');

    const address = await rejectionOf(
      client.payments.withdrawCrypto.mutate({
        methodId: 'usdt-trc20',
        walletAddress: 'TJRy-WwFs9',
        walletTag: 'MEMO1',
        amount: '25',
        idempotencyKey: actionKey(),
      }),
    );
    expect(address.data).toMatchObject({ messageKey: 'errors.lettersAndDigitsOnly' });
    await expect(client.wallet.short.query()).resolves.toMatchObject({ balanceMain: 150 });
    expect((await upstreamCalls(url))['POST /casino/withdrawals'] ?? 0).toBe(1);
  });

  it('withdraws to a crypto wallet, keeping the address’s case', async () => {
    const { client } = await signIn(url, 'plain');
    const details = await client.payments.withdrawCrypto.mutate({
      methodId: 'usdt-trc20',
      walletAddress: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
      walletTag: 'MEMO1',
      amount: '25.5',
      idempotencyKey: actionKey(),
    });
    expect(details).toMatchObject({ method: 'crypto', amount: 25.5, status: 'pending' });
  });

  it('tells the player to ask support, with the transaction id, when details cannot be had', async () => {
    const { client } = await signIn(url, 'plain');
    const unknown = await rejectionOf(
      client.payments.withdrawalDetails.query({ transactionId: 999 }),
    );
    expect(unknown.data).toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'errors.withdrawalDetailsUnavailable',
      values: { transactionId: 999 },
    });
    expect(unknown.message).toContain('999');

    const history = await client.transactions.payments.query({ type: 'withdraw' });
    const known = history.items[0]?.id;
    if (known === undefined) throw new Error('the plain player has no withdrawal');
    await expect(
      client.payments.withdrawalDetails.query({ transactionId: known }),
    ).resolves.toMatchObject({
      transactionId: known,
    });
  });

  it('refuses every payment call of a guest', async () => {
    const error = await rejectionOf(
      guest(url).payments.deposit.mutate({
        methodId: 'visa',
        amount: '20',
        idempotencyKey: actionKey(),
      }),
    );
    expect(error.data).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' });
  });
});

describe('game launch (the happy paths; refusals in game-launch-enforcement.test.ts)', () => {
  it('launches real play for a player and demo play for a guest', async () => {
    const { client } = await signIn(url, 'plain');
    const page = await guest(url).games.byCategory.query({ category: 'slots' });
    const withDemo = page.items.find((game) => game.hasDemo && game.geo_link);
    if (withDemo === undefined) throw new Error('no demo game on the first page');
    const real = await client.games.launch.mutate({ gameId: withDemo.id, mode: 'real' });
    expect(real).toMatchObject({ gameId: withDemo.id, mode: 'real', notice: null });
    // In mock mode the game page comes from the BFF's own origin, each launch a URL of its own
    // (game-media.test.ts follows it further).
    const gamePage = new RegExp(`^/media/pages/game/${String(withDemo.id)}\\?launch=`);
    expect(real.url).toMatch(gamePage);

    const demo = await guest(url).games.launch.mutate({ gameId: withDemo.id, mode: 'demo' });
    expect(demo).toMatchObject({ gameId: withDemo.id, mode: 'demo' });
    expect(demo.url).toMatch(gamePage);
    expect(demo.url).not.toBe(real.url);
  });
});

describe('when the casino fails', () => {
  it('tells the player the service is unavailable, never an upstream detail', async () => {
    // A BFF of its own: the failures open its circuit breaker to the casino for a while.
    const { url: own } = await startTestBff(running, { ...TEST_RATE_LIMITS });
    const { client, browser } = await signIn(own, 'plain');
    await qa(own, 'PUT', '/upstreams/casino', { errorRate: 1 });
    for (const call of [
      () => client.wallet.balance.query(),
      () => client.transactions.payments.query({}),
      () =>
        client.payments.withdrawBank.mutate({
          methodId: 'visa',
          cardHolderName: 'Ann Example',
          amount: '40',
          idempotencyKey: actionKey(),
        }),
    ]) {
      const error = await rejectionOf(call());
      expect(error.data?.messageKey).toBe('errors.upstreamUnavailable');
    }
    // Withdrawal details that cannot be fetched still say: ask support with the id.
    const down = await rejectionOf(
      client.payments.withdrawalDetails.query({ transactionId: 4321 }),
    );
    expect(down.data).toMatchObject({
      messageKey: 'errors.withdrawalDetailsUnavailable',
      values: { transactionId: 4321 },
    });
    expect(browser.received()).not.toMatch(/127\.0\.0\.1:\d+\/casino|service_unavailable|Bearer/);
  });
});

describe('guests and malformed input', () => {
  it('refuses every per-player procedure to a guest with errors.unauthorized', async () => {
    const client = guest(url);
    for (const call of [
      () => client.wallet.short.query(),
      () => client.transactions.game.query({}),
      () => client.transactions.jackpot.query(),
      () => client.jackpots.pendingWins.query(),
      () =>
        client.jackpots.decide.mutate({
          bonusId: 1,
          status: 'Activated',
          idempotencyKey: actionKey(),
        }),
      () => client.payments.methods.query(),
      () =>
        client.payments.depositResult.query({ paymentId: '00000000-0000-4000-8000-000000000000' }),
      () => client.payments.cryptoDeposit.query({ methodId: 'bitcoin' }),
      () =>
        client.payments.withdrawCrypto.mutate({
          methodId: 'xrp',
          walletAddress: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
          walletTag: 'MEMO',
          amount: '20',
          idempotencyKey: actionKey(),
        }),
      () => client.payments.withdrawalDetails.query({ transactionId: 1 }),
    ]) {
      const error = await rejectionOf(call());
      expect(error.data).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' });
    }
  });

  it('refuses input outside the lists, naming the field, before any upstream call', async () => {
    const { client } = await signIn(url, 'plain');
    await qa(url, 'POST', '/reset');
    const cases: [() => Promise<unknown>, string][] = [
      // @ts-expect-error: a kind the product does not know
      [() => client.transactions.game.query({ kind: 'sport' }), 'kind'],
      [() => client.transactions.game.query({ page: 0 }), 'page'],
      // @ts-expect-error: a currency the product does not know
      [() => client.jackpots.sum.query({ currency: 'XYZ' }), 'currency'],
      [() => client.sport.token.query({ sportId: -1 }), 'sportId'],
      [() => client.payments.depositResult.query({ paymentId: 'not-a-uuid' }), 'paymentId'],
      [() => client.payments.cryptoDeposit.query({ methodId: '../visa' }), 'methodId'],
      [() => client.games.launch.mutate({ gameId: 0, mode: 'real' }), 'gameId'],
    ];
    for (const [call, field] of cases) {
      const error = await rejectionOf(call());
      expect(error.data?.code).toBe('BAD_REQUEST');
      expect(error.data?.fieldErrors?.[0]?.path).toBe(field);
    }
    expect(await upstreamCalls(url)).toEqual({});
  });

  it('answers errors.upstreamUnavailable for the sports list when the sport upstream is down', async () => {
    // A BFF of its own, whose cache has never held the list.
    const { url: fresh } = await startTestBff(running, { ...TEST_RATE_LIMITS });
    await qa(fresh, 'PUT', '/upstreams/sport', { errorRate: 1 });
    const error = await rejectionOf(guest(fresh).sport.list.query());
    expect(error.data?.messageKey).toBe('errors.upstreamUnavailable');
  });
});
