import { COUNT_LABELS } from './constants.js';

/**
 * The lobby's game categories (SPEC.md sections 2 and 3), keyed by their games/{categoryId} path
 * segment. These ids are the lobby registry's own; game.categories ids from the casino upstream
 * (badges) are a different space.
 */
export const GAME_CATEGORY_KEYS = [
  'favorites',
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
  'all-live',
  'jackpot-gold',
  'jackpot-silver',
  'jackpot-bronze',
  'all-jackpots',
  'baccarat',
  'poker',
  'roulette',
  'dice',
  'blackjack',
  'live-vip',
  'oktoberfest',
] as const;
export type GameCategoryKey = (typeof GAME_CATEGORY_KEYS)[number];

/** Favourites has no id in the spec; 0 is ours and collides with none of the spec's ids. */
export const FAVORITES_CATEGORY_ID = 0;

/** The categories the casino's catalogue answers for everyone; favourites are a player's own. */
export type CatalogueCategoryKey = Exclude<GameCategoryKey, 'favorites'>;

export function isCatalogueCategory(key: GameCategoryKey): key is CatalogueCategoryKey {
  return key !== 'favorites';
}

/** Icon names the web app maps to its icon set. */
export const GAME_CATEGORY_ICONS = [
  'heart',
  'slots',
  'live',
  'top',
  'new',
  'jackpot',
  'gift',
  'bonus-buy',
  'table',
  'instant',
  'megaways',
  'drops',
  'jackpot-gold',
  'jackpot-silver',
  'jackpot-bronze',
  'baccarat',
  'poker',
  'roulette',
  'dice',
  'blackjack',
  'vip',
  'oktoberfest',
] as const;
export type GameCategoryIcon = (typeof GAME_CATEGORY_ICONS)[number];

/** An i18n key of a category title, outside the message catalogue (e.g. 'categories.slots'). */
export type GameCategoryTitleKey = `categories.${string}`;

export interface GameCategory {
  key: GameCategoryKey;
  id: number;
  /** The category parameter the casino upstream takes. */
  param: string;
  /** The value in the lobby's category query parameter. */
  queryParam: string;
  /** The games/{categoryId} route segment. */
  path: string;
  titleKey: GameCategoryTitleKey;
  icon: GameCategoryIcon;
}

interface CategoryOverrides {
  param?: string;
  path?: string;
}

function category(
  key: GameCategoryKey,
  id: number,
  titleKey: GameCategoryTitleKey,
  icon: GameCategoryIcon,
  overrides: CategoryOverrides = {},
): GameCategory {
  // Where the spec names no param or queryParam, both are the path (all-live's is live).
  const path = overrides.path ?? key;
  return { key, id, param: overrides.param ?? path, queryParam: path, path, titleKey, icon };
}

export const GAME_CATEGORIES: Readonly<Record<GameCategoryKey, GameCategory>> = {
  favorites: category('favorites', FAVORITES_CATEGORY_ID, 'categories.favorites', 'heart'),
  slots: category('slots', 1, 'categories.slots', 'slots'),
  live: category('live', 2, 'categories.live', 'live'),
  top: category('top', 3, 'categories.top', 'top'),
  new: category('new', 4, 'categories.new', 'new'),
  jackpots: category('jackpots', 5, 'categories.jackpots', 'jackpot'),
  'bonus-games': category('bonus-games', 6, 'categories.bonusGames', 'gift', {
    param: 'my-bonus-games',
  }),
  'bonus-buy': category('bonus-buy', 7, 'categories.bonusBuy', 'bonus-buy'),
  'table-games': category('table-games', 8, 'categories.tableGames', 'table'),
  instant_games: category('instant_games', 9, 'categories.instantGames', 'instant'),
  megaways: category('megaways', 10, 'categories.megaways', 'megaways'),
  dropwins: category('dropwins', 11, 'categories.dropwins', 'drops', { param: 'dropwinscat' }),
  'all-live': category('all-live', 12, 'categories.allLive', 'live', { path: 'live' }),
  'jackpot-gold': category('jackpot-gold', 13, 'categories.jackpotGold', 'jackpot-gold'),
  'jackpot-silver': category('jackpot-silver', 14, 'categories.jackpotSilver', 'jackpot-silver'),
  'jackpot-bronze': category('jackpot-bronze', 15, 'categories.jackpotBronze', 'jackpot-bronze'),
  'all-jackpots': category('all-jackpots', 17, 'categories.allJackpots', 'jackpot', {
    param: 'jackpots',
  }),
  baccarat: category('baccarat', 22, 'categories.baccarat', 'baccarat'),
  poker: category('poker', 23, 'categories.poker', 'poker'),
  roulette: category('roulette', 24, 'categories.roulette', 'roulette'),
  dice: category('dice', 25, 'categories.dice', 'dice'),
  blackjack: category('blackjack', 26, 'categories.blackjack', 'blackjack'),
  'live-vip': category('live-vip', 27, 'categories.liveVip', 'vip'),
  oktoberfest: category('oktoberfest', 28, 'categories.oktoberfest', 'oktoberfest'),
};

