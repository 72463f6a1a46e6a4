// Time-out, self-exclusion, GAMSTOP and the UK wagering cap through the BFF
// (docs/decisions/040-safer-gambling-protection.md), with real tRPC clients: a self-excluded
// player's sessions end on every instance (two BFF apps on one Redis and one mock world) and
// their sockets close within a second; login is refused with the end; a return is refused
// before the period is over and the account opens only after its cooling-off (QA ages it); a
// GAMSTOP-registered address cannot sign up or log in; a UK player's bonuses.list has no offer
// above 10 times wagering, and no such offer can be opened, activated or queued by its id.
import { REALTIME_CLOSE_CODES, UK_MAX_WAGERING_MULTIPLIER } from '@casino/shared';
import { DEMO_PASSWORD, startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  deleteKeysUnder,
  rawRedis,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '../../src/cache/testing.js';
import { redisKeyPrefix } from '../../src/plugins/app/redis.js';
import type { RunningServer } from '../../src/server.js';
import { playerIndexKey } from '../../src/sessions/session-store.js';
import { qa, rejectionOf, startTestBff } from '../support/bff.js';
import { Browser } from '../support/browser.js';
import { DEMO, TEST_RATE_LIMITS, actionKey, clientFor, guest } from '../support/players.js';
import { openSocket, type TestSocket } from '../support/realtime.js';

const HOUR = 3_600_000;
const prefix = testKeyPrefix();
const running: RunningServer[] = [];
const sockets: TestSocket[] = [];
let mock: MockUpstreams;
let a: string;
let b: string;

async function signInAt(url: string, email: string) {
  const browser = new Browser();
  const client = clientFor(url, browser);
  await client.auth.login.mutate({ email, password: DEMO_PASSWORD });
  if (browser.cookie === null) throw new Error('no session cookie after login');
  return { browser, client };
}

async function socketOf(url: string, browser: Browser): Promise<TestSocket> {
  const socket = await openSocket(url, { cookie: browser.cookie });
  sockets.push(socket);
  return socket;
}

/** The instant as a refusal names it: "27.11.2026 14:05 UTC". */
function refusalText(iso: string): string {
  const at = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(at.getUTCDate())}.${two(at.getUTCMonth() + 1)}.${String(at.getUTCFullYear())} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
}

function login(url: string, email: string) {
  return guest(url).auth.login.mutate({ email, password: DEMO_PASSWORD });
}

beforeAll(async () => {
  mock = await startMockUpstreams({ port: 0 });
  const env = {
    ...TEST_RATE_LIMITS,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    MOCK_UPSTREAMS_URL: mock.url,
  };
  a = (await startTestBff(running, env)).url;
  b = (await startTestBff(running, env)).url;
}, 30_000);

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await Promise.all(running.splice(0).map((server) => server.close()));
  await mock.close();
  await deleteKeysUnder(prefix);
});

beforeEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await qa(a, 'POST', '/reset');
});

