// Money with several players and several BFF instances: two BFFs share one Redis (a key prefix
// of this file's own) and one mock world, as a deployment behind a load balancer does.
// - Idempotency: one deposit and one jackpot decision, sent again and again with one key, one
//   after the other and at once, to either instance, reach the upstream once; another player's
//   identical key is another request.
// - Isolation: two players signed in at once, their calls interleaved across both instances, each
//   only ever receives their own balance, transactions and bonus transactions.
import type { JackpotWinItem } from '@casino/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_KINDS } from '../../src/cache/policies.js';
import {
  deleteKeysUnder,
  rawRedis,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '../../src/cache/testing.js';
import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { redisKeyPrefix } from '../../src/plugins/app/redis.js';
import type { RunningServer } from '../../src/server.js';
import { qa, rejectionOf, startTestBff, upstreamCalls } from '../support/bff.js';
import { Browser } from '../support/browser.js';
import {
  DEMO,
  TEST_RATE_LIMITS,
  actionKey,
  awardJackpotWin,
  clientFor,
  signIn,
  type DemoName,
  type PlayerClient,
} from '../support/players.js';

const DEPOSIT_ROUTE = 'POST /casino/payments/deposits';
const DECISION_ROUTE = 'POST /jackpot/jackpots/decision';

const running: RunningServer[] = [];
let world: MockUpstreams;
let prefix: string;
let first: string;
let second: string;

beforeAll(async () => {
  world = await startMockUpstreams();
  prefix = testKeyPrefix();
  const env = {
    ...TEST_RATE_LIMITS,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    MOCK_UPSTREAMS_URL: world.url,
  };
  first = (await startTestBff(running, env)).url;
  second = (await startTestBff(running, env)).url;
});
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await world.close();
  await deleteKeysUnder(prefix);
});
beforeEach(async () => {
  await qa(first, 'POST', '/reset');
});

/** One player's browser, with a client on each instance (the session lives in the shared Redis). */
async function player(name: DemoName): Promise<{ a: PlayerClient; b: PlayerClient }> {
  const { browser } = await signIn(first, name);
  return { a: clientFor(first, browser), b: clientFor(second, browser) };
}

async function calls(route: string): Promise<number> {
  return (await upstreamCalls(first))[route] ?? 0;
}

describe('idempotent deposits', () => {
  it('reach the upstream once per key: again, at once, on either instance', async () => {
    const plain = await player('plain');
    const key = actionKey();
    const input = { methodId: 'visa', amount: '20', idempotencyKey: key };
    const intent = await plain.a.payments.deposit.mutate(input);
    await expect(plain.a.payments.deposit.mutate(input)).resolves.toEqual(intent);
    await expect(plain.b.payments.deposit.mutate(input)).resolves.toEqual(intent);
    expect(await calls(DEPOSIT_ROUTE)).toBe(1);

    const concurrentKey = actionKey();
    const concurrent = { ...input, idempotencyKey: concurrentKey };
    const answers = await Promise.all([
      plain.a.payments.deposit.mutate(concurrent),
      plain.a.payments.deposit.mutate(concurrent),
      plain.b.payments.deposit.mutate(concurrent),
      plain.b.payments.deposit.mutate(concurrent),
    ]);
    expect(new Set(answers.map((answer) => answer.paymentId)).size).toBe(1);
    expect(answers[0].paymentId).not.toBe(intent.paymentId);
    expect(await calls(DEPOSIT_ROUTE)).toBe(2);
  });

  it('treat another player’s identical key as another request, never answering with the first', async () => {
    const plain = await player('plain');
    const vip = await player('vip');
    const key = actionKey();
    const [mine, theirs] = await Promise.all([
      plain.a.payments.deposit.mutate({ methodId: 'visa', amount: '20', idempotencyKey: key }),
      vip.b.payments.deposit.mutate({ methodId: 'visa', amount: '20', idempotencyKey: key }),
    ]);
    expect(theirs.paymentId).not.toBe(mine.paymentId);
    expect(await calls(DEPOSIT_ROUTE)).toBe(2);
    // Each deposit is its owner's alone.
    await expect(
      vip.a.payments.depositResult.query({ paymentId: theirs.paymentId }),
    ).resolves.toMatchObject({
      paymentId: theirs.paymentId,
    });
    const foreign = await rejectionOf(
      vip.a.payments.depositResult.query({ paymentId: mine.paymentId }),
    );
    expect(foreign.data?.code).toBe('NOT_FOUND');
  });

  it('refuse the same key with other details, changing nothing', async () => {
    const plain = await player('plain');
    const key = actionKey();
    await plain.a.payments.deposit.mutate({ methodId: 'visa', amount: '20', idempotencyKey: key });
    const reused = await rejectionOf(
      plain.b.payments.deposit.mutate({ methodId: 'visa', amount: '25', idempotencyKey: key }),
    );
    expect(reused.data).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.idempotencyKeyReused',
    });
    expect(await calls(DEPOSIT_ROUTE)).toBe(1);
  });

  it('replay a refusal (amount under the minimum) instead of running again', async () => {
    const plain = await player('plain');
    const input = { methodId: 'visa', amount: '2', idempotencyKey: actionKey() };
    const refusals = await Promise.all([
      rejectionOf(plain.a.payments.deposit.mutate(input)),
      rejectionOf(plain.b.payments.deposit.mutate(input)),
    ]);
    for (const refusal of refusals) {
      expect(refusal.data).toMatchObject({ messageKey: 'errors.amountMin', values: { min: 10 } });
    }
  });
});

