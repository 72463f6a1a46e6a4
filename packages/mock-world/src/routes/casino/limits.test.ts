import { playerLimitsSchema, type LimitKind, type PlayerLimits } from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  depositIntentSchema,
  gameLaunchSchema,
  upstreamErrorBodySchema,
} from '@casino/upstream-contract';
import type { MockApp } from '../../app.js';
import { TEST_NOW, call, errorCode, loginAs, testMockApp } from '../../testing.js';

// The mock casino holds each player's limits as a platform does: a decrease at once, an
// increase after 24 hours and cancellable, and every deposit, real-money launch and spin checked
// against them, refused with the limit and its reset.

const PLAIN = 'plain@demo.lumo.test';
const HOUR = 3_600_000;

let mock: MockApp;
let token: string;

beforeEach(async () => {
  mock = testMockApp();
  token = await loginAs(mock.app, PLAIN);
});
afterEach(async () => {
  await mock.app.close();
});

async function limits(): Promise<PlayerLimits> {
  const answer = await call(mock.app, 'GET', '/casino/limits', { token });
  expect(answer.status).toBe(200);
  return playerLimitsSchema.parse(answer.body);
}

function limitOf(view: PlayerLimits, kind: LimitKind) {
  const limit = view.limits.find((entry) => entry.kind === kind);
  if (limit === undefined) throw new Error(`no ${kind} limit in the answer`);
  return limit;
}

function setLimit(kind: LimitKind, value: number | null, key?: string) {
  return call(mock.app, 'PUT', `/casino/limits/${kind}`, {
    token,
    body: { value },
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });
}

function deposit(amount: number) {
  return call(mock.app, 'POST', '/casino/payments/deposits', {
    token,
    body: {
      amount,
      currency: 'EUR',
      method: 'visa',
      returnUrl: 'https://casino.example.test/back',
    },
  });
}

function moveClock(ms: number) {
  mock.context.clock.setOffset(mock.context.clock.offsetMs + ms);
}

