// A spin of the mock provider's game page end to end: the player launches a game through tRPC,
// the page's spin goes through the BFF's /media proxy to the mock casino, which bets through the
// player's wallet; the player reads the result back through the procedures the SPA uses.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD } from '@casino/mock-world';
import type { RunningServer } from '../../src/server.js';
import { qa, startTestBff } from '../support/bff.js';
import { Browser } from '../support/browser.js';
import { type PlayerClient, clientFor } from '../support/players.js';

const qaPlayerSchema = z.object({ id: z.number(), email: z.string() });
const spinSchema = z.object({
  stake: z.number(),
  win: z.number(),
  balance: z.number(),
  currency: z.string(),
});
const errorSchema = z.object({ error: z.object({ code: z.string() }) });

/** The page's spin, as its script sends it: text/plain JSON, from the sandbox's origin "null". */
function spin(url: string, launchUrl: string, stake: number, origin = 'null') {
  return fetch(`${url}${launchUrl.replace('?', '/spin?')}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
    body: JSON.stringify({ stake }),
  });
}

describe('a spin on the game page', () => {
  const running: RunningServer[] = [];
  let url: string;
  let player: { id: number; client: PlayerClient };

  beforeAll(async () => {
    ({ url } = await startTestBff(running));
  });
  afterAll(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
  });
  beforeEach(async () => {
    await qa(url, 'POST', '/reset');
    const made = qaPlayerSchema.parse(
      await qa(url, 'POST', '/players', { template: 'bonus@demo.lumo.test' }),
    );
    const client = clientFor(url, new Browser());
    await client.auth.login.mutate({ email: made.email, password: DEMO_PASSWORD });
    player = { id: made.id, client };
  });

  /** A game of the active bonus's wagering list, launched for real money, its page opened. */
  async function openedWageringGame(): Promise<string> {
    const { wageringGames } = await player.client.wallet.playability.query();
    const gameId = wageringGames[0]?.id;
    if (gameId === undefined) throw new Error('the bonus player has no wagering list');
    const launch = await player.client.games.launch.mutate({ gameId, mode: 'real' });
    const page = await fetch(`${url}${launch.url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
    return launch.url;
  }

  it('with a QA-set outcome moves the balance, the game transactions and the wagering', async () => {
    const launchUrl = await openedWageringGame();
    const before = await player.client.wallet.balance.query();
    const [activeBefore] = (await player.client.bonuses.list.query({ status: 'activated' })).items;
    expect(activeBefore?.wager).toMatchObject({ wagered: 0 });
    await qa(url, 'POST', `/players/${String(player.id)}/next-spins`, {
      outcomes: [{ win: 7.5 }],
    });

    const answer = await spin(url, launchUrl, 2);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('null');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(spinSchema.parse(await answer.json())).toMatchObject({ stake: 2, win: 7.5 });

    const after = await player.client.wallet.balance.query();
    // Real money pays the stake first: the bonus money is untouched.
    expect(after.real).toBe(before.real - 2 + 7.5);
    expect(after.bonusCasino).toBe(before.bonusCasino);
    const { items } = await player.client.transactions.game.query({ kind: 'basic' });
    expect(items.slice(0, 2)).toMatchObject([
      { type: 'win', amount: 7.5, status: 'complete' },
      { type: 'bet', amount: -2, status: 'complete' },
    ]);
    const [activeAfter] = (await player.client.bonuses.list.query({ status: 'activated' })).items;
    expect(activeAfter?.id).toBe(activeBefore?.id);
    const required = activeBefore?.wager?.required ?? 0;
    expect(activeAfter?.wager).toEqual({ required, wagered: 2, left: required - 2 });
  });

  it('above the balance is refused with insufficient_balance, and nothing moves', async () => {
    const launchUrl = await openedWageringGame();
    await qa(url, 'PUT', `/players/${String(player.id)}/state`, {
      balances: { main: 1, bonusCasino: 0.5 },
    });
    const before = await player.client.wallet.balance.query();
    const refused = await spin(url, launchUrl, 2);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('access-control-allow-origin')).toBe('null');
    expect(errorSchema.parse(await refused.json()).error.code).toBe('insufficient_balance');
    expect(await player.client.wallet.balance.query()).toEqual(before);
  });

  it('answers no other origin’s reads, and takes no malformed body to the mock', async () => {
    const launchUrl = await openedWageringGame();
    const elsewhere = await spin(url, launchUrl, 1, 'https://evil.example');
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const malformed = await fetch(`${url}${launchUrl.replace('?', '/spin?')}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'stake=1',
    });
    expect(malformed.status).toBe(400);
    const noToken = await fetch(`${url}${launchUrl.replace(/\?.*$/, '/spin')}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"stake":1}',
    });
    expect(noToken.status).toBe(404);
  });
});
