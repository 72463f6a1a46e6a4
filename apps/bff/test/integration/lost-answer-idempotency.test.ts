// The one gap the BFF's own idempotency cannot close: the casino acted, but its answer never
// reached the BFF (a timeout). The BFF drops its claim so the player may retry; the retry carries
// the same Idempotency-Key to the casino, which answers the first deposit again instead of
// making a second one.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMockApp, type MockApp } from '@casino/mock-world';
import type { RunningServer } from '../../src/server.js';
import { rejectionOf, startTestBff } from '../support/bff.js';
import { TEST_RATE_LIMITS, actionKey, settleDeposit, signIn } from '../support/players.js';

const running: RunningServer[] = [];
let mock: MockApp;
let url: string;
/** The deposit answers the mock sent, in order, whether or not the BFF was still listening. */
const sentDeposits: string[] = [];
/** Holds the first deposit's answer back until the BFF has given up on it. */
let releaseFirstAnswer: () => void = () => undefined;
const firstAnswerHeld = new Promise<void>((resolve) => {
  releaseFirstAnswer = resolve;
});

beforeAll(async () => {
  mock = buildMockApp();
  mock.app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'POST' && request.url === '/casino/payments/deposits') {
      sentDeposits.push(String(payload));
      // The casino has acted (the deposit exists); its answer is lost on the way back.
      if (sentDeposits.length === 1) await firstAnswerHeld;
    }
    return payload;
  });
  await mock.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = mock.app.server.address() as AddressInfo;
  ({ url } = await startTestBff(running, {
    ...TEST_RATE_LIMITS,
    MOCK_UPSTREAMS_URL: `http://127.0.0.1:${String(port)}`,
    // Long enough for a login's password check on a busy two-core machine (1 s was crossed
    // there); the held deposit answer makes the BFF wait it out once.
    CASINO_TIMEOUT_MS: '3000',
  }));
});
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await mock.app.close();
});

describe('a deposit whose answer was lost', () => {
  it('is made once: the retry gets the first deposit back from the casino', async () => {
    const { client } = await signIn(url, 'plain');
    const input = { methodId: 'visa', amount: '20', idempotencyKey: actionKey() };
    const lost = await rejectionOf(client.payments.deposit.mutate(input));
    expect(lost.data?.messageKey).toBe('errors.upstreamUnavailable');
    expect(sentDeposits).toHaveLength(1);
    releaseFirstAnswer();

    const retried = await client.payments.deposit.mutate(input);
    expect(sentDeposits).toHaveLength(2);
    expect(JSON.parse(sentDeposits[0] ?? '{}')).toEqual(retried);
    expect(JSON.parse(sentDeposits[1] ?? '{}')).toEqual(retried);

    await settleDeposit(retried.redirectUrl, retried.paymentId, 'success');
    await expect(client.wallet.short.query()).resolves.toMatchObject({ balanceMain: 170 });
  });
});
