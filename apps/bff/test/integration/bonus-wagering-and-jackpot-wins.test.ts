// The bonus's live wagering figures, the jackpot wins a player acts on and the guest's sign-up
// offer, through real tRPC clients of a BFF over the mock world: bets go through the game path
// the SPA uses (a real-money launch, then the game page's spin through the BFF's /media proxy),
// and a QA award reaches the player's socket.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD } from '@casino/mock-world';
import { JACKPOT_WIN_TRANSACTION_TYPE, type Bonus, bonusWagerFigures } from '@casino/shared';
import type { RunningServer } from '../../src/server.js';
import { qa, startTestBff, upstreamCalls } from '../support/bff.js';
import { Browser } from '../support/browser.js';
import { type PlayerClient, clientFor, guest } from '../support/players.js';
import { type TestSocket, openSocket } from '../support/realtime.js';

const qaPlayerSchema = z.object({ id: z.number(), email: z.string() });
const spinSchema = z.object({ stake: z.number(), win: z.number(), balance: z.number() });
const FAST_REALTIME = { REALTIME_EVENTS_POLL_MS: '100', REALTIME_JACKPOTS_POLL_MS: '200' };

describe('bonus wagering and jackpot wins', () => {
  const running: RunningServer[] = [];
  const sockets: TestSocket[] = [];
  let url: string;
  let server: RunningServer;
  let player: { id: number; client: PlayerClient; browser: Browser };

  beforeAll(async () => {
    ({ url, server } = await startTestBff(running, FAST_REALTIME));
  });
  afterAll(async () => {
    await Promise.all(running.splice(0).map((entry) => entry.close()));
  });
  beforeEach(async () => {
    await qa(url, 'POST', '/reset');
    // A fresh copy of the bonus player: an active bonus wagered on a list of games.
    const made = qaPlayerSchema.parse(
      await qa(url, 'POST', '/players', { template: 'bonus@demo.lumo.test' }),
    );
    const browser = new Browser();
    const client = clientFor(url, browser);
    await client.auth.login.mutate({ email: made.email, password: DEMO_PASSWORD });
    player = { id: made.id, client, browser };
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  const playerPath = (path: string) => `/players/${String(player.id)}${path}`;

  async function activeBonus(): Promise<Bonus> {
    const [active] = (await player.client.bonuses.list.query({ status: 'activated' })).items;
    if (active === undefined) throw new Error('no active bonus');
    return active;
  }

  /** A game of the active bonus's wagering list, launched for real money, its page opened. */
  async function openedWageringGame(): Promise<string> {
    const { wageringGames } = await player.client.wallet.playability.query();
    const gameId = wageringGames[0]?.id;
    if (gameId === undefined) throw new Error('the bonus player has no wagering list');
    const launch = await player.client.games.launch.mutate({ gameId, mode: 'real' });
    expect((await fetch(`${url}${launch.url}`)).status).toBe(200);
    return launch.url;
  }

  /** The page's spin, as its script sends it through the BFF's /media proxy. */
  async function spin(launchUrl: string, stake: number) {
    const answer = await fetch(`${url}${launchUrl.replace('?', '/spin?')}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'null' },
      body: JSON.stringify({ stake }),
    });
    expect(answer.status).toBe(200);
    return spinSchema.parse(await answer.json());
  }

  async function playerSocket(): Promise<TestSocket> {
    const socket = await openSocket(url, { cookie: player.browser.cookie });
    sockets.push(socket);
    socket.send({ type: 'RESUME', lastEventId: null });
    // The poller's first pass skips what came before it: act after one.
    await server.app.realtime.poller.eventsPolled();
    return socket;
  }

  it('gives every bonus with wagering its figures, and none to one without', async () => {
    const { items } = await player.client.bonuses.list.query();
    expect(items.length).toBeGreaterThan(1);
    for (const bonus of items) {
      if (bonus.wagering === 0) expect(bonus.wager ?? null).toBeNull();
      else {
        const wager = bonus.wager;
        if (wager == null) throw new Error(`bonus ${String(bonus.id)} has no figures`);
        expect(wager.left).toBe(bonusWagerFigures(wager.required, wager.wagered).left);
      }
    }
    // A bonus never activated has nothing wagered: all of it is left.
    const offered = items.find((bonus) => bonus.activationDate === null && bonus.wagering > 0);
    expect(offered?.wager).toMatchObject({ wagered: 0 });
    expect(offered?.wager?.left).toBe(offered?.wager?.required);
    expect(items.some((bonus) => bonus.wagering === 0)).toBe(true);
  });

  it('counts each bet of the game, current as soon as the spin answers and its event arrives', async () => {
    const launchUrl = await openedWageringGame();
    const socket = await playerSocket();
    const before = await activeBonus();
    expect(before.wager).toMatchObject({ wagered: 0 });
    const required = before.wager?.required ?? 0;
    expect(required).toBeGreaterThan(10);
    await qa(url, 'POST', playerPath('/next-spins'), {
      outcomes: [{ multiplier: 0 }, { win: 3 }],
    });

    await spin(launchUrl, 2);
    // Read right after the spin's answer: no wait, no poll.
    expect((await activeBonus()).wager).toEqual({ required, wagered: 2, left: required - 2 });

    await spin(launchUrl, 5);
    await socket.until((s) => s.ofType('BALANCE_CHANGED').length === 2, 5_000, 'BALANCE_CHANGED');
    // On the event the SPA refetches the bonus: the figures are those after both bets.
    const expected = bonusWagerFigures(required, 7);
    expect((await activeBonus()).wager).toEqual(expected);
    expect((await player.client.bonuses.detail.query({ bonusId: before.id })).wager).toEqual(
      expected,
    );
  });

  it('completes the bonus with the bet that meets its wagering: bonus money becomes real', async () => {
    const launchUrl = await openedWageringGame();
    const before = await activeBonus();
    const required = before.wager?.required ?? 0;
    await qa(url, 'PUT', playerPath('/state'), {
      activeBonusWagered: required - 3,
      balances: { main: 0, bonusCasino: 50 },
    });
    const queueBefore = (await player.client.bonuses.queue.query()).items;
    await qa(url, 'POST', playerPath('/next-spins'), {
      outcomes: [{ multiplier: 0 }, { multiplier: 0 }],
    });

    await spin(launchUrl, 2);
    expect((await activeBonus()).wager).toMatchObject({ wagered: required - 1, left: 1 });
    await spin(launchUrl, 2);

    const completed = await player.client.bonuses.detail.query({ bonusId: before.id });
    expect(completed.status).toBe('complete');
    expect(completed.wager).toEqual({ required, wagered: required + 1, left: 0 });
    // The 46 of bonus money left after the two bets moved to real money, and the queue's first
    // bonus is the active one now, with its own bonus money and nothing wagered yet.
    const [next, ...rest] = queueBefore;
    if (next === undefined) throw new Error('the bonus player has no queue');
    const balance = await player.client.wallet.short.query();
    expect(balance.balanceMain).toBe(46);
    expect(balance.bonusCasino).toBeGreaterThan(0);
    const active = await activeBonus();
    expect(active.id).toBe(next.id);
    expect(active.wager).toMatchObject({ wagered: 0 });
    expect((await player.client.bonuses.queue.query()).items).toEqual(rest);
    const { items } = await player.client.transactions.game.query({ kind: 'bonus' });
    expect(items[0]).toMatchObject({ type: 'convert_balance', amount: -46 });
  });

  it('answers pending wins and the completed no-wager wins in one read', async () => {
    await expect(player.client.jackpots.pendingWins.query()).resolves.toEqual({
      pending: [],
      completedNoWager: [],
    });
    const before = await player.client.wallet.short.query();
    const wagered = qaPlayerWin(await qa(url, 'POST', playerPath('/jackpot-win'), { amount: 40 }));
    const free = qaPlayerWin(
      await qa(url, 'POST', playerPath('/jackpot-win'), { amount: 25, wager: false }),
    );

    const wins = await player.client.jackpots.pendingWins.query();
    expect(wins.pending).toEqual([
      expect.objectContaining({
        id: wagered.id,
        type: JACKPOT_WIN_TRANSACTION_TYPE,
        wager: { amount: 120, wagered: 0 },
      }),
    ]);
    expect(wins.completedNoWager).toEqual([
      {
        id: free.id,
        amount: 25,
        currency: 'EUR',
        game: free.game,
        wager: null,
        dateComplete: free.dateComplete,
        type: JACKPOT_WIN_TRANSACTION_TYPE,
      },
    ]);
    // Credited to real money when awarded; the wagered win waits for its decision.
    const after = await player.client.wallet.short.query();
    expect(after.balanceMain).toBe(before.balanceMain + 25);
    expect(after.bonusCasino).toBe(before.bonusCasino);

    // A day and a second later on the product's clock, the completed win is no longer carried.
    const completedAt = Date.parse(free.dateComplete);
    await qa(url, 'PUT', '/clock', { now: new Date(completedAt + 86_401_000).toISOString() });
    const later = await player.client.jackpots.pendingWins.query();
    expect(later.completedNoWager).toEqual([]);
    expect(later.pending.map((win) => win.id)).toEqual([wagered.id]);
  });

  it('publishes an award to the player’s socket at once', async () => {
    const socket = await playerSocket();
    const win = qaPlayerWin(
      await qa(url, 'POST', playerPath('/jackpot-win'), { tier: 'silver', amount: 75 }),
    );
    await socket.until((s) => s.ofType('JACKPOT_WIN').length === 1, 5_000, 'JACKPOT_WIN');
    expect(socket.ofType('JACKPOT_WIN')[0]?.data).toEqual({
      bonusId: win.id,
      amount: 75,
      currency: 'EUR',
      gameId: win.game.id,
      hasWager: true,
    });

    const free = qaPlayerWin(
      await qa(url, 'POST', playerPath('/jackpot-win'), { amount: 5, wager: false }),
    );
    await socket.until((s) => s.ofType('JACKPOT_WIN').length === 2, 5_000, 'JACKPOT_WIN');
    expect(socket.ofType('JACKPOT_WIN')[1]?.data).toMatchObject({
      bonusId: free.id,
      hasWager: false,
    });
    expect(socket.unreadable).toEqual([]);
  });
});

const qaWinSchema = z.object({
  id: z.number(),
  game: z.object({ id: z.number() }),
  dateComplete: z.string(),
});
function qaPlayerWin(body: unknown) {
  return qaWinSchema.parse(body);
}

describe('the sign-up offer of a guest’s locale', () => {
  const running: RunningServer[] = [];
  let url: string;

  beforeAll(async () => {
    ({ url } = await startTestBff(running));
  });
  afterAll(async () => {
    await Promise.all(running.splice(0).map((entry) => entry.close()));
  });

  it('gives ro 350% up to 57500 RON and every other locale 200% up to 1000 EUR + 300 spins', async () => {
    const client = guest(url);
    const ro = await client.bonuses.signUpOffer.query({ language: 'ro' });
    expect(ro).toMatchObject({
      id: 'ro',
      language: 'ro',
      percent: 350,
      upTo: { amount: 57_500, currency: 'RON' },
      freeSpins: 0,
      stale: false,
    });
    for (const language of ['en', 'de', 'pt', 'gb'] as const) {
      await expect(client.bonuses.signUpOffer.query({ language })).resolves.toMatchObject({
        id: 'standard',
        language,
        percent: 200,
        upTo: { amount: 1_000, currency: 'EUR' },
        freeSpins: 300,
      });
    }
    // On the registration promotion's card, which an activate-bonus link takes after sign-up.
    expect(ro.bonusId).toBe(1);
    expect(ro.imageBackground).toMatch(/\/bonuses\/1\.svg$/);
    expect(ro.wagering).toBeGreaterThanOrEqual(0);
  });

  it('reads the casino’s promotions once per language while they are fresh', async () => {
    // An instance of its own: nothing cached yet.
    const { url: fresh } = await startTestBff(running);
    await qa(fresh, 'POST', '/reset');
    const client = guest(fresh);
    await client.bonuses.signUpOffer.query({ language: 'pt' });
    await client.bonuses.signUpOffer.query({ language: 'pt' });
    expect((await upstreamCalls(fresh))['GET /casino/promotions']).toBe(1);
    await client.bonuses.signUpOffer.query({ language: 'ro' });
    expect((await upstreamCalls(fresh))['GET /casino/promotions']).toBe(2);
  });

  it('refuses a language the product does not have, with the field named', async () => {
    const answer = await fetch(
      `${url}/trpc/bonuses.signUpOffer?input=${encodeURIComponent(JSON.stringify({ language: 'fr' }))}`,
    );
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as {
      error: { data?: { fieldErrors?: { path: string }[] } };
    };
    expect(body.error.data?.fieldErrors?.[0]?.path).toBe('language');
  });
});
