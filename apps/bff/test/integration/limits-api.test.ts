// The player's limits through the BFF (docs/decisions/037-safer-gambling-limits.md), with real
// tRPC clients and QA's clock: a lowered limit applies at once and a raised one after 24 hours;
// a deposit over the 24-hour limit is refused with the reset; a real-money launch past the
// session-time limit is refused; the limits live in the casino, so they survive a BFF restart on
// Redis.
import { BIRTHDAY_REQUIRED_PROVIDER_IDS, type LimitKind, type LimitView } from '@casino/shared';
import { createMockWorld, startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteKeysUnder, TEST_REDIS_URL, testKeyPrefix } from '../../src/cache/testing.js';
import type { RunningServer } from '../../src/server.js';
import { qa, rejectionOf, startTestBff, upstreamCalls } from '../support/bff.js';
import { Browser } from '../support/browser.js';
import {
  TEST_RATE_LIMITS,
  actionKey,
  clientFor,
  signIn,
  type PlayerClient,
} from '../support/players.js';

const HOUR = 3_600_000;
const DEPOSIT_ROUTE = 'POST /casino/payments/deposits';
const LAUNCH_ROUTE = 'GET /casino/games/:id/launch';

const world = createMockWorld();
const game = world.catalog.all.find(
  (candidate) =>
    !candidate.restricted &&
    candidate.hasDemo &&
    !(BIRTHDAY_REQUIRED_PROVIDER_IDS as readonly number[]).includes(candidate.providerId) &&
    !['DEU', 'IRL', 'GBR'].some((country) =>
      world.catalog.providerById.get(candidate.providerId)?.restrictedCountries.includes(country),
    ),
);
if (game === undefined) throw new Error('the world has no launchable game');

async function moveClock(url: string, offsetMs: number): Promise<void> {
  await qa(url, 'PUT', '/clock', { offsetMs });
}

function limitOf(view: { limits: LimitView[] }, kind: LimitKind): LimitView {
  const found = view.limits.find((limit) => limit.kind === kind);
  if (found === undefined) throw new Error(`no ${kind} limit`);
  return found;
}

function setLimit(client: PlayerClient, kind: LimitKind, value: number | null) {
  return client.limits.set.mutate({ kind, value, idempotencyKey: actionKey() });
}