describe('self-exclusion and time-out over two BFF instances', () => {
  it('ends every session of the player on both instances, sockets closed within a second', async () => {
    const here = await signInAt(a, DEMO.plain.email);
    const there = await signInAt(b, DEMO.plain.email);
    const bystander = await signInAt(b, DEMO.vip.email);
    const socketHere = await socketOf(a, here.browser);
    const socketThere = await socketOf(b, there.browser);
    const otherSocket = await socketOf(b, bystander.browser);

    const redis = rawRedis();
    let endsAt = '';
    try {
      expect(await redis.scard(redisKeyPrefix(prefix, mock) + playerIndexKey(DEMO.plain.id))).toBe(
        2,
      );
      const started = Date.now();
      const view = await here.client.protection.start.mutate({
        kind: 'selfExclusion',
        months: 6,
        idempotencyKey: actionKey(),
      });
      expect(view).toMatchObject({ kind: 'selfExclusion', returnRequestedAt: null });
      endsAt = view.endsAt ?? '';
      expect(await socketHere.closed(1_000)).toBe(REALTIME_CLOSE_CODES.loggedOut);
      expect(await socketThere.closed(1_000)).toBe(REALTIME_CLOSE_CODES.loggedOut);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(await redis.exists(redisKeyPrefix(prefix, mock) + playerIndexKey(DEMO.plain.id))).toBe(
        0,
      );
    } finally {
      redis.disconnect();
    }
    // The cookie is cleared where it was asked, and the other instance's session is gone.
    expect(here.browser.cookie).toBeNull();
    expect((await rejectionOf(there.client.auth.me.query())).data?.code).toBe('UNAUTHORIZED');
    // Another player is untouched.
    expect(otherSocket.closeCode).toBeNull();
    await expect(bystander.client.auth.me.query()).resolves.toMatchObject({
      player: { id: DEMO.vip.id },
    });

    // Login is refused on either instance, with the end of the period.
    for (const url of [a, b]) {
      const refused = await rejectionOf(login(url, DEMO.plain.email));
      expect(refused.data).toMatchObject({
        code: 'FORBIDDEN',
        domainCode: 'account_protected',
        messageKey: 'errors.selfExcluded',
        values: { state: 'active', untilIso: endsAt },
      });
      expect(refused.message).toBe(
        `You are self-excluded until ${refusalText(endsAt)}. You cannot log in before then.`,
      );
    }
  });

  it('ends the sessions and sockets of a player QA times out, on both instances at once', async () => {
    const here = await signInAt(a, DEMO.plain.email);
    const there = await signInAt(b, DEMO.plain.email);
    const socketHere = await socketOf(a, here.browser);
    const socketThere = await socketOf(b, there.browser);
    const started = Date.now();
    await qa(a, 'PUT', `/players/${DEMO.plain.email}/protection`, { kind: 'timeOut', days: 1 });
    expect(await socketHere.closed(1_000)).toBe(REALTIME_CLOSE_CODES.loggedOut);
    expect(await socketThere.closed(1_000)).toBe(REALTIME_CLOSE_CODES.loggedOut);
    expect(Date.now() - started).toBeLessThan(1_500);
    for (const { client } of [here, there]) {
      expect((await rejectionOf(client.auth.me.query())).data?.code).toBe('UNAUTHORIZED');
    }
    // Lifting it ends nothing: the player signs in again.
    await qa(a, 'PUT', `/players/${DEMO.plain.email}/protection`, { kind: null });
    await expect(signInAt(b, DEMO.plain.email)).resolves.toBeDefined();
  });

  it('refuses a return before the period is over and opens the account only after its cooling-off', async () => {
    const { client } = await signInAt(a, DEMO.plain.email);
    await client.protection.start.mutate({
      kind: 'selfExclusion',
      months: 6,
      idempotencyKey: actionKey(),
    });
    const credentials = { email: DEMO.plain.email, password: DEMO_PASSWORD };

    const early = await rejectionOf(guest(b).auth.requestReturn.mutate(credentials));
    expect(early.data).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.returnNotYet' });
    // A wrong password learns nothing about the exclusion.
    const stranger = await rejectionOf(
      guest(b).auth.requestReturn.mutate({ ...credentials, password: 'wrong-password' }),
    );
    expect(stranger.data).toMatchObject({ code: 'UNAUTHORIZED' });

    // Six months and a day later (QA ages the exclusion), the period is over but still in force.
    await qa(a, 'POST', `/players/${String(DEMO.plain.id)}/protection/age`, {
      hours: 24 * 185,
    });
    const ended = await rejectionOf(login(a, DEMO.plain.email));
    expect(ended.data).toMatchObject({ messageKey: 'errors.selfExclusionEnded' });

    const { opensAt } = await guest(b).auth.requestReturn.mutate(credentials);
    const coolingOff = await rejectionOf(login(a, DEMO.plain.email));
    expect(coolingOff.data).toMatchObject({
      messageKey: 'errors.selfExclusionCoolingOff',
      values: { state: 'coolingOff', untilIso: opensAt, until: refusalText(opensAt) },
    });

    // A definite exclusion's cooling-off is 24 hours: one hour short is still refused.
    await qa(a, 'POST', `/players/${String(DEMO.plain.id)}/protection/age`, { hours: 23 });
    expect((await rejectionOf(login(a, DEMO.plain.email))).data?.domainCode).toBe(
      'account_protected',
    );
    await qa(a, 'POST', `/players/${String(DEMO.plain.id)}/protection/age`, { hours: 1 });
    await expect(login(b, DEMO.plain.email)).resolves.toMatchObject({
      player: { id: DEMO.plain.id },
    });
  });

  it('keeps an indefinite exclusion 6 months, then a 7-day cooling-off (QA clock)', async () => {
    const { client } = await signInAt(b, DEMO.plain.email);
    await client.protection.start.mutate({
      kind: 'selfExclusion',
      months: null,
      idempotencyKey: actionKey(),
    });
    const refused = await rejectionOf(login(a, DEMO.plain.email));
    expect(refused.data).toMatchObject({
      messageKey: 'errors.selfExcludedIndefinite',
      values: { until: '' },
    });
    const credentials = { email: DEMO.plain.email, password: DEMO_PASSWORD };
    await qa(a, 'PUT', '/clock', { offsetMs: 24 * 184 * HOUR });
    const { opensAt } = await guest(a).auth.requestReturn.mutate(credentials);
    await qa(a, 'PUT', '/clock', { offsetMs: 24 * 184 * HOUR + 6 * 24 * HOUR });
    expect((await rejectionOf(login(a, DEMO.plain.email))).data).toMatchObject({
      values: { untilIso: opensAt },
    });
    await qa(a, 'PUT', '/clock', { offsetMs: 24 * 184 * HOUR + 7 * 24 * HOUR });
    await expect(login(a, DEMO.plain.email)).resolves.toBeDefined();
  });

  it('refuses login during a time-out with its end, and lets the player in after it by itself', async () => {
    const { client, browser } = await signInAt(a, DEMO.plain.email);
    const view = await client.protection.start.mutate({
      kind: 'timeOut',
      days: 1,
      idempotencyKey: actionKey(),
    });
    expect(browser.cookie).toBeNull();
    expect(Date.parse(view.endsAt ?? '') - Date.parse(view.startedAt)).toBe(24 * HOUR);
    const refused = await rejectionOf(login(b, DEMO.plain.email));
    expect(refused.data).toMatchObject({
      messageKey: 'errors.timeOutActive',
      values: { until: refusalText(view.endsAt ?? '') },
    });
    // A time-out cannot be cut short.
    const early = await rejectionOf(
      guest(b).auth.requestReturn.mutate({ email: DEMO.plain.email, password: DEMO_PASSWORD }),
    );
    expect(early.data?.code).toBe('FORBIDDEN');
    await qa(a, 'POST', `/players/${String(DEMO.plain.id)}/protection/age`, { hours: 24 });
    await expect(login(b, DEMO.plain.email)).resolves.toBeDefined();
  });

  it('refuses a time-out outside 24 hours to 6 weeks and a self-exclusion under 6 months', async () => {
    const { client } = await signInAt(a, DEMO.plain.email);
    for (const input of [
      { kind: 'timeOut', days: 0 },
      { kind: 'timeOut', days: 43 },
      { kind: 'selfExclusion', months: 5 },
    ] as const) {
      const error = await rejectionOf(
        client.protection.start.mutate({ ...input, idempotencyKey: actionKey() }),
      );
      expect(error.data?.code).toBe('BAD_REQUEST');
    }
    await expect(client.auth.me.query()).resolves.toBeDefined();
  });
});

