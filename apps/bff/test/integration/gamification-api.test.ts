// The gamification service through the BFF (docs/decisions/039-gamification.md), with real tRPC
// clients over the mock world: missions fed by real spins of the mock game, "has deposited" read
// from the casino, store purchases with coins that move the free spins or the bonus balance once
// per idempotency key, and the refusals (too few coins, no first deposit, a guest).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD } from '@casino/mock-world';
import type { RunningServer } from '../../src/server.js';
import { qa, rejectionOf, startTestBff } from '../support/bff.js';
import { Browser } from '../support/browser.js';
import { actionKey, clientFor, guest, type PlayerClient } from '../support/players.js';

const qaPlayerSchema = z.object({ id: z.number(), email: z.string() });

/** The page's spin, as its script sends it: text/plain JSON, from the sandbox's origin "null". */
function spin(url: string, launchUrl: string, stake: number) {
  return fetch(`${url}${launchUrl.replace('?', '/spin?')}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'null' },
    body: JSON.stringify({ stake }),
  });
}

describe('the gamification service over one BFF', () => {
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

  const setGamification = (body: object) =>
    qa(url, 'PUT', `/players/${String(player.id)}/gamification`, body);

  it('answers coins, missions, store, whether the player deposited, and the panel on its own origin', async () => {
    const state = await player.client.gamification.state.query();
    expect(state.hasDeposited).toBe(true);
    expect(state.profile.coins).toBe(0);
    expect(state.profile.missions.map((mission) => mission.id)).toEqual([
      'spin-10',
      'spin-50',
      'win-5',
    ]);
    expect(state.profile.items.map((item) => item.kind)).toContain('free_spins');
    expect(state.profile.items.map((item) => item.kind)).toContain('money');
    if (state.panelUrl === null) throw new Error('expected the mock panel');
    expect(new URL(state.panelUrl).pathname).toBe('/pages/gamification');
    expect(new URL(state.panelUrl).origin).not.toBe(new URL(url).origin);
  });

  it('counts real spins of the mock game towards the missions', async () => {
    const { wageringGames } = await player.client.wallet.playability.query();
    const gameId = wageringGames[0]?.id;
    if (gameId === undefined) throw new Error('the bonus player has no wagering list');
    const launch = await player.client.games.launch.mutate({ gameId, mode: 'real' });
    expect((await fetch(`${url}${launch.url}`)).status).toBe(200);
    await qa(url, 'POST', `/players/${String(player.id)}/next-spins`, {
      outcomes: [{ win: 3 }, { win: 0 }, { win: 0 }],
    });
    for (let spun = 0; spun < 3; spun += 1) {
      expect((await spin(url, launch.url, 1)).status).toBe(200);
    }
    const { profile } = await player.client.gamification.state.query();
    expect(profile.missions.find((mission) => mission.id === 'spin-10')).toMatchObject({
      progress: 3,
      done: false,
    });
    expect(profile.missions.find((mission) => mission.id === 'win-5')?.progress).toBe(1);

    // QA's progress finishes the first mission: its reward is paid in coins.
    await setGamification({ missionProgress: { 'spin-10': 10 } });
    const after = await player.client.gamification.state.query();
    expect(after.profile.missions[0]).toMatchObject({ progress: 10, done: true });
    expect(after.profile.coins).toBe(50);
  });

  it('buys free spins with enough coins once per key, and the free spins grow', async () => {
    await setGamification({ coins: 150 });
    const before = await player.client.wallet.freeSpins.query();
    const key = actionKey();
    const bought = await player.client.gamification.buy.mutate({
      itemId: 'spins-10',
      idempotencyKey: key,
    });
    expect(bought).toMatchObject({ item: { id: 'spins-10', spins: 10 }, coins: 50 });
    const again = await player.client.gamification.buy.mutate({
      itemId: 'spins-10',
      idempotencyKey: key,
    });
    expect(again).toEqual(bought);
    const after = await player.client.wallet.freeSpins.query();
    expect(after.number).toBe(before.number + 10);
    expect((await player.client.gamification.state.query()).profile.coins).toBe(50);
  });

  it('buys bonus money with coins: the bonus balance grows', async () => {
    await setGamification({ coins: 150 });
    const before = await player.client.wallet.balance.query();
    await player.client.gamification.buy.mutate({ itemId: 'money-5', idempotencyKey: actionKey() });
    const after = await player.client.wallet.balance.query();
    expect(after.bonusCasino).toBeCloseTo(before.bonusCasino + 5, 2);
  });

  it('refuses a purchase with one coin too few, changing nothing', async () => {
    await setGamification({ coins: 99 });
    const before = await player.client.wallet.freeSpins.query();
    const error = await rejectionOf(
      player.client.gamification.buy.mutate({ itemId: 'spins-10', idempotencyKey: actionKey() }),
    );
    expect(error.data?.code).toBe('CONFLICT');
    expect(error.data?.domainCode).toBe('not_enough_coins');
    expect((await player.client.wallet.freeSpins.query()).number).toBe(before.number);
    expect((await player.client.gamification.state.query()).profile.coins).toBe(99);
  });

  it('refuses an unknown item', async () => {
    await setGamification({ coins: 1_000 });
    const error = await rejectionOf(
      player.client.gamification.buy.mutate({ itemId: 'spins-999', idempotencyKey: actionKey() }),
    );
    expect(error.data?.code).toBe('NOT_FOUND');
  });

  it('says a player who never deposited has not, and refuses their purchase', async () => {
    const browser = new Browser();
    const client = clientFor(url, browser);
    const email = 'gamification-new@demo.lumo.test';
    await client.auth.signUp.mutate({
      email,
      password: 'Coins#Set1',
      country: 'DEU',
      currency: 'EUR',
      consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
    });
    const state = await client.gamification.state.query();
    expect(state.hasDeposited).toBe(false);
    await qa(url, 'PUT', `/players/${encodeURIComponent(email)}/gamification`, { coins: 500 });
    const error = await rejectionOf(
      client.gamification.buy.mutate({ itemId: 'spins-10', idempotencyKey: actionKey() }),
    );
    expect(error.data?.code).toBe('FORBIDDEN');
    expect(error.data?.domainCode).toBe('first_deposit_needed');
    expect((await client.gamification.state.query()).profile.coins).toBe(500);
  });

  it('answers a guest UNAUTHORIZED', async () => {
    const error = await rejectionOf(guest(url).gamification.state.query());
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });
});
