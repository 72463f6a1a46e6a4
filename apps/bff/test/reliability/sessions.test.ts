// Promise 11: the session cookie is HttpOnly, SameSite, Secure behind TLS with the __Host-
// prefix, and under 4 KB; a login gives a new id; a cookie replayed after logout is refused;
// the idle and absolute limits end a session on the product's clock, to the millisecond.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_PASSWORD } from '@casino/mock-world';
import { sessionCookieName } from '../../src/sessions/session-manager.js';
import { rejectionOf } from '../support/bff.js';
import { Browser } from '../support/browser.js';
import { DEMO, TEST_RATE_LIMITS } from '../support/players.js';
import { figure } from './support/index.js';
import { testConfig } from '../support/config.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const MINUTE = 60_000;
const START = Date.parse('2026-11-24T10:00:00Z');

/** A BFF behind TLS (COOKIE_SECURE) with the default lifetimes, on a clock the test moves. */
async function start() {
  let at = START;
  const config = testConfig({
    COOKIE_SECURE: 'true',
    ...TEST_RATE_LIMITS,
  });
  const app = await buildApp(config, { clock: () => new Date(at) });
  apps.push(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookieName = sessionCookieName(true);
  return {
    url,
    config,
    cookieName,
    browser: () => new Browser(cookieName),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

async function login(url: string, browser: Browser) {
  await browser.client(url).auth.login.mutate({ email: DEMO.plain.email, password: DEMO_PASSWORD });
}

async function refusedCode(url: string, browser: Browser) {
  return (await rejectionOf(browser.client(url).auth.me.query())).data?.code;
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite, Secure with the __Host- prefix, for the site, under 4 KB', async () => {
    const { url, browser: newBrowser, cookieName } = await start();
    const browser = newBrowser();
    await login(url, browser);
    const header = browser.setCookies.find((value) => value.startsWith(`${cookieName}=`));
    if (header === undefined) throw new Error('no session cookie');
    const attributes = header.split(';').map((part) => part.trim().toLowerCase());
    expect(cookieName.startsWith('__Host-')).toBe(true);
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/']),
    );
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
    const bytes = Buffer.byteLength(header);
    figure('session cookie size', bytes, 'bytes', '< 4096');
    expect(bytes).toBeLessThan(4096);
  });

  it('changes at each login, and a cookie replayed after logout gets 401', async () => {
    const { url, browser: newBrowser } = await start();
    const browser = newBrowser();
    await login(url, browser);
    const first = browser.cookie;
    await login(url, browser);
    expect(browser.cookie).not.toBe(first);
    const replayed = newBrowser();
    replayed.cookie = browser.cookie;
    await browser.client(url).auth.logout.mutate();
    const me = await fetch(`${url}/trpc/auth.me`, {
      headers: { cookie: `${sessionCookieName(true)}=${replayed.cookie ?? ''}` },
    });
    figure('session cookie replayed after logout', me.status, 'status', '401');
    expect(me.status).toBe(401);
    const old = newBrowser();
    old.cookie = first;
    expect(await refusedCode(url, old)).toBe('UNAUTHORIZED');
  });

  it('ends at the idle limit and at the absolute limit (defaults), not a millisecond late', async () => {
    const { url, config, browser: newBrowser, advance } = await start();
    const { idleTimeoutMs, absoluteTimeoutMs } = config.session;

    const idle = newBrowser();
    await login(url, idle);
    advance(idleTimeoutMs - 1);
    await expect(idle.client(url).auth.me.query()).resolves.toBeDefined();
    // That use was written back only if a minute passed since the last (it did): idle again.
    advance(idleTimeoutMs);
    expect(await refusedCode(url, idle)).toBe('UNAUTHORIZED');
    figure('session idle limit', idleTimeoutMs / MINUTE, 'min', 'ends at 30 min unused');

    const busy = newBrowser();
    await login(url, busy);
    let used = 0;
    // Used every 20 minutes, it never idles out; the absolute limit still ends it.
    while (used + 20 * MINUTE < absoluteTimeoutMs) {
      advance(20 * MINUTE);
      used += 20 * MINUTE;
      await expect(busy.client(url).auth.me.query()).resolves.toBeDefined();
    }
    advance(absoluteTimeoutMs - used - 1);
    await expect(busy.client(url).auth.me.query()).resolves.toBeDefined();
    advance(1);
    expect(await refusedCode(url, busy)).toBe('UNAUTHORIZED');
    figure(
      'session absolute limit',
      absoluteTimeoutMs / (60 * MINUTE),
      'h',
      'ends at 12 h however busy',
    );
  });
});
