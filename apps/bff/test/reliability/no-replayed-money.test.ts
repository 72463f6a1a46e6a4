// Promise 6: no replayed money. Every third answer from the upstreams is lost on the way back (the
// test's proxy resets the connection as the answer starts: the upstream has acted, the BFF never
// hears). Reads are retried at most twice, with jitter; a deposit, a withdrawal or a bonus decision
// is never retried by the BFF: it reaches the upstream exactly as often as the player sent it, and
// the player's own retries with the same idempotency key move the money once.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMockApp, type MockApp } from '@casino/mock-world';
import type { RunningServer } from '../../src/server.js';
import { startTestBff } from '../support/bff.js';
import {
  TEST_RATE_LIMITS,
  actionKey,
  setPlayerState,
  signIn,
  type SignedIn,
} from '../support/players.js';
import { figure, scale, startTcpProxy, timeLimit, type TcpProxy } from './support/index.js';

const READS = scale(60, 600);
const ACTIONS = scale(8, 60);
/** A player sends an action at most this many times before giving up. */
const MAX_SENDS = 6;
const running: RunningServer[] = [];
let mock: MockApp;
let proxy: TcpProxy;
let url: string;
let plain: SignedIn;
let bonus: SignedIn;

/** What reached the casino: each request's route, idempotency key and time. */
const received: { route: string; key: string | undefined; at: number }[] = [];

beforeAll(async () => {
  mock = buildMockApp();
  mock.app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['idempotency-key'];
    received.push({
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
      key: typeof header === 'string' ? header : undefined,
      at: performance.now(),
    });
    done();
  });
  await mock.app.listen({ host: '127.0.0.1', port: 0 });
  proxy = await startTcpProxy((mock.app.server.address() as AddressInfo).port);
  ({ url } = await startTestBff(running, {
    ...TEST_RATE_LIMITS,
    MOCK_UPSTREAMS_URL: `http://127.0.0.1:${String(proxy.port)}`,
    CASINO_TIMEOUT_MS: '2000',
    // The breaker is another subject: here every failure must stay a failure to retry.
    UPSTREAM_BREAKER_THRESHOLD: '1000',
    UPSTREAM_BREAKER_FAILURE_PERCENT: '0',
  }));
  await setPlayerState(url, 'plain', { balances: { main: 100_000 } });
  plain = await signIn(url, 'plain');
  bonus = await signIn(url, 'bonus');
});

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await proxy.close();
  await mock.app.close();
});

/** The last failure an action met, for the test's message. */
const failures: string[] = [];

/** Sends one action as a player does: again with the same key after a failure, a few times. */
async function untilDone(send: () => Promise<unknown>): Promise<{ sends: number; done: boolean }> {
  for (let sends = 1; sends <= MAX_SENDS; sends += 1) {
    const ok = await send().then(
      () => true,
      (error: unknown) => {
        failures.push(error instanceof Error ? error.message : String(error));
        return false;
      },
    );
    if (ok) return { sends, done: true };
  }
  return { sends: MAX_SENDS, done: false };
}