describe('the mock GAMSTOP register', () => {
  it('refuses a registered address at sign-up and at login', async () => {
    const email = `gamstop-${String(Date.now())}@example.test`;
    await qa(a, 'PUT', '/gamstop', { email, registered: true });
    const signUp = await rejectionOf(
      guest(a).auth.signUp.mutate({
        email,
        password: DEMO_PASSWORD,
        currency: 'GBP',
        country: 'GBR',
        consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
      }),
    );
    expect(signUp.data).toMatchObject({
      code: 'FORBIDDEN',
      domainCode: 'gamstop_registered',
      messageKey: 'errors.gamstopRegistered',
    });

    await qa(a, 'PUT', '/gamstop', { email: DEMO.uk.email, registered: true });
    const refused = await rejectionOf(login(b, DEMO.uk.email));
    expect(refused.data).toMatchObject({ messageKey: 'errors.gamstopRegistered' });
    await qa(a, 'PUT', '/gamstop', { email: DEMO.uk.email, registered: false });
    await expect(login(b, DEMO.uk.email)).resolves.toBeDefined();
  });
});

describe('the UK wagering cap', () => {
  it('leaves no offer above 10 times wagering in a UK player’s bonuses.list', async () => {
    // The same player's offers outside the UK: some ask more than 10 times.
    await qa(a, 'PUT', `/players/${String(DEMO.uk.id)}/state`, { country: 'IRL' });
    const abroad = await signInAt(a, DEMO.uk.email);
    const offersAbroad = (await abroad.client.bonuses.list.query()).items.filter(
      (bonus) => bonus.activationDate === null,
    );
    expect(offersAbroad.some((bonus) => bonus.wagering > UK_MAX_WAGERING_MULTIPLIER)).toBe(true);

    await qa(a, 'PUT', `/players/${String(DEMO.uk.id)}/state`, { country: 'GBR' });
    const home = await signInAt(b, DEMO.uk.email);
    const list = await home.client.bonuses.list.query();
    const offers = list.items.filter((bonus) => bonus.activationDate === null);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((bonus) => bonus.wagering <= UK_MAX_WAGERING_MULTIPLIER)).toBe(true);
    expect(offers.length).toBeLessThan(offersAbroad.length);
  });

  it('refuses a UK player an offer above it by id, theirs or a promotion’s, and takes one within', async () => {
    await qa(a, 'PUT', `/players/${String(DEMO.uk.id)}/state`, { country: 'IRL' });
    const abroad = await signInAt(a, DEMO.uk.email);
    const before = (await abroad.client.bonuses.list.query()).items;
    const above = before.find(
      (bonus) => bonus.activationDate === null && bonus.wagering > UK_MAX_WAGERING_MULTIPLIER,
    );
    if (above === undefined) throw new Error('no offer above the cap');
    const promotions = z
      .array(z.object({ id: z.number(), wagering: z.number() }))
      .parse(await (await fetch(`${mock.urls.casino}/promotions?currency=GBP`)).json());
    const promotionAbove = promotions.find((p) => p.wagering > UK_MAX_WAGERING_MULTIPLIER);
    const promotionWithin = promotions.find((p) => p.wagering <= UK_MAX_WAGERING_MULTIPLIER);
    if (promotionAbove === undefined || promotionWithin === undefined) {
      throw new Error('the promotions do not straddle the cap');
    }

    await qa(a, 'PUT', `/players/${String(DEMO.uk.id)}/state`, { country: 'GBR' });
    const home = await signInAt(b, DEMO.uk.email);
    const notFound = { code: 'NOT_FOUND', messageKey: 'errors.bonusNotFound' };
    expect(
      (await rejectionOf(home.client.bonuses.detail.query({ bonusId: above.id }))).data,
    ).toMatchObject(notFound);
    for (const bonusId of [above.id, promotionAbove.id]) {
      const refused = await rejectionOf(
        home.client.bonuses.activate.mutate({ bonusId, idempotencyKey: actionKey() }),
      );
      expect(refused.data, String(bonusId)).toMatchObject(notFound);
    }
    const queued = await rejectionOf(
      home.client.bonuses.addToQueue.mutate({ bonusId: above.id, idempotencyKey: actionKey() }),
    );
    expect(queued.data).toMatchObject(notFound);
    // Nothing was activated or copied; the player's history is as it was.
    const all = (await abroad.client.bonuses.list.query()).items;
    expect(all.find((bonus) => bonus.id === above.id)?.activationDate).toBeNull();
    expect(all.map((bonus) => bonus.id)).toEqual(before.map((bonus) => bonus.id));

    const taken = await home.client.bonuses.activate.mutate({
      bonusId: promotionWithin.id,
      idempotencyKey: actionKey(),
    });
    expect(taken.wagering).toBeLessThanOrEqual(UK_MAX_WAGERING_MULTIPLIER);
    expect(taken.activationDate).not.toBeNull();
  });
});

