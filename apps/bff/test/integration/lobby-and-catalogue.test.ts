// The data procedures end to end (lobby, bootstrap, games, CMS): a real tRPC client against a
// listening BFF over an in-process mock world, with the cache in memory and in a real Redis.
import { WINNERS_KINDS } from '@casino/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { HOT_ANSWER_TTL_MS } from '../../src/plugins/app/hot-queries.js';
import { type RunningServer } from '../../src/server.js';
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
      now += HOT_ANSWER_TTL_MS + 1;
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
