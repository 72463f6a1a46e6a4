import { SPORT_FRAME_READY, SPORT_HOST_SESSION, sportTokenOrEmpty } from '@casino/shared';
import { Script } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MockApp } from '../app.js';
import { sportbookSports } from '../data/sport-events.js';
import { TEST_NOW, call, errorCode, loginAs, testMockApp } from '../testing.js';
import { SPORTSBOOK_SCRIPT } from './sportsbook.js';

const HOST = 'http://127.0.0.1:3000';
const betSchema = z.object({
  stake: z.number(),
  win: z.number(),
  balance: z.number(),
  currency: z.string(),
});

let mock: MockApp;

beforeEach(() => {
  mock = testMockApp();
});
afterEach(async () => {
  await mock.app.close();
});

async function sportToken(email = 'plain@demo.lumo.test'): Promise<string> {
  const token = await loginAs(mock.app, email);
  const answer = await call(mock.app, 'GET', '/sport/token?sport-id=1', { token });
  return sportTokenOrEmpty(answer.body);
}

function account(email = 'plain@demo.lumo.test') {
  const found = mock.context.store.byEmail(email);
  if (found === undefined) throw new Error(`no ${email}`);
  return found;
}

/** A match and the outcome it ends with, and one it does not. */
function match() {
  const sport = sportbookSports(mock.context.world.seed)[0];
  const event = sport?.events[0];
  if (event === undefined) throw new Error('no events');
  const losing = (['home', 'away'] as const).find((outcome) => outcome !== event.result) ?? 'away';
  return { event, losing };
}

describe('the mock sportsbook page', () => {
  it('is opened for one host origin, which alone may frame it, and carries no token', async () => {
    const page = await call(mock.app, 'GET', `/pages/sportsbook?host=${encodeURIComponent(HOST)}`);
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${HOST}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.text).toContain('<script src="/pages/sportsbook/app.js"></script>');
    expect(page.text).not.toMatch(/<script>/);
    expect(page.text).toContain('"host":"http://127.0.0.1:3000"');
    expect(page.text).toContain('Football');
  });

  it('refuses a missing host, a host with a path and a non-http one', async () => {
    for (const host of ['', 'http://127.0.0.1:3000/sport', 'javascript:alert(1)']) {
      const query = host === '' ? '' : `?host=${encodeURIComponent(host)}`;
      expect((await call(mock.app, 'GET', `/pages/sportsbook${query}`)).status).toBe(400);
    }
  });

  it('serves its script with the shared message names, never posting to "*"', async () => {
    const script = await call(mock.app, 'GET', '/pages/sportsbook/app.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.text).toBe(SPORTSBOOK_SCRIPT);
    // It compiles (it is written by hand, not built).
    expect(() => new Script(SPORTSBOOK_SCRIPT)).not.toThrow();
    expect(script.text).toContain(JSON.stringify(SPORT_FRAME_READY));
    expect(script.text).toContain(JSON.stringify(SPORT_HOST_SESSION));
    expect(script.text).toContain('postMessage(message,host)');
    expect(script.text).not.toContain("'*'");
    expect(script.text).toContain('e.origin!==host||e.source!==window.parent');
  });
});

describe('the mock sportsbook backend', () => {
  it('names the player of a live token, and answers 401 for an unknown or lapsed one', async () => {
    const token = await sportToken();
    const session = await call(mock.app, 'POST', '/pages/sportsbook/session', { body: { token } });
    expect(session.status).toBe(200);
    expect(session.body).toEqual({
      player: { login: account().login, balance: account().balances.main, currency: 'EUR' },
    });
    expect(
      (await call(mock.app, 'POST', '/pages/sportsbook/session', { body: { token: 'nope' } }))
        .status,
    ).toBe(401);
    const grant = mock.context.sportTokens.get(token);
    if (grant === undefined) throw new Error('no grant');
    grant.expiresAtMs = TEST_NOW;
    const lapsed = await call(mock.app, 'POST', '/pages/sportsbook/session', { body: { token } });
    expect(lapsed.status).toBe(401);
    expect(errorCode(lapsed.body)).toBe('unauthorized');
  });

  it('places a losing bet through the wallet: a sport_bet, the balance down by the stake', async () => {
    const token = await sportToken();
    const before = account().balances.main;
    const { event, losing } = match();
    const answer = await call(mock.app, 'POST', '/pages/sportsbook/bet', {
      body: { token, eventId: event.id, outcome: losing, stake: 2.5 },
    });
    expect(answer.status).toBe(200);
    expect(betSchema.parse(answer.body)).toEqual({
      stake: 2.5,
      win: 0,
      balance: Math.round((before - 2.5) * 100) / 100,
      currency: 'EUR',
    });
    expect(account().transactions[0]).toMatchObject({ type: 'sport_bet', amount: -2.5 });
  });

  it('pays a winning bet at its odds as a sport_win', async () => {
    const token = await sportToken();
    const before = account().balances.main;
    const { event } = match();
    const price = event.odds[event.result] ?? 0;
    const answer = await call(mock.app, 'POST', '/pages/sportsbook/bet', {
      body: { token, eventId: event.id, outcome: event.result, stake: 1 },
    });
    const win = Math.round(price * 100) / 100;
    expect(betSchema.parse(answer.body).win).toBe(win);
    expect(account().balances.main).toBe(Math.round((before - 1 + win) * 100) / 100);
    expect(
      account()
        .transactions.slice(0, 2)
        .map((row) => row.type),
    ).toEqual(['sport_win', 'sport_bet']);
  });

  it('refuses a bet above the balance as insufficient_balance and changes nothing', async () => {
    const token = await sportToken();
    const before = account().balances.main;
    const rows = account().transactions.length;
    const { event, losing } = match();
    const answer = await call(mock.app, 'POST', '/pages/sportsbook/bet', {
      body: { token, eventId: event.id, outcome: losing, stake: before + 0.01 },
    });
    expect(errorCode(answer.body)).toBe('insufficient_balance');
    expect(account().balances.main).toBe(before);
    expect(account().transactions).toHaveLength(rows);
  });

  it('refuses a malformed bet, an unknown match and a guest, changing nothing', async () => {
    const token = await sportToken();
    const before = account().balances.main;
    const { event } = match();
    for (const body of [
      { token, eventId: event.id, outcome: 'home', stake: -1 },
      { token, eventId: event.id, outcome: 'over', stake: 1 },
      { token, eventId: event.id, outcome: 'home', stake: 1, extra: true },
      { token, eventId: 999_999, outcome: 'home', stake: 1 },
      { token, eventId: event.id, outcome: 'home', stake: 0.04 },
    ]) {
      const answer = await call(mock.app, 'POST', '/pages/sportsbook/bet', { body });
      expect([400, 422]).toContain(answer.status);
    }
    const guest = await call(mock.app, 'POST', '/pages/sportsbook/bet', {
      body: { token: 'x', eventId: event.id, outcome: 'home', stake: 1 },
    });
    expect(guest.status).toBe(401);
    expect(account().balances.main).toBe(before);
  });
});