describe('limits over one BFF', () => {
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

  it('applies a lowered limit at once and a raised one after 24 hours, cancellable', async () => {
    const { client } = await signIn(url, 'plain');
    await setLimit(client, 'depositDay', 200);
    const lowered = await setLimit(client, 'depositDay', 100);
    expect(limitOf(lowered, 'depositDay')).toMatchObject({ value: 100, pending: null });

    const raised = await setLimit(client, 'depositDay', 300);
    const { pending } = limitOf(raised, 'depositDay');
    if (pending === null) throw new Error('expected a pending raise');
    expect(limitOf(raised, 'depositDay')).toMatchObject({ value: 100, pending: { value: 300 } });
    const clock = (await qa(url, 'GET', '/clock')) as { now: string };
    expect(Date.parse(pending.effectiveAt) - Date.parse(clock.now)).toBeGreaterThan(
      24 * HOUR - 5_000,
    );
    expect(Date.parse(pending.effectiveAt) - Date.parse(clock.now)).toBeLessThanOrEqual(24 * HOUR);

    await moveClock(url, 23 * HOUR);
    expect(limitOf(await client.limits.read.query(), 'depositDay').value).toBe(100);
    await moveClock(url, 24 * HOUR);
    expect(limitOf(await client.limits.read.query(), 'depositDay')).toMatchObject({
      value: 300,
      pending: null,
    });

    // A raise cancelled before its time leaves the limit as it was.
    await setLimit(client, 'depositDay', 500);
    const cancelled = await client.limits.cancelPending.mutate({
      kind: 'depositDay',
      idempotencyKey: actionKey(),
    });
    expect(limitOf(cancelled, 'depositDay')).toMatchObject({ value: 300, pending: null });
    await moveClock(url, 72 * HOUR);
    expect(limitOf(await client.limits.read.query(), 'depositDay').value).toBe(300);
  });

  it('refuses a deposit over the 24-hour limit with the limit and its reset, before the casino', async () => {
    const { client } = await signIn(url, 'plain');
    const set = await setLimit(client, 'depositDay', 50);
    const { resetsAt } = limitOf(set, 'depositDay');
    if (resetsAt === null) throw new Error('expected a reset');
    await client.payments.deposit.mutate({
      methodId: 'visa',
      amount: '30',
      idempotencyKey: actionKey(),
    });
    const before = (await upstreamCalls(url))[DEPOSIT_ROUTE];

    const error = await rejectionOf(
      client.payments.deposit.mutate({
        methodId: 'visa',
        amount: '25',
        idempotencyKey: actionKey(),
      }),
    );
    const reset = new Date(resetsAt);
    const two = (value: number) => String(value).padStart(2, '0');
    const resetText = `${two(reset.getUTCDate())}.${two(reset.getUTCMonth() + 1)}.${String(reset.getUTCFullYear())} ${two(reset.getUTCHours())}:${two(reset.getUTCMinutes())} UTC`;
    expect(error.data).toMatchObject({
      code: 'FORBIDDEN',
      domainCode: 'limit_reached',
      messageKey: 'errors.limitDepositDay',
      values: { kind: 'depositDay', resetsAtIso: resetsAt, resetsAt: resetText },
    });
    expect(error.message).toBe(
      `This deposit would pass your 24-hour deposit limit of 50,00\u00A0€ (30,00\u00A0€ used). It resets on ${resetText}.`,
    );
    expect((await upstreamCalls(url))[DEPOSIT_ROUTE]).toBe(before);

    // What is left still goes through; after the reset, the whole limit again.
    await client.payments.deposit.mutate({
      methodId: 'visa',
      amount: '20',
      idempotencyKey: actionKey(),
    });
    await moveClock(url, 24 * HOUR);
    await expect(
      client.payments.deposit.mutate({
        methodId: 'visa',
        amount: '25',
        idempotencyKey: actionKey(),
      }),
    ).resolves.toMatchObject({ paymentId: expect.any(String) as string });
  });

  it('refuses a real-money launch past the session-time limit, not a demo', async () => {
    const { client } = await signIn(url, 'plain');
    await setLimit(client, 'session', 60);
    await expect(
      client.games.launch.mutate({ gameId: game.id, mode: 'real' }),
    ).resolves.toMatchObject({
      mode: 'real',
    });
    await moveClock(url, 60 * 60_000);
    const launches = (await upstreamCalls(url))[LAUNCH_ROUTE];
    const error = await rejectionOf(client.games.launch.mutate({ gameId: game.id, mode: 'real' }));
    expect(error.data).toMatchObject({
      code: 'FORBIDDEN',
      domainCode: 'limit_reached',
      messageKey: 'errors.limitSession',
      values: { kind: 'session', limit: '60' },
    });
    expect(error.message).toBe(
      'Your session-time limit of 60 minutes is reached. Take a break: it resets when you sign in again.',
    );
    expect((await upstreamCalls(url))[LAUNCH_ROUTE]).toBe(launches);
    await expect(
      client.games.launch.mutate({ gameId: game.id, mode: 'demo' }),
    ).resolves.toMatchObject({
      mode: 'demo',
    });
    // Signing in again starts a new session.
    const again = await signIn(url, 'plain');
    await expect(
      again.client.games.launch.mutate({ gameId: game.id, mode: 'real' }),
    ).resolves.toMatchObject({ mode: 'real' });
  });

  it('runs a change once per key and refuses bad input, changing nothing', async () => {
    const { client } = await signIn(url, 'plain');
    const key = actionKey();
    const first = await client.limits.set.mutate({ kind: 'loss', value: 40, idempotencyKey: key });
    await setLimit(client, 'loss', 10);
    await expect(
      client.limits.set.mutate({ kind: 'loss', value: 40, idempotencyKey: key }),
    ).resolves.toEqual(first);
    expect(limitOf(await client.limits.read.query(), 'loss').value).toBe(10);

    for (const input of [
      { kind: 'loss', value: -5 },
      { kind: 'loss', value: 1.234 },
      { kind: 'session', value: 2 },
      { kind: 'weekly', value: 10 },
    ]) {
      const error = await rejectionOf(
        client.limits.set.mutate({ ...input, idempotencyKey: actionKey() } as never),
      );
      expect(error.data?.code).toBe('BAD_REQUEST');
    }
    expect(limitOf(await client.limits.read.query(), 'loss').value).toBe(10);
  });

  it('says when the prompt and the review reminder are due', async () => {
    const browser = new Browser();
    const client = clientFor(url, browser);
    await client.auth.signUp.mutate({
      email: 'limits-prompt@demo.lumo.test',
      password: 'Limit#Set1',
      country: 'DEU',
      currency: 'EUR',
      consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
    });
    expect(await client.limits.read.query()).toMatchObject({
      hasDeposited: false,
      promptDue: true,
      reviewDue: false,
      reviewDueAt: null,
    });
    const declined = await client.limits.declinePrompt.mutate({ idempotencyKey: actionKey() });
    expect(declined).toMatchObject({ promptDue: false, promptAnswered: true, reviewDue: false });

    await moveClock(url, 184 * 24 * HOUR);
    expect((await client.limits.read.query()).reviewDue).toBe(true);
    const reviewed = await client.limits.reviewed.mutate({ idempotencyKey: actionKey() });
    expect(reviewed.reviewDue).toBe(false);

    // A player who deposited before is not prompted.
    const plain = await signIn(url, 'plain');
    expect(await plain.client.limits.read.query()).toMatchObject({
      hasDeposited: true,
      promptDue: false,
    });
  });
});

describe('limits across a BFF restart on Redis', () => {
  const running: RunningServer[] = [];
  let mock: MockUpstreams;
  let prefix: string;

  beforeAll(async () => {
    mock = await startMockUpstreams();
    prefix = testKeyPrefix();
  });
  afterAll(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
    await mock.close();
    await deleteKeysUnder(prefix);
  });

  it('reads the same limits and refuses the same deposit after the restart', async () => {
    const env = {
      ...TEST_RATE_LIMITS,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      MOCK_UPSTREAMS_URL: mock.url,
    };
    const first = await startTestBff(running, env);
    await qa(first.url, 'POST', '/reset');
    const { browser, client } = await signIn(first.url, 'plain');
    await setLimit(client, 'depositWeek', 40);
    await setLimit(client, 'depositWeek', 90);
    await first.server.close();
    running.splice(running.indexOf(first.server), 1);

    const second = await startTestBff(running, env);
    const again = clientFor(second.url, browser);
    const limits = await again.limits.read.query();
    expect(limitOf(limits, 'depositWeek')).toMatchObject({ value: 40, pending: { value: 90 } });
    const error = await rejectionOf(
      again.payments.deposit.mutate({
        methodId: 'visa',
        amount: '41',
        idempotencyKey: actionKey(),
      }),
    );
    expect(error.data).toMatchObject({ messageKey: 'errors.limitDepositWeek' });
  });
});
