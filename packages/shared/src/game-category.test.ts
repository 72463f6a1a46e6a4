import { describe, expect, it } from 'vitest';
import { COUNT_LABELS } from './constants.js';
import {
  DEFAULT_GAME_CATEGORY,
  FAVORITES_CATEGORY_ID,
  GAME_CATEGORIES,
  GAME_CATEGORY_GROUPS,
  GAME_CATEGORY_KEYS,
  LOBBY_CAROUSELS,
  gameCategoryById,
  gameCategoryByPath,
  isCatalogueCategory,
} from './game-category.js';
import { gameCategoryKeySchema } from './modal-schemas.js';

const SPEC_IDS = {
  slots: 1,
  live: 2,
  top: 3,
  new: 4,
  jackpots: 5,
  'bonus-games': 6,
  'bonus-buy': 7,
  'table-games': 8,
  instant_games: 9,
  megaways: 10,
  dropwins: 11,
  'all-live': 12,
  'jackpot-gold': 13,
  'jackpot-silver': 14,
  'jackpot-bronze': 15,
  'all-jackpots': 17,
  baccarat: 22,
  poker: 23,
  roulette: 24,
  dice: 25,
  blackjack: 26,
  'live-vip': 27,
  oktoberfest: 28,
} as const;

const SPEC_PATH_SEGMENTS = [
  'slots',
  'live',
  'top',
  'new',
  'jackpots',
  'bonus-games',
  'bonus-buy',
  'table-games',
  'instant_games',
  'megaways',
  'dropwins',
  'all-jackpots',
  'jackpot-gold',
  'jackpot-silver',
  'jackpot-bronze',
  'baccarat',
  'poker',
  'roulette',
  'dice',
  'blackjack',
  'live-vip',
  'oktoberfest',
];

