import { GAMES_PAGE_SIZE, type Game, WINNERS_KINDS } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { createCasinoClient, type CasinoClient } from '../casino-client.js';
import { mockMediaUrls } from '../media-urls.js';
import { domainErrorOf, useCasinoWorld } from '../../../test/support/casino-client.js';
import type { MockWorld } from '../../../test/support/upstreams.js';

let world: MockWorld;
let casino: CasinoClient;
/** The bonus player's upstream token. */
let token: string;

/** A page of slots and one of live games: between them, every launch case of the seed. */
async function launchCases(): Promise<Game[]> {
  const slots = await casino.games({ category: 'slots', perPage: 100 });
  const live = await casino.games({ category: 'live', perPage: 100 });
  return [...slots.items, ...live.items];
}

useCasinoWorld((started) => {
  ({ world, casino, token } = started);
});

describe('games', () => {
  it('pages a category with the cursor', async () => {
    const first = await casino.games({ category: 'slots' });
    expect(first.items).toHaveLength(GAMES_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await casino.games({ category: 'slots', cursor: first.nextCursor });
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(second.total).toBe(first.total);
  });

  it('answers games by id in the order asked, and an empty list without a call', async () => {
    const ids = (await casino.games({ category: 'top', perPage: 3 })).items.map((game) => game.id);
    const reversed = [...ids].reverse();
    const page = await casino.games({ ids: reversed, perPage: 3 });
    expect(page.items.map((game) => game.id)).toEqual(reversed);
    const calls = world.mock.qa.counters().total;
    expect(await casino.games({ ids: [] })).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(world.mock.qa.counters().total).toBe(calls);
  });

  it('filters by provider, searches, and reads one game', async () => {
    const [provider] = await casino.providers();
    if (provider === undefined) throw new Error('no providers');
    const byProvider = await casino.games({ providers: [provider.id], perPage: 5 });
    expect(byProvider.total).toBe(provider.gameCount);
    expect(byProvider.items.every((game) => game.providerId === provider.id)).toBe(true);
    const [game] = byProvider.items;
    if (game === undefined) throw new Error('a provider without games');
    expect(await casino.game(game.id)).toEqual(game);
    const found = await casino.searchGames(game.name, 5);
    expect(found.map((entry) => entry.id)).toContain(game.id);
    expect(await domainErrorOf(casino.game(99_999_999))).toMatchObject({
      code: 'game_not_found',
      messageKey: 'errors.noGamesFound',
    });
  });

  it('launches a game; refuses a guest real play, a missing demo and a restricted game', async () => {
    const games = await launchCases();
    const playable = games.find((game) => game.hasDemo && (game.geo_link ?? '') !== '');
    const noDemo = games.find((game) => !game.hasDemo && (game.geo_link ?? '') !== '');
    const restricted = games.find((game) => (game.geo_link ?? '') === '');
    if (playable === undefined || noDemo === undefined || restricted === undefined) {
      throw new Error('the seeded games lack a case');
    }
    const launch = await casino.gameLaunch(token, playable.id, { mode: 'real', lang: 'en' });
    expect(launch).toMatchObject({ gameId: playable.id, mode: 'real' });
    expect(new URL(launch.url).searchParams.get('launch')).toMatch(/^[\w-]{32}$/);
    const again = await casino.gameLaunch(token, playable.id, { mode: 'real', lang: 'en' });
    expect(again.url).not.toBe(launch.url);
    expect((await casino.gameLaunch(null, playable.id, { mode: 'demo' })).mode).toBe('demo');
    expect(await domainErrorOf(casino.gameLaunch(null, playable.id))).toMatchObject({
      status: 'UNAUTHORIZED',
    });
    expect(await domainErrorOf(casino.gameLaunch(null, noDemo.id, { mode: 'demo' }))).toMatchObject(
      { code: 'invalid_state', status: 'CONFLICT' },
    );
    expect(await domainErrorOf(casino.gameLaunch(token, restricted.id))).toMatchObject({
      code: 'game_restricted',
      status: 'FORBIDDEN',
      messageKey: 'errors.accessDenied',
    });
  });

  it('filters a category by several providers and sorts it; counts its providers', async () => {
    const counts = await casino.providers('slots');
    const [first, second] = [...counts].sort((a, b) => b.gameCount - a.gameCount);
    if (first === undefined || second === undefined) throw new Error('slots have few providers');
    const page = await casino.games({
      category: 'slots',
      providers: [first.id, second.id],
      sort: 'a-to-z',
      perPage: 50,
    });
    expect(page.total).toBe(first.gameCount + second.gameCount);
    expect(page.items.every((game) => [first.id, second.id].includes(game.providerId))).toBe(true);
    const names = page.items.map((game) => game.name);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare),
    );
    // An empty filter is no filter.
    expect((await casino.games({ category: 'slots', providers: [] })).total).toBe(
      counts.reduce((sum, provider) => sum + provider.gameCount, 0),
    );
  });

  it('serves art and launch URLs from the BFF’s origin when told to, and only the mock’s', async () => {
    const served = createCasinoClient(world.http.casino, {
      mediaUrls: mockMediaUrls(world.mock.url),
    });
    const [game] = (await served.games({ category: 'slots', perPage: 1 })).items;
    if (game === undefined) throw new Error('no slots');
    expect(game.image).toMatch(/^\/media\/art\/games\/\d+\/desktop\.svg\?v=[\w-]+$/);
    expect(game.imagine.files.mobile).toMatch(/^\/media\/art\/games\/\d+\/mobile\.svg\?v=/);
    expect(game.geo_link).toBe(`/media/pages/game/${game.id}`);
    expect(await served.game(game.id)).toEqual(game);
    expect((await served.searchGames(game.name, 1))[0]?.image).toBe(game.image);
    const launch = await served.gameLaunch(token, game.id, { mode: 'real' });
    expect(launch.url).toMatch(new RegExp(`^/media/pages/game/${game.id}\\?launch=[\\w-]{32}$`));
  });

  it('reads every winners list', async () => {
    for (const kind of WINNERS_KINDS) {
      const answer = await casino.winners(kind);
      expect(answer.kind).toBe(kind);
      expect(answer.items.length).toBeGreaterThan(0);
    }
  });
});
