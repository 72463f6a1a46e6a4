import {
  BIRTHDAY_REQUIRED_PROVIDER_IDS,
  BONUS_TYPES,
  COUNT_LABELS,
  GAME_BADGE_CATEGORY_IDS,
  GAME_CATEGORIES,
  REQUIRED_PROFILES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  countryListSchema,
  gameProviderSchema,
  gameSchema,
  sportListSchema,
} from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.js';
import { toGame, toProvider } from './games.js';
import { DEFAULT_MOCK_SEED, canonicalJson } from './seeded.js';
import { SPORTS } from './sports.js';
import { createMockWorld, worldDigest } from './world.js';

const world = createMockWorld(DEFAULT_MOCK_SEED);

function near(actual: number, label: number, tolerance = 0.05): boolean {
  return Math.abs(actual - label) <= label * tolerance;
}

describe('the generated world', () => {
  it('is the same for the same seed and different for another (sha256 of canonical JSON)', () => {
    const first = worldDigest(createMockWorld(7));
    const again = worldDigest(createMockWorld(7));
    const other = worldDigest(createMockWorld(8));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('builds a world without generating it, and generates each part once', () => {
    const lazy = createMockWorld(99);
    expect(lazy.seed).toBe(99);
    expect(lazy.catalog).toBe(lazy.catalog);
  });

  it('writes JSON canonically: key order does not matter', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(
      canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }),
    );
  });
});

describe('games and providers', () => {
  const { catalog } = world;

  it('has at least 8,600 games from at least 60 providers, including 27 and 101', () => {
    expect(catalog.all.length).toBeGreaterThanOrEqual(8_600);
    expect(catalog.providers.length).toBeGreaterThanOrEqual(60);
    const ids = catalog.providers.map((provider) => provider.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of BIRTHDAY_REQUIRED_PROVIDER_IDS) {
      const provider = catalog.providerById.get(id);
      expect(provider?.requiredProfile).toBe('birth');
      expect(catalog.all.some((game) => game.providerId === id)).toBe(true);
    }
    const used = new Set(catalog.all.map((game) => game.providerId));
    expect(used.size).toBeGreaterThanOrEqual(60);
  });

  it('fills every lobby category of the registry, near the count labels', () => {
    for (const category of Object.values(GAME_CATEGORIES)) {
      if (category.key === 'favorites') continue;
      expect(catalog.byParam.get(category.param)?.length ?? 0, category.key).toBeGreaterThan(0);
    }
    expect(near(catalog.byParam.get('top')?.length ?? 0, COUNT_LABELS.top)).toBe(true);
    expect(near(catalog.byParam.get('live')?.length ?? 0, COUNT_LABELS.live)).toBe(true);
    expect(near(catalog.byParam.get('jackpots')?.length ?? 0, 670)).toBe(true);
    const tiers = ['jackpot-gold', 'jackpot-silver', 'jackpot-bronze'].map(
      (param) => catalog.byParam.get(param)?.length ?? 0,
    );
    expect(tiers.reduce((sum, count) => sum + count, 0)).toBe(
      catalog.byParam.get('jackpots')?.length,
    );
  });

  it('gives every game the wire shape of the shared schema', () => {
    for (const record of catalog.all) {
      const provider = catalog.providerById.get(record.providerId);
      expect(provider).toBeDefined();
      if (provider === undefined) continue;
      const game = gameSchema.parse(
        toGame(record, provider, { origin: 'http://mock.test', artVersion: 'v1' }),
      );
      expect(game.imagine.files.desktop).toBe(
        `http://mock.test/art/games/${record.id}/desktop.svg?v=v1`,
      );
    }
    expect(
      catalog.providers
        .map(toProvider)
        .every((entry) => gameProviderSchema.safeParse(entry).success),
    ).toBe(true);
  });

  it('covers the states a game card shows', () => {
    const all = catalog.all;
    const badge = (id: number) => all.filter((game) => game.badgeIds.includes(id)).length;
    expect(badge(GAME_BADGE_CATEGORY_IDS.new)).toBe(catalog.byParam.get('new')?.length);
    expect(badge(GAME_BADGE_CATEGORY_IDS.top)).toBe(catalog.byParam.get('top')?.length);
    expect(badge(GAME_BADGE_CATEGORY_IDS.dropsAndWins)).toBe(
      catalog.byParam.get('dropwinscat')?.length,
    );
    expect(new Set(all.map((game) => game.isWagering))).toEqual(new Set([true, false]));
    expect(new Set(all.map((game) => game.hasDemo))).toEqual(new Set([true, false]));
    const restricted = all.filter((game) => game.restricted).length;
    expect(restricted).toBeGreaterThan(0);
    expect(restricted).toBeLessThan(all.length / 50);
    const live = all.filter((game) => game.kind === 'live_table' || game.kind === 'live_show');
    expect(live.length).toBe(catalog.byParam.get('live')?.length);
    const profiles = new Set(catalog.providers.map((provider) => provider.requiredProfile));
    expect([...profiles].sort()).toEqual([...REQUIRED_PROFILES].sort());
  });

  it('names games uniquely', () => {
    const names = catalog.all.map((game) => game.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('demo players', () => {
  it('have bonuses of every type and status, and transactions of every type and status', () => {
    const bonusPlayer = world.demoPlayers.find(
      (data) => data.persona.email === 'bonus@demo.lumo.test',
    );
    expect(bonusPlayer).toBeDefined();
    if (bonusPlayer === undefined) return;
    expect(new Set(bonusPlayer.bonuses.map((bonus) => bonus.type))).toEqual(new Set(BONUS_TYPES));
    expect(new Set(bonusPlayer.bonuses.map((bonus) => bonus.status))).toEqual(
      new Set(TRANSACTION_STATUSES),
    );
    expect(bonusPlayer.bonuses.filter((bonus) => bonus.status === 'activated')).toHaveLength(1);
    expect(bonusPlayer.wageringGames?.length).toBeGreaterThan(0);
    for (const data of world.demoPlayers) {
      expect(new Set(data.transactions.map((row) => row.type))).toEqual(new Set(TRANSACTION_TYPES));
      const paymentStatuses = data.transactions
        .filter((row) => row.scope === 'payments')
        .map((row) => row.status);
      expect(new Set(paymentStatuses)).toEqual(new Set(TRANSACTION_STATUSES));
    }
  });
});

describe('reference data', () => {
  it('lists at least 60 real countries, DEU, ROU, PRT and GBR among them', () => {
    const countries = countryListSchema.parse(COUNTRIES);
    expect(countries.length).toBeGreaterThanOrEqual(60);
    for (const alpha3 of ['DEU', 'ROU', 'PRT', 'GBR']) {
      expect(countries.some((country) => country.alpha3 === alpha3)).toBe(true);
    }
    expect(new Set(countries.map((country) => country.alpha3)).size).toBe(countries.length);
    expect(new Set(countries.map((country) => country.alpha2)).size).toBe(countries.length);
    expect(countries.find((country) => country.alpha3 === 'ROU')).toEqual({
      alpha2: 'RO',
      alpha3: 'ROU',
      name: 'Romania',
      phoneCodes: ['40'],
    });
  });

  it('lists sports with unique ids', () => {
    const sports = sportListSchema.parse(SPORTS);
    expect(new Set(sports.map((sport) => sport.sport_id)).size).toBe(sports.length);
  });
});
