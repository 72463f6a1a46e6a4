// The data procedures end to end (lobby, bootstrap, games, CMS): a real tRPC client against a
// listening BFF over an in-process mock world, with the cache in memory and in a real Redis.
import { WINNERS_KINDS } from '@casino/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_ANSWER_TTL_MS } from '../../src/trpc/http-handler.js';
import type { RunningServer } from '../../src/server.js';
import {
  CACHE_MODES,
  clientsOf,
  forgetTestKeys,
  qa,
  rejectionOf,
  startTestBff,
  upstreamCalls,
} from '../support/bff.js';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await forgetTestKeys();
});

/** What one cold main lobby costs upstream: one call per part. */
const LOBBY_UPSTREAM_CALLS = {
  'GET /cms/pages/seo': 1,
  'GET /jackpot/jackpots/sum': 1,
  // top, live, new and instant_games by category, and the CMS carousel's games by id.
  'GET /casino/games': 5,
  'GET /cms/carousels/:key': 1,
  'GET /casino/winners': WINNERS_KINDS.length,
};

describe.each(CACHE_MODES)('with the cache in $mode', ({ env }) => {
  describe('the main lobby', () => {
    it('answers every part in one call', async () => {
      const { client } = await startTestBff(running, env());
      const lobby = await client.lobby.main.query({ lang: 'en' });

      expect(lobby.missing).toEqual([]);
      expect(lobby.stale).toEqual([]);
      expect(lobby.seo?.title).toContain('Lumo Casino');
      expect(lobby.jackpotTotal?.currency).toBe('EUR');
      expect(lobby.jackpotTotal?.jackpotsFund).toBeGreaterThan(0);
      expect(lobby.carousels.map((carousel) => carousel.key)).toEqual([
        'top',
        'live',
        'new',
        'instant_games',
        'jackpots_cms',
      ]);
      for (const carousel of lobby.carousels) {
        expect(carousel.items).toHaveLength(15);
      }
      expect(lobby.winners.hidden).toBe(false);
      expect(Object.keys(lobby.winners.lists).sort()).toEqual([...WINNERS_KINDS].sort());
      expect(lobby.winners.lists.top3).toHaveLength(3);
      expect(lobby.winners.lists.top10).toHaveLength(10);
    });

    it('costs one upstream call per part for 200 concurrent cold calls', async () => {
      const { url, unbatched } = await startTestBff(running, env());
      await qa(url, 'POST', '/reset');

      const lobbies = await Promise.all(
        Array.from({ length: 200 }, () => unbatched.lobby.main.query({ lang: 'de' })),
      );

      expect(new Set(lobbies.map((lobby) => JSON.stringify(lobby))).size).toBe(1);
      expect(await upstreamCalls(url)).toEqual(LOBBY_UPSTREAM_CALLS);
    });

    it('serves the last jackpot total, flagged stale, while the jackpot upstream fails', async () => {
      let now = Date.parse('2025-03-12T12:00:00Z');
      const { url, client } = await startTestBff(running, env(), { cacheNow: () => now });
      const before = await client.lobby.main.query({ lang: 'en' });
      expect(before.jackpotTotal).not.toBeNull();

      // Past the fresh and revalidation windows: the next call must ask the upstream again.
      now += 45_000;
      await qa(url, 'PUT', '/upstreams/jackpot', { errorRate: 1 });
      const during = await client.lobby.main.query({ lang: 'en' });

      expect(during.jackpotTotal).toEqual(before.jackpotTotal);
      expect(during.stale).toEqual(['jackpotTotal']);
      expect(during.missing).toEqual([]);
      expect(during.carousels).toHaveLength(5);

      // Once the shared answer has aged out, a working upstream clears the flag.
      await qa(url, 'PUT', '/upstreams/jackpot', { errorRate: 0 });
      now += SHARED_ANSWER_TTL_MS + 1;
      const after = await client.lobby.main.query({ lang: 'en' });
      expect(after.stale).toEqual([]);
    });

    it('leaves out a part that fails with nothing to fall back on, and serves the rest', async () => {
      const { url, client } = await startTestBff(running, env());
      await qa(url, 'PUT', '/upstreams/jackpot', { errorRate: 1 });
      await qa(url, 'PUT', '/upstreams/cms', { errorRate: 1 });

      const lobby = await client.lobby.main.query({ lang: 'en' });

      expect(lobby.jackpotTotal).toBeNull();
      expect(lobby.seo).toBeNull();
      expect(lobby.missing).toEqual(['carousel:jackpots_cms', 'jackpotTotal', 'seo']);
      expect(lobby.carousels.map((carousel) => carousel.key)).toEqual([
        'top',
        'live',
        'new',
        'instant_games',
      ]);
    });

    it('hides the winners from UK visitors without asking for them', async () => {
      const { url } = await startTestBff(running, env());
      await qa(url, 'POST', '/reset');
      const { client } = clientsOf(url, { 'x-country-code': 'GB' });

      const lobby = await client.lobby.main.query({ lang: 'en', currency: 'GBP' });

      expect(lobby.winners).toEqual({ hidden: true, lists: {} });
      expect(lobby.jackpotTotal?.currency).toBe('GBP');
      expect(await upstreamCalls(url)).not.toHaveProperty(['GET /casino/winners']);
    });

    it("shows a guest's jackpot total in the language's currency by default", async () => {
      const { client } = await startTestBff(running, env());
      const lobby = await client.lobby.main.query({ lang: 'ro' });
      expect(lobby.jackpotTotal?.currency).toBe('RON');
    });
  });

  describe('games', () => {
    it('pages a category 15 at a time with a cursor', async () => {
      const { client } = await startTestBff(running, env());
      const first = await client.games.byCategory.query({ category: 'slots' });
      expect(first.items).toHaveLength(15);
      expect(first.nextCursor).not.toBeNull();
      expect(first.total).toBeGreaterThan(2000);

      const second = await client.games.byCategory.query({
        category: 'slots',
        cursor: first.nextCursor,
      });
      expect(second.items).toHaveLength(15);
      const firstIds = new Set(first.items.map((game) => game.id));
      expect(second.items.some((game) => firstIds.has(game.id))).toBe(false);
    });

    it('filters a category by providers and sorts it, with the category’s provider counts', async () => {
      const { client } = await startTestBff(running, env());
      const live = await client.games.byCategory.query({ category: 'live' });
      expect(live.providers.reduce((sum, provider) => sum + provider.gameCount, 0)).toBe(
        live.total,
      );
      const [first, second] = [...live.providers].sort((a, b) => b.gameCount - a.gameCount);
      if (first === undefined || second === undefined) throw new Error('live has few providers');
      const wanted = new Set([first.id, second.id]);
      const filter = {
        category: 'live' as const,
        providers: [second.id, first.id],
        sort: 'a-to-z' as const,
      };

      const page = await client.games.byCategory.query(filter);
      expect(page.total).toBe(first.gameCount + second.gameCount);
      expect(page.items).toHaveLength(15);
      expect(page.items.every((game) => wanted.has(game.providerId))).toBe(true);
      // The counts are the category's, whatever the filter.
      expect(page.providers).toEqual(live.providers);
      const next = await client.games.byCategory.query({ ...filter, cursor: page.nextCursor });
      const names = [...page.items, ...next.items].map((game) => game.name);
      expect(names).toEqual(
        [...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare),
      );
      expect(next.items.every((game) => wanted.has(game.providerId))).toBe(true);
    });

    it('asks the upstream once for one filter, however its providers are listed', async () => {
      const { url, client } = await startTestBff(running, env());
      await qa(url, 'POST', '/reset');
      await client.games.byCategory.query({ category: 'slots', providers: [27, 101, 27] });
      await client.games.byCategory.query({ category: 'slots', providers: [101, 27] });
      const calls = await upstreamCalls(url);
      expect(calls['GET /casino/games']).toBe(1);
      expect(calls['GET /casino/providers']).toBe(1);
    });

    it('lists one provider’s games across the catalogue, and not an unknown provider', async () => {
      const { client } = await startTestBff(running, env());
      const [provider] = (await client.games.byCategory.query({ category: 'live' })).providers;
      if (provider === undefined) throw new Error('no live providers');
      const page = await client.games.byProvider.query({ providerId: provider.id, sort: 'new' });
      expect(page.provider).toMatchObject({ id: provider.id, name: provider.name });
      expect(page.total).toBe(page.provider.gameCount);
      expect(page.total).toBeGreaterThanOrEqual(provider.gameCount);
      expect(page.items.every((game) => game.providerId === provider.id)).toBe(true);

      const unknown = await rejectionOf(client.games.byProvider.query({ providerId: 999_999 }));
      expect(unknown.data).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.noGamesFound' });
    });

    it('finds providers by name in the search, with their game counts', async () => {
      const { client } = await startTestBff(running, env());
      const [provider] = (await client.games.byCategory.query({ category: 'slots' })).providers;
      if (provider === undefined) throw new Error('no slot providers');
      const found = await client.games.search.query({ q: ` ${provider.name.toUpperCase()} ` });
      expect(found.providers[0]).toMatchObject({ id: provider.id, name: provider.name });
      expect(found.providers[0]?.gameCount).toBeGreaterThanOrEqual(provider.gameCount);
      expect(found.items.length).toBeGreaterThan(0);
      expect(found.items.some((game) => game.providerId === provider.id)).toBe(true);

      const none = await client.games.search.query({ q: 'zzqqxx' });
      expect(none).toEqual({ items: [], providers: [], stale: false });
    });

    it('refuses a bad filter with BAD_REQUEST, asking nothing of the upstream', async () => {
      const { url, client } = await startTestBff(running, env());
      await qa(url, 'POST', '/reset');
      const tooMany = Array.from({ length: 51 }, (_, index) => index + 1);
      for (const input of [
        { category: 'slots', providers: [0] },
        { category: 'slots', providers: tooMany },
        { category: 'slots', sort: 'z-to-a' },
      ]) {
        const refused = await rejectionOf(
          client.games.byCategory.query(
            input as Parameters<typeof client.games.byCategory.query>[0],
          ),
        );
        expect(refused.data?.code, JSON.stringify(input)).toBe('BAD_REQUEST');
      }
      const noProvider = await rejectionOf(client.games.byProvider.query({ providerId: -1 }));
      expect(noProvider.data?.code).toBe('BAD_REQUEST');
      expect(await upstreamCalls(url)).toEqual({});
    });

    it('points game art and game links at its own origin', async () => {
      const { client } = await startTestBff(running, env());
      const [game] = (await client.games.byCategory.query({ category: 'top' })).items;
      expect(game?.image).toMatch(/^\/media\/art\/games\/\d+\/desktop\.svg\?v=[\w-]+$/);
      expect(game?.imagine.files.mobile).toMatch(/^\/media\/art\/games\/\d+\/mobile\.svg\?v=/);
      expect(game?.geo_link).toBe(`/media/pages/game/${String(game?.id)}`);
    });

    it('keeps favourites for players', async () => {
      const { client } = await startTestBff(running, env());
      const refused = await rejectionOf(client.games.byCategory.query({ category: 'favorites' }));
      expect(refused.data?.code).toBe('UNAUTHORIZED');
    });

    it('refuses a cursor that is not one', async () => {
      const { client } = await startTestBff(running, env());
      const refused = await rejectionOf(
        client.games.byCategory.query({ category: 'slots', cursor: 'a b/../c' }),
      );
      expect(refused.data?.code).toBe('BAD_REQUEST');
    });

    it('finds games by name and reads one game', async () => {
      const { client } = await startTestBff(running, env());
      const found = await client.games.search.query({ q: '  BOOK ' });
      expect(found.items.length).toBeGreaterThan(0);
      expect(found.items[0]?.name.toLowerCase()).toContain('book');

      const gameId = found.items[0]?.id ?? 0;
      const one = await client.games.byId.query({ gameId });
      expect(one.game.id).toBe(gameId);

      const missing = await rejectionOf(client.games.byId.query({ gameId: 99_999_999 }));
      expect(missing.data?.code).toBe('NOT_FOUND');
      expect(missing.data?.messageKey).toBe('errors.noGamesFound');
    });
  });

  describe('CMS reads', () => {
    it('answers the footer, an info page, the FAQ and SEO in the asked language', async () => {
      const { client } = await startTestBff(running, env());
      const [footer, page, faq, seo] = await Promise.all([
        client.content.footer.query({ lang: 'de' }),
        client.content.infoPage.query({ lang: 'de', code: 'terms-and-conditions' }),
        client.content.faq.query({ lang: 'pt' }),
        client.content.seo.query({ lang: 'en', path: '/games/slots/?utm=1' }),
      ]);
      expect(footer.groups.length).toBeGreaterThan(0);
      expect(footer.licence.text.length).toBeGreaterThan(0);
      expect(page.page.code).toBe('terms-and-conditions');
      expect(faq.items.length).toBeGreaterThan(0);
      expect(seo.seo.canonicalPath).toBe('/games/slots');

      const unknown = await rejectionOf(
        client.content.infoPage.query({ lang: 'en', code: 'no-such-page' }),
      );
      expect(unknown.data?.code).toBe('NOT_FOUND');

      // Found by fuzzing: a path with a space was the CMS's 400, answered as a 500.
      const spaced = await rejectionOf(client.content.seo.query({ lang: 'pt', path: '/ dh' }));
      expect(spaced.data?.code).toBe('BAD_REQUEST');
    });
  });
});

