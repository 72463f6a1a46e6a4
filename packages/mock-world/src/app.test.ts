import {
  GAME_CATEGORIES,
  WINNERS_KINDS,
  countryListSchema,
  gameSchema,
  gamesPageSchema,
  jackpotsListSchema,
  jackpotsSumSchema,
  loyaltyLevelsSchema,
  providerGameCountSchema,
  sportListSchema,
  tournamentSchema,
  winnersResponseSchema,
  bonusSchema,
} from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MockApp } from './app.js';
import { call, errorCode, testMockApp } from './testing.js';

let mock: MockApp;

beforeEach(() => {
  mock = testMockApp();
});
afterEach(async () => {
  await mock.app.close();
});

describe('public casino calls', () => {
  it('pages every category of the registry with the shared page schema', async () => {
    for (const category of Object.values(GAME_CATEGORIES)) {
      if (category.key === 'favorites') continue;
      const answer = await call(
        mock.app,
        'GET',
        `/casino/games?category=${category.param}&per_page=15`,
      );
      expect(answer.status, category.key).toBe(200);
      const page = gamesPageSchema.parse(answer.body);
      expect(page.items.length, category.key).toBeGreaterThan(0);
      expect(page.total).toBe(mock.context.world.catalog.byParam.get(category.param)?.length);
    }
  });

  it('walks a category to its end with the cursor', async () => {
    const seen = new Set<number>();
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const query: string = cursor === '' ? '' : `&cursor=${cursor}`;
      const page = gamesPageSchema.parse(
        (await call(mock.app, 'GET', `/casino/games?category=oktoberfest&per_page=25${query}`))
          .body,
      );
      for (const game of page.items) seen.add(game.id);
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(seen.size).toBe(mock.context.world.catalog.byParam.get('oktoberfest')?.length);
    expect(pages).toBe(Math.ceil(seen.size / 25));
  });

  it('filters by provider and answers games by id, in the order asked', async () => {
    const page = gamesPageSchema.parse(
      (await call(mock.app, 'GET', '/casino/games?provider=27&per_page=100')).body,
    );
    expect(page.items.every((game) => game.providerId === 27)).toBe(true);
    expect(page.items[0]?.requiredProfile).toBe('birth');
    const ids = [5000, 1001, 9000];
    const byIds = gamesPageSchema.parse(
      (await call(mock.app, 'GET', `/casino/games?ids=${ids.join(',')}`)).body,
    );
    expect(byIds.items.map((game) => game.id)).toEqual(ids);
  });

  it('filters by several providers at once', async () => {
    const page = gamesPageSchema.parse(
      (await call(mock.app, 'GET', '/casino/games?category=slots&provider=27,101&per_page=100'))
        .body,
    );
    const { catalog } = mock.context.world;
    const expected = (catalog.byParam.get('slots') ?? []).filter((game) =>
      [27, 101].includes(game.providerId),
    );
    expect(page.total).toBe(expected.length);
    expect(new Set(page.items.map((game) => game.providerId))).toEqual(new Set([27, 101]));
    expect(page.items.map((game) => game.id)).toEqual(
      expected.slice(0, 100).map((game) => game.id),
    );
  });

  it('sorts a list by popularity, by release and by name', async () => {
    const { catalog } = mock.context.world;
    const idsOf = async (sort: string) =>
      gamesPageSchema
        .parse(
          (await call(mock.app, 'GET', `/casino/games?category=megaways&sort=${sort}&per_page=100`))
            .body,
        )
        .items.map((game) => game.id);
    const megaways = catalog.byParam.get('megaways') ?? [];
    const record = (id: number) => catalog.byId.get(id);

    const popular = await idsOf('popular');
    expect(popular).toEqual(megaways.slice(0, 100).map((game) => game.id));
    const newest = (await idsOf('new')).map((id) => record(id)?.releaseDaysAgo ?? -1);
    expect(newest).toEqual([...newest].sort((a, b) => a - b));
    const names = (await idsOf('a-to-z')).map((id) => record(id)?.name ?? '');
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    // The new category's own order is newest first; popular reorders it.
    const ownNew = gamesPageSchema.parse(
      (await call(mock.app, 'GET', '/casino/games?category=new&per_page=5')).body,
    );
    expect(ownNew.items.map((game) => game.id)).toEqual(
      (catalog.byParam.get('new') ?? []).slice(0, 5).map((game) => game.id),
    );
  });

  it('counts the games of each provider of a category, whatever the filter', async () => {
    const { catalog } = mock.context.world;
    const counts = z
      .array(providerGameCountSchema)
      .parse((await call(mock.app, 'GET', '/casino/providers?category=live')).body);
    const live = catalog.byParam.get('live') ?? [];
    expect(counts.reduce((sum, provider) => sum + provider.gameCount, 0)).toBe(live.length);
    expect(counts.every((provider) => provider.gameCount > 0)).toBe(true);
    const names = counts.map((provider) => provider.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const [first] = counts;
    expect(first?.gameCount).toBe(live.filter((game) => game.providerId === first?.id).length);

    const all = z
      .array(providerGameCountSchema)
      .parse((await call(mock.app, 'GET', '/casino/providers')).body);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all.reduce((sum, provider) => sum + provider.gameCount, 0)).toBe(catalog.all.length);
    expect((await call(mock.app, 'GET', '/casino/providers?category=favorites')).status).toBe(401);
  });

  it('answers a game, a search and the providers', async () => {
    const game = gameSchema.parse((await call(mock.app, 'GET', '/casino/games/1001')).body);
    expect(game.image).toMatch(
      /^http:\/\/localhost(:\d+)?\/art\/games\/1001\/desktop\.svg\?v=[\w-]{12}$/,
    );
    expect((await call(mock.app, 'GET', '/casino/games/999999')).status).toBe(404);
    const needle = game.name.split(' ')[0] ?? game.name;
    const found = z
      .array(gameSchema)
      .parse(
        (
          await call(
            mock.app,
            'GET',
            `/casino/games/search?q=${encodeURIComponent(needle)}&limit=5`,
          )
        ).body,
      );
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(
      found.every((entry) =>
        `${entry.name} ${entry.providerName}`.toLowerCase().includes(needle.toLowerCase()),
      ),
    ).toBe(true);
  });

  it('answers winners, countries, tournaments, loyalty levels and promotions', async () => {
    for (const kind of WINNERS_KINDS) {
      expect(
        winnersResponseSchema.parse(
          (await call(mock.app, 'GET', `/casino/winners?kind=${kind}`)).body,
        ).kind,
      ).toBe(kind);
    }
    countryListSchema.parse((await call(mock.app, 'GET', '/casino/countries')).body);
    const tournaments = z
      .array(tournamentSchema)
      .parse((await call(mock.app, 'GET', '/casino/tournaments?filter=all')).body);
    expect(tournaments.length).toBeGreaterThan(0);
    const first = tournaments[0];
    if (first !== undefined) {
      const path =
        first.kind === 'local'
          ? `/casino/tournaments/local/${first.id}`
          : `/casino/tournaments/network/${first.code}`;
      expect(tournamentSchema.parse((await call(mock.app, 'GET', path)).body).id).toBe(first.id);
    }
    expect(
      loyaltyLevelsSchema.parse(
        (await call(mock.app, 'GET', '/casino/loyalty/levels?lang=de')).body,
      ).levels[0]?.title,
    ).toBe('Neuling');
    const promotions = z
      .array(bonusSchema)
      .parse((await call(mock.app, 'GET', '/casino/promotions?lang=pt&currency=RON')).body);
    expect(promotions.every((bonus) => bonus.currency === 'RON')).toBe(true);
  });

  it('answers the guest daily bonus with 204 and refuses mini-games to guests', async () => {
    const daily = await call(mock.app, 'GET', '/casino/daily-bonus');
    expect(daily.status).toBe(204);
    expect(daily.text).toBe('');
    const wheel = await call(mock.app, 'GET', '/casino/mini-games/wheel/availability');
    expect(wheel.status).toBe(401);
    expect(errorCode(wheel.body)).toBe('unauthorized');
  });
});