describe('reality checks and the session’s figures', () => {
  it('keeps the interval with the session on every instance: due after it, answered once for all', async () => {
    const here = await signInAt(a, DEMO.plain.email);
    const there = clientFor(b, here.browser);
    const start = await here.client.protection.realityCheck.query();
    expect(start).toMatchObject({ intervalMinutes: null, dueAt: null, due: false, net: 0 });

    const set = await here.client.protection.setRealityCheck.mutate({
      intervalMinutes: 15,
      idempotencyKey: actionKey(),
    });
    expect(set.intervalMinutes).toBe(15);
    expect(Date.parse(set.dueAt ?? '') - Date.parse(set.now)).toBeGreaterThan(14 * 60_000);
    expect(set.sessionStartedAt).toBe(start.sessionStartedAt);

    // One minute short of the interval: not yet; at it, due on the other instance too (QA's
    // clock through that instance, which reads it afresh).
    await qa(b, 'PUT', '/clock', { offsetMs: 14 * 60_000 });
    expect((await there.protection.realityCheck.query()).due).toBe(false);
    await qa(b, 'PUT', '/clock', { offsetMs: 15 * 60_000 });
    const due = await there.protection.realityCheck.query();
    expect(due.due).toBe(true);
    expect(Date.parse(due.now) - Date.parse(due.sessionStartedAt)).toBeGreaterThanOrEqual(
      15 * 60_000,
    );

    // Answered on one instance: the next comes an interval later, for every tab.
    const answered = await there.protection.acknowledgeRealityCheck.mutate({
      idempotencyKey: actionKey(),
    });
    expect(answered.due).toBe(false);
    expect((await here.client.protection.realityCheck.query()).due).toBe(false);

    // Intervals other than the offered ones are refused; null stops the checks.
    const odd = await rejectionOf(
      here.client.protection.setRealityCheck.mutate({
        intervalMinutes: 20,
        idempotencyKey: actionKey(),
      }),
    );
    expect(odd.data?.code).toBe('BAD_REQUEST');
    const off = await here.client.protection.setRealityCheck.mutate({
      intervalMinutes: null,
      idempotencyKey: actionKey(),
    });
    expect(off).toMatchObject({ intervalMinutes: null, dueAt: null, due: false });
  });

  it('answers net deposits over 30 days, 3 months and all time in the player’s currency', async () => {
    const { client } = await signInAt(a, DEMO.plain.email);
    const figures = await client.protection.netDeposits.query();
    expect(figures.currency).toBe('EUR');
    for (const span of ['last30Days', 'last3Months', 'allTime'] as const) {
      expect(Number.isFinite(figures[span])).toBe(true);
    }
  });

  it('refuses the figures to a guest', async () => {
    const error = await rejectionOf(guest(a).protection.realityCheck.query());
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });
});