describe('game category registry', () => {
  it('gives every category of the spec its spec id', () => {
    for (const [key, id] of Object.entries(SPEC_IDS)) {
      expect(GAME_CATEGORIES[gameCategoryKeySchema.parse(key)].id).toBe(id);
    }
  });

  it('holds exactly the spec categories plus favorites', () => {
    expect([...GAME_CATEGORY_KEYS].sort()).toEqual([...Object.keys(SPEC_IDS), 'favorites'].sort());
  });

  it('gives favorites an id no other category uses', () => {
    expect(GAME_CATEGORIES.favorites.id).toBe(FAVORITES_CATEGORY_ID);
    const ids = GAME_CATEGORY_KEYS.map((key) => GAME_CATEGORIES[key].id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keys each entry by its own key', () => {
    for (const key of GAME_CATEGORY_KEYS) expect(GAME_CATEGORIES[key].key).toBe(key);
  });

  it('uses the spec params for bonus-games, dropwins and all-jackpots', () => {
    expect(GAME_CATEGORIES['bonus-games'].param).toBe('my-bonus-games');
    expect(GAME_CATEGORIES.dropwins.param).toBe('dropwinscat');
    expect(GAME_CATEGORIES['all-jackpots'].param).toBe('jackpots');
  });

  it('defaults param, queryParam and path to the path segment', () => {
    expect(GAME_CATEGORIES.megaways).toMatchObject({
      param: 'megaways',
      queryParam: 'megaways',
      path: 'megaways',
    });
    expect(GAME_CATEGORIES['bonus-games'].queryParam).toBe('bonus-games');
    expect(GAME_CATEGORIES['bonus-games'].path).toBe('bonus-games');
  });

  it('maps all-live to the live path', () => {
    expect(GAME_CATEGORIES['all-live'].path).toBe('live');
    expect(GAME_CATEGORIES['all-live'].param).toBe('live');
    expect(GAME_CATEGORIES['all-live'].queryParam).toBe('live');
  });

  it('gives every category a categories.* title key', () => {
    for (const key of GAME_CATEGORY_KEYS) {
      expect(GAME_CATEGORIES[key].titleKey).toMatch(/^categories\.[a-zA-Z]+$/);
    }
  });

  it('rejects an unknown key', () => {
    expect(gameCategoryKeySchema.safeParse('sports').success).toBe(false);
  });
});

describe('gameCategoryByPath', () => {
  it('resolves every spec path segment to the category with that path', () => {
    for (const segment of SPEC_PATH_SEGMENTS) {
      expect(gameCategoryByPath(segment)?.path).toBe(segment);
    }
  });

  it('resolves live to the live category (id 2), not all-live', () => {
    expect(gameCategoryByPath('live')?.id).toBe(2);
  });

  it('resolves the all-live segment through the live path', () => {
    expect(gameCategoryByPath('all-live')?.key).toBe('live');
  });

  it('shows slots when no category is given', () => {
    expect(DEFAULT_GAME_CATEGORY).toBe('slots');
    expect(gameCategoryByPath(undefined)?.key).toBe('slots');
    expect(gameCategoryByPath('')?.key).toBe('slots');
  });

  it('gives undefined for an unknown segment', () => {
    expect(gameCategoryByPath('sports')).toBeUndefined();
    expect(gameCategoryByPath('my-bonus-games')).toBeUndefined();
  });
});

describe('gameCategoryById', () => {
  it('finds a category by its registry id', () => {
    expect(gameCategoryById(17)?.key).toBe('all-jackpots');
    expect(gameCategoryById(12)?.key).toBe('all-live');
    expect(gameCategoryById(FAVORITES_CATEGORY_ID)?.key).toBe('favorites');
  });

  it('gives undefined for an id the registry lacks', () => {
    expect(gameCategoryById(16)).toBeUndefined();
    expect(gameCategoryById(587)).toBeUndefined();
  });
});

describe('sidebar groups', () => {
  it('lists the casino group in the spec order with its count labels', () => {
    expect(GAME_CATEGORY_GROUPS.casino.categories).toEqual([
      'oktoberfest',
      'slots',
      'live',
      'dice',
      'top',
      'new',
      'bonus-games',
      'table-games',
      'instant_games',
      'megaways',
      'dropwins',
    ]);
    expect(GAME_CATEGORY_GROUPS.casino.countLabel).toEqual({ main: '8000+', lobby: '8600+' });
  });

  it('lists the live group in the spec order with its count labels', () => {
    expect(GAME_CATEGORY_GROUPS.live.categories).toEqual([
      'slots',
      'live',
      'baccarat',
      'roulette',
      'poker',
      'blackjack',
      'live-vip',
    ]);
    expect(GAME_CATEGORY_GROUPS.live.countLabel).toEqual({ main: '325+', lobby: '3355+' });
  });

  it('lists the jackpots group in the spec order with one count label', () => {
    expect(GAME_CATEGORY_GROUPS.jackpots.categories).toEqual([
      'slots',
      'all-jackpots',
      'jackpot-gold',
      'jackpot-silver',
      'jackpot-bronze',
    ]);
    expect(GAME_CATEGORY_GROUPS.jackpots.countLabel).toEqual({ main: '670+', lobby: '670+' });
  });
});

describe('isCatalogueCategory', () => {
  it('holds for every category but the player-owned favourites', () => {
    expect(GAME_CATEGORY_KEYS.filter((key) => !isCatalogueCategory(key))).toEqual(['favorites']);
  });
});

describe('lobby carousels', () => {
  it('orders the carousels top, live, new, instant_games, jackpots_cms', () => {
    expect(LOBBY_CAROUSELS.map((carousel) => carousel.key)).toEqual([
      'top',
      'live',
      'new',
      'instant_games',
      'jackpots_cms',
    ]);
  });

  it('labels top with 2600 and live with 3355', () => {
    const labels = LOBBY_CAROUSELS.map((carousel) =>
      carousel.kind === 'category' ? carousel.countLabel : undefined,
    );
    expect(labels).toEqual([COUNT_LABELS.top, COUNT_LABELS.live, undefined, undefined, undefined]);
    expect(labels.slice(0, 2)).toEqual([2600, 3355]);
  });

  it('feeds jackpots_cms from the CMS, not from a category', () => {
    const last = LOBBY_CAROUSELS.at(-1);
    expect(last).toMatchObject({ kind: 'cms', cmsKey: 'jackpots_cms' });
  });

  it('feeds the other carousels from their registry category', () => {
    for (const carousel of LOBBY_CAROUSELS) {
      if (carousel.kind === 'category')
        expect(carousel.category).toBe(GAME_CATEGORIES[carousel.key]);
    }
  });
});
