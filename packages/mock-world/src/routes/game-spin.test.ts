import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameLaunchSchema } from '@casino/upstream-contract';
import type { MockApp } from '../app.js';
import { call, errorCode, loginAs, testMockApp } from '../testing.js';

const spinSchema = z.object({
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

function playableGame() {
  const game = mock.context.world.catalog.all.find(
    (candidate) => !candidate.restricted && candidate.hasDemo,
  );
  if (game === undefined) throw new Error('catalogue lacks a playable demo game');
  return game;
}

/** Launches the game and opens its page: the page's path and query, where its spins go. */
async function openedPage(mode: 'real' | 'demo', token?: string): Promise<URL> {
  const game = playableGame();
  const launch = gameLaunchSchema.parse(
    (
      await call(mock.app, 'GET', `/casino/games/${String(game.id)}/launch?mode=${mode}`, {
        ...(token === undefined ? {} : { token }),
      })
    ).body,
  );
  const url = new URL(launch.url);
  const page = await call(mock.app, 'GET', url.pathname + url.search);
  expect(page.status).toBe(200);
  return url;
}

function spin(page: URL, stake: number, headers: Record<string, string> = {}) {
  return call(mock.app, 'POST', `${page.pathname}/spin${page.search}`, {
    body: JSON.stringify({ stake }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'null', ...headers },
  });
}

describe('the game page', () => {
  it('shows the balance, the stake ladder, the spin button and its result line', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    mock.controls.setPlayerState('plain@demo.lumo.test', {
      balances: { main: 1234.5, bonusCasino: 0 },
      language: 'de',
    });
    const game = playableGame();
    const launch = gameLaunchSchema.parse(
      (await call(mock.app, 'GET', `/casino/games/${String(game.id)}/launch`, { token })).body,
    );
    const url = new URL(launch.url);
    const html = (await call(mock.app, 'GET', url.pathname + url.search)).text;
    expect(html).toContain('<span id="balance">1.234,50 EUR</span>');
    expect(html).toContain('data-stakes="0.1,0.2,0.5,1,2,5,10,20,50,100"');
    expect(html).toContain('data-stake="1"');
    expect(html).toContain('data-text-insufficient="Guthaben reicht für diesen Einsatz nicht aus"');
    expect(html).toContain('id="spin">Drehen</button>');
    expect(html).not.toContain('id="switch"');
  });
});

describe('a spin', () => {
  it('bets through the wallet, answering the sandboxed page (origin "null") only', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    mock.controls.setPlayerState('plain@demo.lumo.test', {
      balances: { main: 10, bonusCasino: 0 },
      wageringGames: null,
    });
    mock.controls.setNextSpins('plain@demo.lumo.test', { outcomes: [{ win: 12.5 }] });
    const page = await openedPage('real', token);
    const answer = await spin(page, 2);
    expect(answer.status).toBe(200);
    expect(spinSchema.parse(answer.body)).toEqual({
      stake: 2,
      win: 12.5,
      balance: 20.5,
      currency: 'EUR',
    });
    expect(answer.headers['access-control-allow-origin']).toBe('null');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(mock.controls.playerState('plain@demo.lumo.test').balances.main).toBe(20.5);

    const elsewhere = await spin(page, 1, { origin: 'https://evil.example' });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a stake above the balance with insufficient_balance, changing nothing', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    mock.controls.setPlayerState('plain@demo.lumo.test', {
      balances: { main: 1.5, bonusCasino: 0 },
      wageringGames: null,
    });
    const page = await openedPage('real', token);
    const refused = await spin(page, 2);
    expect(refused.status).toBe(409);
    expect(errorCode(refused.body)).toBe('insufficient_balance');
    expect(refused.headers['access-control-allow-origin']).toBe('null');
    expect(mock.controls.playerState('plain@demo.lumo.test').balances.main).toBe(1.5);
  });

  it('takes only the ladder’s stakes and a JSON body', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const page = await openedPage('real', token);
    const odd = await spin(page, 0.3);
    expect(odd.status).toBe(422);
    expect(errorCode(odd.body)).toBe('validation_failed');
    const garbled = await call(mock.app, 'POST', `${page.pathname}/spin${page.search}`, {
      body: 'stake=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(garbled.status).toBe(400);
    expect(errorCode(garbled.body)).toBe('invalid_request');
  });

  it('needs the token of an opened, unexpired page of the same game', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const game = playableGame();
    const launch = new URL(
      gameLaunchSchema.parse(
        (await call(mock.app, 'GET', `/casino/games/${String(game.id)}/launch`, { token })).body,
      ).url,
    );
    // Not opened yet: a launch URL is not a game session until its page opens.
    expect((await spin(launch, 1)).status).toBe(401);
    await call(mock.app, 'GET', launch.pathname + launch.search);
    expect((await spin(launch, 1)).status).toBe(200);
    const other = mock.context.world.catalog.all.find(
      (candidate) => candidate.id !== game.id && !candidate.restricted,
    );
    const elsewhere = new URL(`/pages/game/${String(other?.id)}${launch.search}`, launch);
    expect((await spin(elsewhere, 1)).status).toBe(401);
    mock.controls.setClock({ offsetMs: 9 * 60 * 60_000 });
    expect((await spin(launch, 1)).status).toBe(401);
  });

  it('ends with the casino session it was launched in: a logout stops real play', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const page = await openedPage('real', token);
    expect((await spin(page, 1)).status).toBe(200);
    expect((await call(mock.app, 'POST', '/casino/auth/logout', { token })).status).toBe(204);
    const after = await spin(page, 1);
    expect(after.status).toBe(401);
    expect(errorCode(after.body)).toBe('unauthorized');
    // Reopening the same page finds the session ended too.
    const reopened = await call(mock.app, 'GET', page.pathname + page.search);
    expect(reopened.status).toBe(410);
  });

  it('in demo plays the launch’s play money and leaves the wallet alone', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    const before = mock.controls.playerState('plain@demo.lumo.test');
    const transactions = mock.context.store.byEmail('plain@demo.lumo.test')?.transactions.length;
    const page = await openedPage('demo', token);
    const answer = spinSchema.parse((await spin(page, 5)).body);
    expect(answer.balance).toBe(1_000 - 5 + answer.win);
    expect(mock.controls.playerState('plain@demo.lumo.test')).toEqual(before);
    expect(mock.context.store.byEmail('plain@demo.lumo.test')?.transactions.length).toBe(
      transactions,
    );
    // Every demo launch starts with its own play money.
    const next = await openedPage('demo');
    expect(spinSchema.parse((await spin(next, 5)).body).balance).toBe(answer.balance);
  });
});