describe('bootstrap', () => {
  it('reads the country header in either form and suggests its language', async () => {
    const { url } = await startTestBff(running);
    const { client } = clientsOf(url, { 'x-country-code': 'de', 'accept-language': 'en-US' });
    const boot = await client.bootstrap.get.query();
    expect(boot.country).toEqual({ alpha3: 'DEU', alpha2: 'DE', source: 'header' });
    expect(boot.blocked).toBe(false);
    expect(boot.language).toEqual({
      suggested: 'de',
      source: 'country',
      menu: ['en', 'de', 'pt', 'ro'],
    });
    expect(boot.currency).toEqual({ code: 'EUR', forced: false });
    expect(boot.player).toBeNull();
    expect(boot.flags.mockMode).toBe(true);
  });

  it('gives UK visitors the reduced menu and forced EUR unless they came by referral', async () => {
    const { url } = await startTestBff(running);
    const { client } = clientsOf(url, { 'x-country-code': 'GBR', 'accept-language': 'en-GB' });
    const organic = await client.bootstrap.get.query();
    expect(organic.isUk).toBe(true);
    expect(organic.language.menu).toEqual(['en', 'gb']);
    expect(organic.language.suggested).toBe('gb');
    expect(organic.currency).toEqual({ code: 'EUR', forced: true });
    expect(organic.flags.winnersHidden).toBe(true);
    expect(organic.flags.dropsAndWinsHidden).toBe(true);

    const referred = await client.bootstrap.get.query({ hasReferral: true });
    expect(referred.currency).toEqual({ code: 'GBP', forced: false });
  });

  it('prefers the path language, then the stored one, over the country', async () => {
    const { url } = await startTestBff(running);
    const { client } = clientsOf(url, { 'x-country-code': 'DE' });
    const byPath = await client.bootstrap.get.query({ pathLanguage: 'pt', storedLanguage: 'ro' });
    expect(byPath.language).toMatchObject({ suggested: 'pt', source: 'path' });
    const byStore = await client.bootstrap.get.query({ storedLanguage: 'ro' });
    expect(byStore.language).toMatchObject({ suggested: 'ro', source: 'stored' });
    expect(byStore.currency.code).toBe('RON');
  });

  it('blocks a configured country given as alpha-2 or alpha-3', async () => {
    const { url } = await startTestBff(running, { BLOCKED_COUNTRIES: 'US,FRA' });
    for (const header of ['US', 'USA', 'fr', 'FRA']) {
      const { client } = clientsOf(url, { 'x-country-code': header });
      expect((await client.bootstrap.get.query()).blocked).toBe(true);
    }
    const { client } = clientsOf(url, { 'x-country-code': 'DE' });
    expect((await client.bootstrap.get.query()).blocked).toBe(false);
  });

  it("follows QA's country, blocked list and clock in mock mode", async () => {
    const { url, client } = await startTestBff(running);
    await qa(url, 'PUT', '/geo', { country: 'PRT', blockedCountries: ['PRT'] });
    await qa(url, 'PUT', '/clock', { offsetMs: 86_400_000 });

    const boot = await client.bootstrap.get.query();

    expect(boot.country).toEqual({ alpha3: 'PRT', alpha2: 'PT', source: 'qa' });
    expect(boot.blocked).toBe(true);
    expect(boot.clock.offsetMs).toBe(86_400_000);
    expect(Date.parse(boot.clock.serverTime) - Date.now()).toBeGreaterThan(86_000_000);
  });

  it('ignores a stored language that is not one', async () => {
    const { url } = await startTestBff(running);
    const { client } = clientsOf(url, { 'x-country-code': 'RO' });
    const boot = await client.bootstrap.get.query({ storedLanguage: 'xx' as 'en' });
    expect(boot.language).toMatchObject({ suggested: 'ro', source: 'country' });
  });
});