describe('sport, CMS and jackpot calls', () => {
  it('answer with the shared schemas', async () => {
    expect(
      sportListSchema.parse((await call(mock.app, 'GET', '/sport/sports')).body).length,
    ).toBeGreaterThan(0);
    const jackpots = jackpotsListSchema.parse(
      (await call(mock.app, 'GET', '/jackpot/jackpots?currency=GBP')).body,
    );
    expect(jackpots.map((jackpot) => jackpot.tier)).toEqual(['gold', 'silver', 'bronze']);
    const sum = jackpotsSumSchema.parse(
      (await call(mock.app, 'GET', '/jackpot/jackpots/sum?currency=GBP')).body,
    );
    expect(sum.jackpotsFund).toBeCloseTo(
      jackpots.reduce((total, jackpot) => total + jackpot.amount, 0),
      1,
    );
    const carousel = await call(mock.app, 'GET', '/cms/carousels/jackpots_cms');
    expect(
      z
        .object({ key: z.literal('jackpots_cms'), gameIds: z.array(z.number()).min(1) })
        .parse(carousel.body),
    ).toBeTruthy();
    expect((await call(mock.app, 'GET', '/cms/carousels/nope')).status).toBe(404);
  });
});

describe('the contract at its edges', () => {
  it('refuses bad input with 400 and the error body, changing nothing', async () => {
    for (const url of [
      '/casino/games?category=no-such-category',
      '/casino/games?per_page=0',
      '/casino/games?per_page=101',
      '/casino/games?cursor=not-a-cursor',
      '/casino/games/abc',
      '/casino/winners?kind=weekly2',
      '/jackpot/jackpots?currency=ZZZ',
      '/cms/pages/seo?path=no-slash&lang=en',
      '/cms/faq?lang=fr',
      '/casino/games/search?q=',
      '/casino/games?provider=0',
      '/casino/games?provider=1,,2',
      `/casino/games?provider=${Array.from({ length: 51 }, (_, index) => index + 1).join(',')}`,
      '/casino/games?sort=z-to-a',
      '/casino/providers?category=nothing',
    ]) {
      const answer = await call(mock.app, 'GET', url);
      expect(answer.status, url).toBe(400);
      expect(errorCode(answer.body), url).toBe('invalid_request');
    }
    const badJson = await call(mock.app, 'POST', '/casino/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect(errorCode(badJson.body)).toBe('invalid_request');
  });

  it('answers unknown routes with 404 not_found', async () => {
    const answer = await call(mock.app, 'GET', '/casino/nothing-here');
    expect(answer.status).toBe(404);
    expect(errorCode(answer.body)).toBe('not_found');
  });

  it('echoes x-request-id', async () => {
    const answer = await call(mock.app, 'GET', '/sport/sports', {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(answer.headers['x-request-id']).toBe('abc-123');
  });

  it('serves game art as cacheable SVG, immutable under its version', async () => {
    const { artVersion } = mock.context;
    const art = await call(mock.app, 'GET', `/art/games/1001/mobile.svg?v=${artVersion}`);
    expect(art.status).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(art.text.startsWith('<svg')).toBe(true);
    const unversioned = await call(mock.app, 'GET', '/art/games/1001/mobile.svg');
    expect(unversioned.text).toBe(art.text);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=86400');
    expect((await call(mock.app, 'GET', '/art/games/1001/mobile.svg?v=other')).status).toBe(404);
    expect((await call(mock.app, 'GET', '/art/games/1001/tablet.svg')).status).toBe(400);
    expect((await call(mock.app, 'GET', '/art/licence.svg')).status).toBe(200);
    expect((await call(mock.app, 'GET', '/art/bonuses/5.svg')).status).toBe(200);
  });

  it('points answer URLs at a configured public URL', async () => {
    const proxied = testMockApp({ publicUrl: 'https://casino.example/mock/' });
    try {
      const game = gameSchema.parse((await call(proxied.app, 'GET', '/casino/games/1001')).body);
      expect(game.image).toBe(
        `https://casino.example/mock/art/games/1001/desktop.svg?v=${proxied.context.artVersion}`,
      );
      expect(game.geo_link ?? '').toMatch(/^https:\/\/casino\.example\/mock\/pages\/game\/1001$/);
    } finally {
      await proxied.app.close();
    }
  });
});