describe('reading and changing limits', () => {
  it('starts with none, the prompt unanswered, and no review due', async () => {
    const view = await limits();
    expect(view.limits.map((limit) => limit.value)).toEqual([null, null, null, null, null]);
    expect(view).toMatchObject({ currency: 'EUR', promptAnswered: false, reviewDueAt: null });
  });

  it('applies a first limit and a decrease at once, an increase after 24 hours', async () => {
    expect((await setLimit('depositDay', 100)).status).toBe(200);
    expect(limitOf(await limits(), 'depositDay')).toMatchObject({
      value: 100,
      pending: null,
      resetsAt: new Date(TEST_NOW + 24 * HOUR).toISOString(),
    });
    await setLimit('depositDay', 50);
    expect(limitOf(await limits(), 'depositDay')).toMatchObject({ value: 50, pending: null });

    moveClock(HOUR);
    await setLimit('depositDay', 80);
    expect(limitOf(await limits(), 'depositDay')).toMatchObject({
      value: 50,
      pending: { value: 80, effectiveAt: new Date(TEST_NOW + 25 * HOUR).toISOString() },
    });
    moveClock(24 * HOUR - 1);
    expect(limitOf(await limits(), 'depositDay').value).toBe(50);
    moveClock(1);
    expect(limitOf(await limits(), 'depositDay')).toMatchObject({ value: 80, pending: null });
  });

  it('cancels a pending increase: the limit in force stays', async () => {
    await setLimit('loss', 20);
    await setLimit('loss', null);
    expect(limitOf(await limits(), 'loss').pending).toMatchObject({ value: null });
    const cancelled = await call(mock.app, 'DELETE', '/casino/limits/loss/pending', { token });
    expect(limitOf(playerLimitsSchema.parse(cancelled.body), 'loss')).toMatchObject({
      value: 20,
      pending: null,
    });
    moveClock(48 * HOUR);
    expect(limitOf(await limits(), 'loss').value).toBe(20);
  });

  it('refuses a value out of range with 422 and changes nothing', async () => {
    for (const [kind, value] of [
      ['depositDay', 0],
      ['depositDay', 10.555],
      ['session', 2],
    ] as const) {
      const answer = await setLimit(kind, value);
      expect(answer.status).toBe(422);
      expect(errorCode(answer.body)).toBe('validation_failed');
    }
    expect(
      (await call(mock.app, 'PUT', '/casino/limits/nope', { token, body: { value: 1 } })).status,
    ).toBe(400);
    expect((await limits()).limits.every((limit) => limit.value === null)).toBe(true);
  });

  it('runs a change once per idempotency key', async () => {
    await setLimit('depositWeek', 100, 'limit-key-0001');
    await setLimit('depositWeek', 50);
    const replay = await setLimit('depositWeek', 100, 'limit-key-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(limitOf(await limits(), 'depositWeek').value).toBe(50);
  });

  it('answers the prompt by a limit or by declining, and asks for a review six months on', async () => {
    const declined = await call(mock.app, 'POST', '/casino/limits/prompt-declined', { token });
    expect(playerLimitsSchema.parse(declined.body)).toMatchObject({
      promptAnswered: true,
      reviewDueAt: '2025-09-12T12:00:00.000Z',
    });
    moveClock(HOUR);
    const reviewed = await call(mock.app, 'POST', '/casino/limits/reviewed', { token });
    expect(playerLimitsSchema.parse(reviewed.body).reviewDueAt).toBe('2025-09-12T13:00:00.000Z');
  });

  it('needs a session', async () => {
    expect((await call(mock.app, 'GET', '/casino/limits')).status).toBe(401);
  });
});

describe('enforcement', () => {
  it('refuses a deposit past the 24-hour limit, gross, naming the limit and its reset', async () => {
    await setLimit('depositDay', 100);
    await setLimit('depositMonth', 1000);
    depositIntentSchema.parse((await deposit(60)).body);
    const refused = await deposit(50);
    expect(refused.status).toBe(403);
    expect(upstreamErrorBodySchema.parse(refused.body).error).toMatchObject({
      code: 'limit_reached',
      details: [
        { path: 'kind', message: 'depositDay' },
        { path: 'resetsAt', message: new Date(TEST_NOW + 24 * HOUR).toISOString() },
      ],
    });
    expect(limitOf(await limits(), 'depositDay').used).toBe(60);
    depositIntentSchema.parse((await deposit(40)).body);
    // The next period has room again.
    moveClock(24 * HOUR);
    expect((await deposit(50)).status).toBe(201);
  });

  it('refuses a real-money launch once the session lasted its limit, not a demo', async () => {
    const game = mock.context.world.catalog.all.find((entry) => !entry.restricted && entry.hasDemo);
    if (game === undefined) throw new Error('no playable game');
    await setLimit('session', 30);
    const launch = (mode: string) =>
      call(mock.app, 'GET', `/casino/games/${String(game.id)}/launch?mode=${mode}`, { token });
    expect((await launch('real')).status).toBe(200);
    moveClock(30 * 60_000);
    const refused = await launch('real');
    expect(refused.status).toBe(403);
    expect(upstreamErrorBodySchema.parse(refused.body).error.details).toEqual([
      { path: 'kind', message: 'session' },
      { path: 'resetsAt', message: '' },
    ]);
    expect((await launch('demo')).status).toBe(200);
    // A new sign-in is a new session.
    token = await loginAs(mock.app, PLAIN);
    expect((await launch('real')).status).toBe(200);
  });

  it('refuses a spin that could pass the loss limit, in the page language', async () => {
    const game = mock.context.world.catalog.all.find((entry) => !entry.restricted && entry.hasDemo);
    if (game === undefined) throw new Error('no playable game');
    mock.controls.setPlayerState(PLAIN, {
      balances: { main: 500, bonusCasino: 0 },
      language: 'de',
    });
    mock.controls.setNextSpins(PLAIN, { outcomes: [{ win: 0 }, { win: 0 }, { win: 0 }] });
    await setLimit('loss', 25);
    const launch = gameLaunchSchema.parse(
      (await call(mock.app, 'GET', `/casino/games/${String(game.id)}/launch`, { token })).body,
    );
    const page = new URL(launch.url);
    await call(mock.app, 'GET', page.pathname + page.search);
    const spin = (stake: number) =>
      call(mock.app, 'POST', `${page.pathname}/spin${page.search}`, {
        body: JSON.stringify({ stake }),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
    expect((await spin(20)).status).toBe(200);
    const refused = await spin(10);
    expect(refused.status).toBe(403);
    expect(upstreamErrorBodySchema.parse(refused.body).error.message).toBe(
      'Dein 24-Stunden-Verlustlimit von 25,00\u00A0€ ist erreicht (20,00\u00A0€ verloren). Es wird am 13.03.2025 12:00 UTC zurückgesetzt.',
    );
    expect((await spin(5)).status).toBe(200);
    expect(limitOf(await limits(), 'loss').used).toBe(25);
    // Reached: no launch either.
    expect(
      (await call(mock.app, 'GET', `/casino/games/${String(game.id)}/launch`, { token })).status,
    ).toBe(403);
  });
});

describe('QA controls', () => {
  it('set limits at once and age them as if hours passed for the player', async () => {
    const set = await call(mock.app, 'PUT', `/qa/players/${PLAIN}/limits`, {
      body: { limits: { depositDay: 300, session: 60 }, reviewedAt: '2025-01-01T00:00:00Z' },
    });
    expect(set.status).toBe(200);
    await setLimit('depositDay', 500);
    expect(limitOf(await limits(), 'depositDay').pending?.value).toBe(500);
    const aged = await call(mock.app, 'POST', `/qa/players/${PLAIN}/limits/age`, {
      body: { hours: 24 },
    });
    const view = playerLimitsSchema.parse(aged.body);
    expect(limitOf(view, 'depositDay')).toMatchObject({ value: 500, pending: null });
    expect(limitOf(view, 'session').used).toBe(24 * 60);
    // The player's own change was a review: six months from it, aged a day.
    expect(view.reviewDueAt).toBe('2025-09-11T12:00:00.000Z');
    expect(
      (
        await call(mock.app, 'PUT', `/qa/players/${PLAIN}/limits`, {
          body: { limits: { loss: -1 } },
        })
      ).status,
    ).toBe(422);
    expect(
      (await call(mock.app, 'POST', `/qa/players/nobody/limits/age`, { body: { hours: 1 } }))
        .status,
    ).toBe(404);
  });
});