describe('idempotent jackpot decisions', () => {
  it('reach the upstream once per key; another player’s identical key decides their own win', async () => {
    const bonus = await player('bonus');
    const vip = await player('vip');
    const [win, secondWin, vipWin] = await Promise.all([
      awardJackpotWin(first, 'bonus', { tier: 'bronze', amount: 30 }),
      awardJackpotWin(first, 'bonus', { tier: 'silver', amount: 50 }),
      awardJackpotWin(first, 'vip', { tier: 'gold', amount: 70 }),
    ]);
    const key = actionKey();
    const decision = { bonusId: win.id, status: 'Activated', idempotencyKey: key } as const;
    const once = await bonus.a.jackpots.decide.mutate(decision);
    expect(once).toEqual({ bonusId: win.id, status: 'Activated', gameId: win.game.id });
    // Were it to run again, the upstream would refuse a decided win: the same answer is a replay.
    await expect(bonus.a.jackpots.decide.mutate(decision)).resolves.toEqual(once);
    await expect(bonus.b.jackpots.decide.mutate(decision)).resolves.toEqual(once);
    expect(await calls(DECISION_ROUTE)).toBe(1);
    await expect(bonus.b.wallet.short.query()).resolves.toMatchObject({ bonusCasino: 280 });

    const concurrent = {
      bonusId: secondWin.id,
      status: 'Rejected',
      idempotencyKey: actionKey(),
    } as const;
    const answers = await Promise.all([
      bonus.a.jackpots.decide.mutate(concurrent),
      bonus.b.jackpots.decide.mutate(concurrent),
      bonus.a.jackpots.decide.mutate(concurrent),
      bonus.b.jackpots.decide.mutate(concurrent),
    ]);
    expect(answers).toEqual(Array.from({ length: 4 }, () => answers[0]));
    expect(await calls(DECISION_ROUTE)).toBe(2);

    // The vip sends the bonus player's first key: a request of their own, about their own win.
    const theirs = await vip.b.jackpots.decide.mutate({
      bonusId: vipWin.id,
      status: 'Activated',
      idempotencyKey: key,
    });
    expect(theirs).toEqual({ bonusId: vipWin.id, status: 'Activated', gameId: vipWin.game.id });
    expect(await calls(DECISION_ROUTE)).toBe(3);
    // A win with a wager goes to the bonus balance.
    await expect(vip.a.wallet.short.query()).resolves.toMatchObject({ bonusCasino: 70 });
    await expect(bonus.a.jackpots.pendingWins.query()).resolves.toMatchObject({ pending: [] });
    await expect(vip.a.jackpots.pendingWins.query()).resolves.toMatchObject({ pending: [] });
  });
});

