// games.recentlyPlayed end to end: real-money launches through a listening BFF recorded per
// player, with the lists in memory and in a real Redis shared by two BFF instances.
import { BIRTHDAY_REQUIRED_PROVIDER_IDS, RECENTLY_PLAYED_LIMIT } from '@casino/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockWorld } from '@casino/mock-world';
import type { RunningServer } from '../../src/server.js';
import { CACHE_MODES, forgetTestKeys, rejectionOf, startTestBff } from '../support/bff.js';
import {
  TEST_RATE_LIMITS,
  guest,
  setPlayerState,
  signIn,
  type PlayerClient,
} from '../support/players.js';

// The BFF's mock world is generated from the same default seed: the test reads it to pick games.
const world = createMockWorld();

/** Games any demo player may launch from anywhere, needing nothing of the profile. */
const launchable = world.catalog.all
  .filter((game) => {
    const provider = world.catalog.providerById.get(game.providerId);
    return (
      !game.restricted &&
      game.hasDemo &&
      provider?.restrictedCountries.length === 0 &&
      provider.requiredProfile === 'none' &&
      !(BIRTHDAY_REQUIRED_PROVIDER_IDS as readonly number[]).includes(game.providerId)
    );
  })
  .slice(0, RECENTLY_PLAYED_LIMIT + 1)
  .map((game) => game.id);
if (launchable.length <= RECENTLY_PLAYED_LIMIT) throw new Error('the world has too few games');

function gameAt(index: number): number {
  const gameId = launchable[index];
  if (gameId === undefined) throw new Error(`no launchable game ${String(index)}`);
  return gameId;
}

async function play(client: PlayerClient, gameId: number, mode: 'real' | 'demo' = 'real') {
  await client.games.launch.mutate({ gameId, mode });
}

async function recentIds(client: PlayerClient): Promise<number[]> {
  return (await client.games.recentlyPlayed.query()).items.map((game) => game.id);
}

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await forgetTestKeys();
});

describe.each(CACHE_MODES)('with the lists in $mode', ({ env }) => {
  it('lists real-money launches only, most recent first, a relaunch moved to the front', async () => {
    const { url } = await startTestBff(running, { ...TEST_RATE_LIMITS, ...env() });
    const { client } = await signIn(url, 'plain');
    expect(await client.games.recentlyPlayed.query()).toEqual({ items: [], stale: false });

    await play(client, gameAt(0));
    await play(client, gameAt(1));
    await play(client, gameAt(2), 'demo');
    expect(await recentIds(client)).toEqual([gameAt(1), gameAt(0)]);

    await play(client, gameAt(0));
    const { items } = await client.games.recentlyPlayed.query();
    expect(items.map((game) => game.id)).toEqual([gameAt(0), gameAt(1)]);
    // Whole games, as the tiles show them.
    expect(items[0]?.image).toMatch(/^\/media\/art\/games\//);
  });

  it('keeps the last 12', async () => {
    const { url } = await startTestBff(running, { ...TEST_RATE_LIMITS, ...env() });
    const { client } = await signIn(url, 'vip');
    for (let index = 0; index <= RECENTLY_PLAYED_LIMIT; index += 1)
      await play(client, gameAt(index));
    const ids = await recentIds(client);
    expect(ids).toHaveLength(RECENTLY_PLAYED_LIMIT);
    expect(ids[0]).toBe(gameAt(RECENTLY_PLAYED_LIMIT));
    expect(ids).not.toContain(gameAt(0));
  });

  it('keeps each player’s own list, and records no refused launch', async () => {
    const { url } = await startTestBff(running, { ...TEST_RATE_LIMITS, ...env() });
    const plain = await signIn(url, 'plain');
    const vip = await signIn(url, 'vip');
    await play(plain.client, gameAt(3));
    await play(vip.client, gameAt(4));
    expect(await recentIds(plain.client)).toEqual([gameAt(3)]);
    expect(await recentIds(vip.client)).toEqual([gameAt(4)]);

    await setPlayerState(url, 'plain', { balances: { main: 0 } });
    const refused = await rejectionOf(play(plain.client, gameAt(5)));
    expect(refused.data?.domainCode).toBe('insufficient_balance');
    expect(await recentIds(plain.client)).toEqual([gameAt(3)]);
  });

  it('is for signed-in players only, and never part of the shared main lobby', async () => {
    const { url } = await startTestBff(running, { ...TEST_RATE_LIMITS, ...env() });
    const refused = await rejectionOf(guest(url).games.recentlyPlayed.query());
    expect(refused.data).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' });

    const { client } = await signIn(url, 'plain');
    await play(client, gameAt(0));
    const forPlayer = await client.lobby.main.query({ lang: 'en' });
    const forGuest = await guest(url).lobby.main.query({ lang: 'en', currency: 'EUR' });
    expect(forPlayer).toEqual(forGuest);
  });
});

describe('on one Redis', () => {
  it('follows the player from one BFF instance to another', async () => {
    const shared = { ...TEST_RATE_LIMITS, ...CACHE_MODES[1].env() };
    const first = await startTestBff(running, shared);
    // Instances of one product share one mock world, as they share the casino.
    const world = first.server.app.mockWorld?.url ?? '';
    const second = await startTestBff(running, { ...shared, MOCK_UPSTREAMS_URL: world });
    const there = await signIn(first.url, 'plain');
    await play(there.client, gameAt(6));

    const here = await signIn(second.url, 'plain');
    expect(await recentIds(here.client)).toEqual([gameAt(6)]);

    // Another deployment's prefix is another store.
    const elsewhere = await startTestBff(running, { ...TEST_RATE_LIMITS, ...CACHE_MODES[1].env() });
    expect(await recentIds((await signIn(elsewhere.url, 'plain')).client)).toEqual([]);
  });
});