/** games/ with no category shows slots (SPEC-NOTES). */
export const DEFAULT_GAME_CATEGORY: GameCategoryKey = 'slots';

const categoryList = GAME_CATEGORY_KEYS.map((key) => GAME_CATEGORIES[key]);

// The first category with a path owns it: live (2) owns 'live', all-live (12) only links there.
const categoryByPath = new Map<string, GameCategory>();
for (const entry of categoryList) {
  if (!categoryByPath.has(entry.path)) categoryByPath.set(entry.path, entry);
}
const categoryById = new Map(categoryList.map((entry) => [entry.id, entry]));

/**
 * The category of a games/{categoryId} route segment: no segment gives the default (slots); a
 * category key whose path is elsewhere (all-live) resolves through that path (live); an unknown
 * segment gives undefined.
 */
export function gameCategoryByPath(path: string | undefined): GameCategory | undefined {
  if (path === undefined || path === '') return GAME_CATEGORIES[DEFAULT_GAME_CATEGORY];
  const direct = categoryByPath.get(path);
  if (direct) return direct;
  // A key lookup, not gameCategoryKeySchema: the shell resolves routes without loading zod.
  return Object.hasOwn(GAME_CATEGORIES, path)
    ? categoryByPath.get(GAME_CATEGORIES[path as GameCategoryKey].path)
    : undefined;
}

export function gameCategoryById(id: number): GameCategory | undefined {
  return categoryById.get(id);
}

export const GAME_CATEGORY_GROUP_KEYS = ['casino', 'live', 'jackpots'] as const;
export type GameCategoryGroupKey = (typeof GAME_CATEGORY_GROUP_KEYS)[number];

export interface GameCategoryGroup {
  key: GameCategoryGroupKey;
  titleKey: GameCategoryTitleKey;
  /** Count labels on the main sidebar and on the lobby sidebar (the games/* pages). */
  countLabel: { main: string; lobby: string };
  categories: readonly GameCategoryKey[];
}

/**
 * The sidebar's dropdown groups (SPEC.md section 2), unfiltered: hiding oktoberfest and dropwins
 * (UK, promotion window) is a separate rule.
 */
export const GAME_CATEGORY_GROUPS: Readonly<Record<GameCategoryGroupKey, GameCategoryGroup>> = {
  casino: {
    key: 'casino',
    titleKey: 'categories.casinoGroup',
    countLabel: { main: COUNT_LABELS.casinoGroupMain, lobby: COUNT_LABELS.casinoGroupLobby },
    categories: [
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
    ],
  },
  live: {
    key: 'live',
    titleKey: 'categories.liveGroup',
    countLabel: { main: COUNT_LABELS.liveGroupMain, lobby: COUNT_LABELS.liveGroupLobby },
    categories: ['slots', 'live', 'baccarat', 'roulette', 'poker', 'blackjack', 'live-vip'],
  },
  jackpots: {
    key: 'jackpots',
    titleKey: 'categories.jackpotsGroup',
    countLabel: { main: COUNT_LABELS.jackpotsGroup, lobby: COUNT_LABELS.jackpotsGroup },
    categories: ['slots', 'all-jackpots', 'jackpot-gold', 'jackpot-silver', 'jackpot-bronze'],
  },
};

/** A main-lobby carousel fed by a game category. */
export interface CategoryCarousel {
  kind: 'category';
  key: CatalogueCategoryKey;
  category: GameCategory;
  countLabel?: number;
}

/** A main-lobby carousel whose content the CMS supplies under `cmsKey`, not a category query. */
export interface CmsCarousel {
  kind: 'cms';
  key: 'jackpots_cms';
  cmsKey: 'jackpots_cms';
  titleKey: GameCategoryTitleKey;
}

export type LobbyCarousel = CategoryCarousel | CmsCarousel;

/** The main page's category switcher and carousels, in order (SPEC.md section 2). */
export const LOBBY_CAROUSELS: readonly LobbyCarousel[] = [
  { kind: 'category', key: 'top', category: GAME_CATEGORIES.top, countLabel: COUNT_LABELS.top },
  { kind: 'category', key: 'live', category: GAME_CATEGORIES.live, countLabel: COUNT_LABELS.live },
  { kind: 'category', key: 'new', category: GAME_CATEGORIES.new },
  { kind: 'category', key: 'instant_games', category: GAME_CATEGORIES.instant_games },
  { kind: 'cms', key: 'jackpots_cms', cmsKey: 'jackpots_cms', titleKey: 'categories.jackpots' },
];
