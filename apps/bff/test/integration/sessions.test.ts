// Sessions end to end: a real tRPC client with a cookie jar against a listening BFF and its
// in-process mock world, with sessions in memory and in a real Redis (its own key prefix).
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_PASSWORD } from '@casino/mock-world';
import { MOCK_OPS_AUTH, sampleValue } from '../../src/ops/testing.js';
import { SESSION_GENERATION_KEY } from '../../src/sessions/redis-session-store.js';
import { SESSION_COOKIE } from '../../src/sessions/session-manager.js';
import { rejectionOf } from '../support/bff.js';
import { Browser } from '../support/browser.js';
import type { AuthResult } from '@casino/upstream-contract';
import { testConfig } from '../support/config.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PLAYER = 'plain@demo.lumo.test';
const MINUTE = 60_000;
const START = Date.parse('2025-03-12T12:00:00Z');

interface Started {
  app: FastifyInstance;
  url: string;
  advance: (ms: number) => void;
  logs: string[];
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const prefixes: string[] = [];
afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  await redis.quit();
});

type Mode = 'memory' | 'redis';

async function start(mode: Mode, env: Record<string, string> = {}): Promise<Started> {
  let at = START;
  const logs: string[] = [];
  const redisEnv: Record<string, string> = {};
  if (mode === 'redis') {
    const prefix = `test:${randomBytes(8).toString('hex')}:`;
    prefixes.push(prefix);
    redisEnv.REDIS_URL = REDIS_URL;
    redisEnv.REDIS_KEY_PREFIX = prefix;
  }
  const app = await buildApp(testConfig({ LOG_LEVEL: 'trace', ...redisEnv, ...env }), {
    clock: () => new Date(at),
    logDestination: { write: (line) => logs.push(line) },
  });
  apps.push(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  if (mode === 'redis') expect(app.redis?.isReady()).toBe(true);
  return {
    app,
    url,
    logs,
    advance: (ms) => {
      at += ms;
    },
  };
}

/** A fresh one-use session uuid for a demo player, from the mock world's QA controls. */
async function sessionUuidFor(url: string, email: string): Promise<string> {
  const answer = await fetch(`${url}/qa/players/${encodeURIComponent(email)}/session`, {
    method: 'POST',
  });
  expect(answer.status).toBe(201);
  const body = (await answer.json()) as { sessionUuid: string };
  return body.sessionUuid;
}

function login(browser: Browser, url: string, email = PLAYER) {
  return browser.client(url).auth.login.mutate({ email, password: DEMO_PASSWORD });
}

describe.each<Mode>(['memory', 'redis'])('sessions (%s)', (mode) => {
  it('signs a player in with an httpOnly, SameSite=Lax cookie for the whole site', async () => {
    const { app, url } = await start(mode);
    const browser = new Browser();
    const answer = await login(browser, url);
    expect(answer.player).toMatchObject({ email: PLAYER, login: 'plain_player' });
    const header = browser.setCookies.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/; Secure/);
    const me = await browser.client(url).auth.me.query();
    expect(me.player.id).toBe(answer.player.id);
    if (app.redis !== null) {
      const { keyPrefix } = app.redis;
      expect(
        (await app.redis.client.keys(`${keyPrefix}session:*`)).filter(
          (key) =>
            key !== `${keyPrefix}${SESSION_GENERATION_KEY}` &&
            !key.startsWith(`${keyPrefix}session:player:`),
        ),
      ).toHaveLength(1);
    }
  });

  it('marks the cookie Secure when COOKIE_SECURE is set', async () => {
    const { url } = await start(mode, { COOKIE_SECURE: 'true' });
    const browser = new Browser();
    await login(browser, url);
    expect(browser.setCookies.join('\n')).toMatch(new RegExp(`${SESSION_COOKIE}=.*; Secure`));
  });

  it('never lets the upstream token reach the browser', async () => {
    const { app, url } = await start(mode);
    const upstreamLogin = vi.spyOn(app.clients.casino, 'login');
    const browser = new Browser();
    await login(browser, url);
    await browser.client(url).auth.me.query();
    const auth = (await upstreamLogin.mock.results[0]?.value) as AuthResult;
    expect(auth.token.length).toBeGreaterThan(8);
    expect(browser.received()).toContain(PLAYER);
    expect(browser.received()).not.toContain(auth.token);
  });

  it('gives a new id at each login; the previous cookie no longer works', async () => {
    const { url } = await start(mode);
    const browser = new Browser();
    await login(browser, url);
    const first = browser.cookie;
    await login(browser, url);
    const second = browser.cookie;
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);

    const replay = new Browser();
    replay.cookie = first;
    const refused = await rejectionOf(replay.client(url).auth.me.query());
    expect(refused.data?.code).toBe('UNAUTHORIZED');
    await expect(browser.client(url).auth.me.query()).resolves.toMatchObject({
      player: { email: PLAYER },
    });
  });

  it('ends the session at logout: the old cookie replayed is UNAUTHORIZED', async () => {
    const { url } = await start(mode);
    const metrics = async () => {
      const text = await (await fetch(`${url}/metrics`, { headers: MOCK_OPS_AUTH })).text();
      return {
        started: sampleValue(text, 'sessions_started_total'),
        loggedOut: sampleValue(text, 'sessions_ended_total', { reason: 'logout' }),
      };
    };
    const before = await metrics();
    const browser = new Browser();
    await login(browser, url);
    const cookie = browser.cookie;
    await browser.client(url).auth.logout.mutate();
    expect(browser.cookie).toBeNull();
    expect(await metrics()).toEqual({
      started: before.started + 1,
      loggedOut: before.loggedOut + 1,
    });

    const replay = new Browser();
    replay.cookie = cookie;
    const refused = await rejectionOf(replay.client(url).auth.me.query());
    expect(refused.data).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' });
  });

  it('lets a guest log out, any number of times', async () => {
    const { url } = await start(mode);
    const browser = new Browser();
    await browser.client(url).auth.logout.mutate();
    await browser.client(url).auth.logout.mutate();
    const refused = await rejectionOf(browser.client(url).auth.me.query());
    expect(refused.data?.code).toBe('UNAUTHORIZED');
  });

  it('refuses wrong credentials with their message, leaving the visitor a guest', async () => {
    const { url } = await start(mode);
    const browser = new Browser();
    const refused = await rejectionOf(
      browser.client(url).auth.login.mutate({ email: PLAYER, password: 'Wrong#Pass1' }),
    );
    expect(refused.data).toMatchObject({
      code: 'UNAUTHORIZED',
      messageKey: 'errors.invalidCredentials',
    });
    expect(browser.cookie).toBeNull();
  });

  it('ends an idle session', async () => {
    const { url, advance } = await start(mode, {
      SESSION_IDLE_TIMEOUT_MS: String(10 * MINUTE),
      SESSION_ABSOLUTE_TIMEOUT_MS: String(60 * MINUTE),
    });
    const browser = new Browser();
    await login(browser, url);
    advance(10 * MINUTE - 1);
    await expect(browser.client(url).auth.me.query()).resolves.toBeDefined();
    advance(10 * MINUTE);
    const refused = await rejectionOf(browser.client(url).auth.me.query());
    expect(refused.data?.code).toBe('UNAUTHORIZED');
    expect(browser.cookie).toBeNull();
  });

  it('ends a busy session at the absolute limit', async () => {
    const { url, advance } = await start(mode, {
      SESSION_IDLE_TIMEOUT_MS: String(10 * MINUTE),
      SESSION_ABSOLUTE_TIMEOUT_MS: String(25 * MINUTE),
    });
    const browser = new Browser();
    await login(browser, url);
    for (let step = 0; step < 3; step += 1) {
      advance(8 * MINUTE);
      await expect(browser.client(url).auth.me.query()).resolves.toBeDefined();
    }
    advance(1 * MINUTE);
    const refused = await rejectionOf(browser.client(url).auth.me.query());
    expect(refused.data?.code).toBe('UNAUTHORIZED');
  });

  it('adopts a session uuid from the session callback, once', async () => {
    const { url } = await start(mode);
    const uuid = await sessionUuidFor(url, PLAYER);
    const browser = new Browser();
    const adopted = await browser
      .client(url)
      .auth.adopt.mutate({ source: 'callback', value: uuid });
    expect(adopted.player.email).toBe(PLAYER);
    await expect(browser.client(url).auth.me.query()).resolves.toMatchObject({
      player: { email: PLAYER },
    });

    const again = new Browser();
    const reused = await rejectionOf(
      again.client(url).auth.adopt.mutate({ source: 'callback', value: uuid }),
    );
    expect(reused.data).toMatchObject({ code: 'NOT_FOUND', domainCode: 'session_not_found' });
    expect(again.cookie).toBeNull();
  });

  it('adopts a base64 account value and a reauth value, replacing the current session', async () => {
    const { url } = await start(mode);
    const browser = new Browser();
    await login(browser, url, 'vip@demo.lumo.test');
    const before = browser.cookie;

    const account = Buffer.from(await sessionUuidFor(url, PLAYER)).toString('base64');
    const adopted = await browser
      .client(url)
      .auth.adopt.mutate({ source: 'account', value: account });
    expect(adopted.player.email).toBe(PLAYER);
    expect(browser.cookie).not.toBe(before);
    await expect(browser.client(url).auth.me.query()).resolves.toMatchObject({
      player: { email: PLAYER },
    });

    const reauth = await sessionUuidFor(url, 'vip@demo.lumo.test');
    await browser.client(url).auth.adopt.mutate({ source: 'reauth', value: reauth });
    await expect(browser.client(url).auth.me.query()).resolves.toMatchObject({
      player: { email: 'vip@demo.lumo.test' },
    });
  });

  it('refuses a value that carries no session, keeping the current one', async () => {
    const { url } = await start(mode);
    const browser = new Browser();
    await login(browser, url);
    for (const [source, value] of [
      ['account', '%%% not base64 %%%'],
      ['account', Buffer.from('hello').toString('base64')],
      ['callback', 'not-a-uuid'],
    ] as const) {
      const refused = await rejectionOf(browser.client(url).auth.adopt.mutate({ source, value }));
      expect(refused.data).toMatchObject({
        code: 'BAD_REQUEST',
        messageKey: 'errors.invalidInput',
        domainCode: 'invalid_session_value',
      });
    }
    await expect(browser.client(url).auth.me.query()).resolves.toMatchObject({
      player: { email: PLAYER },
    });
  });

  it('signs a new player up and in', async () => {
    const { url } = await start(mode);
    const browser = new Browser();
    const email = `new-${randomUUID()}@example.test`;
    const answer = await browser.client(url).auth.signUp.mutate({
      email,
      password: DEMO_PASSWORD,
      country: 'PRT',
      currency: 'EUR',
      consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
      language: 'de',
      referral: { stag: 'aff-7', utm_source: 'ignored' },
    });
    // The picked country reaches the account, whatever the visitor's geo country.
    expect(answer.player).toMatchObject({ email, country: 'PRT', currency: 'EUR', language: 'de' });
    await expect(browser.client(url).auth.me.query()).resolves.toMatchObject({
      player: { email },
    });
    const taken = await rejectionOf(
      new Browser().client(url).auth.signUp.mutate({
        email,
        password: DEMO_PASSWORD,
        country: 'PRT',
        currency: 'EUR',
        consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
      }),
    );
    expect(taken.data?.messageKey).toBe('errors.emailTaken');
    // A country off the casino's list is refused before the casino is asked.
    const unlisted = await rejectionOf(
      new Browser().client(url).auth.signUp.mutate({
        email: `other-${randomUUID()}@example.test`,
        password: DEMO_PASSWORD,
        country: 'ZZZ',
        currency: 'EUR',
        consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
      }),
    );
    expect(unlisted.data).toMatchObject({
      code: 'BAD_REQUEST',
      messageKey: 'errors.selectCountry',
    });
  });

  it('ends the session when the upstream no longer knows its token', async () => {
    const { app, url } = await start(mode);
    const browser = new Browser();
    await login(browser, url);
    const upstreamLogin = vi.spyOn(app.clients.casino, 'login');
    await login(browser, url);
    const auth = (await upstreamLogin.mock.results[0]?.value) as AuthResult;
    await app.clients.casino.logout(auth.token);
    const refused = await rejectionOf(browser.client(url).auth.me.query());
    expect(refused.data?.code).toBe('UNAUTHORIZED');
    expect(browser.cookie).toBeNull();
  });

  it('writes no token, password, cookie or session value to the logs', async () => {
    const { app, url, logs } = await start(mode);
    const upstreamLogin = vi.spyOn(app.clients.casino, 'login');
    const browser = new Browser();
    await login(browser, url);
    await browser.client(url).auth.me.query();
    const uuid = await sessionUuidFor(url, PLAYER);
    await browser.client(url).auth.adopt.mutate({ source: 'callback', value: uuid });
    const adoptedCookie = browser.cookie;
    await browser.client(url).auth.logout.mutate();
    const auth = (await upstreamLogin.mock.results[0]?.value) as AuthResult;
    const written = logs.join('\n');
    expect(logs.length).toBeGreaterThan(10);
    for (const secret of [auth.token, DEMO_PASSWORD, uuid, adoptedCookie ?? 'missing']) {
      expect(written).not.toContain(secret);
    }
  });
});

describe('sessions while Redis is away', () => {
  it('keeps a signed-in player signed in', async () => {
    const { app, url } = await start('redis');
    const browser = new Browser();
    await login(browser, url);
    const redis = app.redis;
    if (redis === null) throw new Error('no Redis');
    const ended = once(redis.client, 'end');
    redis.client.disconnect();
    await ended;
    await expect(browser.client(url).auth.me.query()).resolves.toMatchObject({
      player: { email: PLAYER },
    });
    expect(browser.cookie).not.toBeNull();
    await redis.client.connect();
    await expect(browser.client(url).auth.me.query()).resolves.toMatchObject({
      player: { email: PLAYER },
    });
  });
});