describe('marketing choices', () => {
  it('start unticked, keep what sign-up ticked, and change in the profile', async () => {
    // An account that ticked nothing has nothing ticked.
    const { client } = await signInAt(a, DEMO.plain.email);
    const none = await client.protection.marketing.query();
    expect(Object.values(none).flatMap((channels) => Object.values(channels))).toEqual(
      Array(6).fill(false),
    );

    const browser = new Browser();
    const fresh = clientFor(b, browser);
    await fresh.auth.signUp.mutate({
      email: `marketing-${String(Date.now())}@example.test`,
      password: DEMO_PASSWORD,
      currency: 'EUR',
      country: 'DEU',
      consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
      marketing: {
        casino: { email: true, sms: false, phone: false },
        sport: { email: false, sms: false, phone: false },
      },
    });
    expect(await fresh.protection.marketing.query()).toEqual({
      casino: { email: true, sms: false, phone: false },
      sport: { email: false, sms: false, phone: false },
    });
    const changed = await fresh.protection.setMarketing.mutate({
      preferences: {
        casino: { email: false, sms: false, phone: false },
        sport: { email: false, sms: true, phone: false },
      },
      idempotencyKey: actionKey(),
    });
    expect(changed.sport.sms).toBe(true);
    expect(await clientFor(a, browser).protection.marketing.query()).toEqual(changed);
  });
});