describe('two players at once, with the cache in Redis', () => {
  const NAMES = ['bonus', 'uk'] as const;

  it('never receive each other’s balance, transactions or bonus transactions', async () => {
    const wins: Record<(typeof NAMES)[number], JackpotWinItem> = {
      bonus: await awardJackpotWin(first, 'bonus', { tier: 'bronze', amount: 11 }),
      uk: await awardJackpotWin(first, 'uk', { tier: 'silver', amount: 22 }),
    };
    const players = { bonus: await player('bonus'), uk: await player('uk') };

    /** Everything per-player the money API serves, read through one instance. */
    const readAll = (client: PlayerClient) =>
      Promise.all([
        client.wallet.balance.query(),
        client.wallet.full.query(),
        client.wallet.freeSpins.query(),
        client.transactions.game.query({ kind: 'basic' }),
        client.transactions.payments.query({}),
        client.jackpots.pendingWins.query(),
        client.jackpots.sum.query({}),
      ]);

    // Each player's own answers, one at a time, as the reference.
    const expected = {
      bonus: await readAll(players.bonus.a),
      uk: await readAll(players.uk.a),
    };
    expect(expected.bonus[0]).toMatchObject({ real: 35, currency: 'EUR' });
    expect(expected.uk[0]).toMatchObject({ real: 1_250, currency: 'GBP' });
    expect(expected.bonus[5].pending).toEqual([expect.objectContaining({ id: wins.bonus.id })]);
    expect(expected.uk[5].pending).toEqual([expect.objectContaining({ id: wins.uk.id })]);
    expect(expected.uk[6].currency).toBe('GBP');
    const rowIdsOf = (list: { items: { id?: number }[] }) => list.items.map((row) => row.id);
    expect(rowIdsOf(expected.bonus[3])).not.toEqual(rowIdsOf(expected.uk[3]));

    // Now all at once, interleaved across both instances, several rounds.
    const rounds = await Promise.all(
      Array.from({ length: 4 }, (_, round) =>
        Promise.all(
          NAMES.map(async (name) => {
            const client = round % 2 === 0 ? players[name].a : players[name].b;
            return [name, await readAll(client)] as const;
          }),
        ),
      ),
    );
    for (const round of rounds) {
      for (const [name, answers] of round) {
        const [balance, full, spins, game, payments, pendingWins, sum] = answers;
        const [eBalance, eFull, eSpins, eGame, ePayments, ePendingWins] = expected[name];
        expect(balance).toEqual(eBalance);
        expect(full).toEqual(eFull);
        expect(spins).toEqual(eSpins);
        expect(rowIdsOf(game)).toEqual(rowIdsOf(eGame));
        expect(rowIdsOf(payments)).toEqual(rowIdsOf(ePayments));
        expect(pendingWins).toEqual(ePendingWins);
        expect(sum.currency).toBe(name === 'uk' ? 'GBP' : 'EUR');
      }
    }

    // A guest on the same instances gets none of it.
    const stranger = clientFor(second, new Browser());
    const refused = await rejectionOf(stranger.wallet.balance.query());
    expect(refused.data?.code).toBe('UNAUTHORIZED');

    // What the shared cache holds is shared data only: no entry of a player's money.
    const redis = rawRedis();
    try {
      const worldPrefix = redisKeyPrefix(prefix, world);
      const keys = await redis.keys(`${worldPrefix}cache:*`);
      expect(keys.length).toBeGreaterThan(0);
      const kinds = new Set(keys.map((key) => key.slice(worldPrefix.length).split(':')[2]));
      expect(kinds).toContain('jackpotsSum');
      for (const kind of kinds) expect(CACHE_KINDS).toContain(kind);
      const stored = (await Promise.all(keys.map((key) => redis.getBuffer(key)))).join('\n');
      for (const name of NAMES) expect(stored).not.toContain(DEMO[name].email);
    } finally {
      redis.disconnect();
    }
  });
});