describe('connection resets between the BFF and the upstreams', () => {
  it(
    'retry reads at most twice with jitter, and never replay money',
    async () => {
      const startBalance = (await plain.client.wallet.short.query()).balanceMain;
      const pending = await bonus.client.bonuses.list.query({ status: 'pending' });
      proxy.resetAnswers((answer) => answer % 3 === 0);

      // Reads, one after another: the attempts each cost, and the gaps between them.
      const BALANCE = 'GET /casino/balance/short';
      const attemptsPerRead: number[] = [];
      const gaps: number[] = [];
      let readsFailed = 0;
      for (let read = 0; read < READS; read += 1) {
        const before = received.length;
        await plain.client.wallet.short.query().catch(() => {
          readsFailed += 1;
        });
        const attempts = received.slice(before).filter((r) => r.route === BALANCE);
        attemptsPerRead.push(attempts.length);
        for (let index = 1; index < attempts.length; index += 1) {
          gaps.push((attempts[index]?.at ?? 0) - (attempts[index - 1]?.at ?? 0));
        }
      }

      // Actions: withdrawals, deposits and bonus decisions, each with a key of its own.
      const sends = new Map<string, number>();
      const results: boolean[] = [];
      const act = async (key: string, send: () => Promise<unknown>) => {
        const outcome = await untilDone(send);
        sends.set(key, outcome.sends);
        results.push(outcome.done);
      };
      const withdrawKeys: string[] = [];
      for (let index = 0; index < ACTIONS; index += 1) {
        const key = actionKey();
        withdrawKeys.push(key);
        await act(key, () =>
          plain.client.payments.withdrawBank.mutate({
            methodId: 'visa',
            cardHolderName: 'Ann Example',
            amount: '20',
            idempotencyKey: key,
          }),
        );
        const depositKey = actionKey();
        await act(depositKey, () =>
          plain.client.payments.deposit.mutate({
            methodId: 'visa',
            amount: '20',
            idempotencyKey: depositKey,
          }),
        );
      }
      const decided = pending.items.slice(0, Math.min(ACTIONS, pending.items.length));
      for (const item of decided) {
        const key = actionKey();
        await act(key, () =>
          bonus.client.bonuses.decline.mutate({ bonusId: item.id, idempotencyKey: key }),
        );
      }
      proxy.resetAnswers(null);

      // Per key: what reached the casino, against what the player sent.
      const reachedPerKey = new Map<string, number>();
      for (const request of received) {
        if (request.key === undefined || !request.route.startsWith('POST')) continue;
        reachedPerKey.set(request.key, (reachedPerKey.get(request.key) ?? 0) + 1);
      }
      const mismatched = [...sends].filter(([key, count]) => reachedPerKey.get(key) !== count);
      const endBalance = (await plain.client.wallet.short.query()).balanceMain;
      const distinctGaps = new Set(gaps.map((gap) => Math.round(gap))).size;

      figure('no-replay.answers-reset', proxy.stats().answersReset, 'answers', '> 0');
      figure('no-replay.max-attempts-per-read', Math.max(...attemptsPerRead), 'attempts', '<= 3');
      figure(
        'no-replay.reads-retried',
        attemptsPerRead.filter((n) => n > 1).length,
        'reads',
        '> 0',
      );
      figure('no-replay.reads-failed', readsFailed, 'reads', '0');
      figure(
        'no-replay.distinct-retry-gaps',
        distinctGaps,
        'of ' + String(gaps.length),
        '> 1 (jitter)',
      );
      figure('no-replay.actions', sends.size, 'actions', '');
      figure(
        'no-replay.sends',
        [...sends.values()].reduce((a, b) => a + b, 0),
        'sends',
        '',
      );
      const resent = [...sends.values()].filter((n) => n > 1).length;
      figure('no-replay.actions-sent-again', resent, 'actions', '> 0');
      figure('no-replay.key-mismatches', mismatched.length, 'actions', '0');
      figure('no-replay.withdrawn', startBalance - endBalance, 'EUR', String(20 * ACTIONS));

      expect(proxy.stats().answersReset).toBeGreaterThan(0);
      expect(Math.max(...attemptsPerRead)).toBeLessThanOrEqual(3);
      expect(attemptsPerRead.some((n) => n > 1)).toBe(true);
      expect(readsFailed).toBe(0);
      expect(distinctGaps).toBeGreaterThan(1);
      expect(results.every(Boolean), failures.slice(-3).join('; ')).toBe(true);
      expect(resent).toBeGreaterThan(0);
      expect(mismatched).toEqual([]);
      expect(decided.length).toBeGreaterThan(0);
      // Every withdrawal of 20 was made once, however often its answer was lost.
      expect(startBalance - endBalance).toBe(20 * ACTIONS);
      expect(withdrawKeys).toHaveLength(ACTIONS);
    },
    timeLimit(30_000),
  );
});
