import type { Faker } from '@faker-js/faker';
import {
  GAME_BADGE_CATEGORY_IDS,
  GAME_CATEGORIES,
  type Game,
  type GameProvider,
  type GameSort,
} from '@casino/shared';
import {
  TABLE_GAMES,
  type TableGame,
  diceName,
  instantName,
  liveShowName,
  liveTableName,
  numberedName,
  slotName,
  tableName,
  uniqueName,
} from './game-names.js';
import type { MockProvider } from './providers.js';
import { digest, seededFaker } from './seeded.js';

export const GAME_KINDS = ['slot', 'table', 'instant', 'dice', 'live_table', 'live_show'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** A game as the mock world holds it; the wire shape (Game) is made from it per request. */
export interface GameRecord {
  id: number;
  name: string;
  providerId: number;
  kind: GameKind;
  tableGame: TableGame | null;
  /** The casino-upstream category params that list the game (GAME_CATEGORIES' `param`). */
  params: string[];
  /** game.categories ids (badges: 1 new, 2 top, 587 drops and wins). */
  badgeIds: number[];
  isWagering: boolean;
  hasDemo: boolean;
  /** No geo_link: the game cannot be launched from anywhere. */
  restricted: boolean;
  /** 0 to 1; lists are ordered by it. */
  popularity: number;
  releaseDaysAgo: number;
  /** Hues (0 to 359) of the artwork's gradient. */
  hues: [number, number];
  /** Which of the art's motifs draws the tile. */
  motif: number;
}

/** How many games of each kind (and of each live table game) the world has. */
export const GAME_COUNTS = {
  slot: 4_700,
  table: 300,
  instant: 260,
  dice: 120,
  liveTables: { blackjack: 1_000, roulette: 800, baccarat: 650, poker: 250, other: 200 },
  liveShows: 455,
} as const;

/** Category sizes chosen to sit near the lobby's count labels (top 2600, live 3355, jackpots 670). */
export const CATEGORY_SIZES = {
  top: 2_600,
  new: 360,
  jackpotGold: 120,
  jackpotSilver: 220,
  jackpotBronze: 330,
  bonusGames: 900,
  bonusBuy: 750,
  megaways: 260,
  dropwinsSlots: 360,
  dropwinsLive: 60,
  oktoberfest: 60,
  liveVip: 280,
  restricted: 70,
} as const;

const FIRST_GAME_ID = 1_001;

const P = {
  slots: GAME_CATEGORIES.slots.param,
  live: GAME_CATEGORIES.live.param,
  top: GAME_CATEGORIES.top.param,
  new: GAME_CATEGORIES.new.param,
  jackpots: GAME_CATEGORIES.jackpots.param,
  bonusGames: GAME_CATEGORIES['bonus-games'].param,
  bonusBuy: GAME_CATEGORIES['bonus-buy'].param,
  tableGames: GAME_CATEGORIES['table-games'].param,
  instant: GAME_CATEGORIES.instant_games.param,
  megaways: GAME_CATEGORIES.megaways.param,
  dropwins: GAME_CATEGORIES.dropwins.param,
  gold: GAME_CATEGORIES['jackpot-gold'].param,
  silver: GAME_CATEGORIES['jackpot-silver'].param,
  bronze: GAME_CATEGORIES['jackpot-bronze'].param,
  dice: GAME_CATEGORIES.dice.param,
  liveVip: GAME_CATEGORIES['live-vip'].param,
  oktoberfest: GAME_CATEGORIES.oktoberfest.param,
} as const;

/** Every category param the casino upstream lists games under (favourites is per player). */
export const CATALOGUE_PARAMS: readonly string[] = [
  ...new Set(
    Object.values(GAME_CATEGORIES)
      .filter((category) => category.key !== 'favorites')
      .map((category) => category.param),
  ),
];
export const FAVORITES_PARAM = GAME_CATEGORIES.favorites.param;

/** The games and the indexes the casino routes read. */
export interface GameCatalog {
  /** Ordered by popularity, most popular first. */
  all: readonly GameRecord[];
  byId: ReadonlyMap<number, GameRecord>;
  /** Each category's games in the order the category lists them. */
  byParam: ReadonlyMap<string, readonly GameRecord[]>;
  providers: readonly MockProvider[];
  providerById: ReadonlyMap<number, MockProvider>;
  /** Each game's place (0 first) in a sort order; each order is computed on first use. */
  rankIn: (sort: GameSort) => ReadonlyMap<number, number>;
}

interface Draft {
  id: number;
  kind: GameKind;
  tableGame: TableGame | null;
  vip: boolean;
  provider: MockProvider;
  params: Set<string>;
  isWagering: boolean;
  hasDemo: boolean;
  popularity: number;
  releaseDaysAgo: number;
}

export function generateGameCatalog(seed: number, providers: readonly MockProvider[]): GameCatalog {
  const faker = seededFaker(seed, 'games');
  const casinoProviders = providers.filter((provider) => !provider.live);
  const liveProviders = providers.filter((provider) => provider.live);
  const pickProvider = (pool: readonly MockProvider[]) =>
    faker.helpers.weightedArrayElement(pool.map((value) => ({ weight: value.weight, value })));

  const drafts: Draft[] = [];
  const add = (kind: GameKind, tableGame: TableGame | null, pool: readonly MockProvider[]) => {
    const live = kind === 'live_table' || kind === 'live_show';
    drafts.push({
      id: FIRST_GAME_ID + drafts.length,
      kind,
      tableGame,
      vip: false,
      provider: pickProvider(pool),
      params: new Set(),
      isWagering: faker.datatype.boolean(WAGERING_SHARE[kind]),
      hasDemo: !live && faker.datatype.boolean(0.93),
      popularity: faker.number.float({ min: 0, max: POPULARITY_CAP[kind], fractionDigits: 6 }),
      releaseDaysAgo: faker.number.int({ min: 0, max: 2_500 }),
    });
  };
  for (let index = 0; index < GAME_COUNTS.slot; index += 1) add('slot', null, casinoProviders);
  for (let index = 0; index < GAME_COUNTS.table; index += 1) {
    add('table', faker.helpers.arrayElement(TABLE_GAMES), casinoProviders);
  }
  for (let index = 0; index < GAME_COUNTS.instant; index += 1)
    add('instant', null, casinoProviders);
  for (let index = 0; index < GAME_COUNTS.dice; index += 1) add('dice', null, casinoProviders);
  for (const game of TABLE_GAMES) {
    for (let index = 0; index < GAME_COUNTS.liveTables[game]; index += 1) {
      add('live_table', game, liveProviders);
    }
  }
  for (let index = 0; index < GAME_COUNTS.liveShows; index += 1)
    add('live_show', null, liveProviders);

  assignCategories(faker, drafts);

  const taken = new Set<string>();
  const tableNumbers = new Map<string, number>();
  const restricted = new Set(
    faker.helpers.arrayElements(drafts, CATEGORY_SIZES.restricted).map((draft) => draft.id),
  );
  const records = drafts.map((draft): GameRecord => {
    const params = [...draft.params].sort();
    const badgeIds = [
      ...(draft.params.has(P.new) ? [GAME_BADGE_CATEGORY_IDS.new] : []),
      ...(draft.params.has(P.top) ? [GAME_BADGE_CATEGORY_IDS.top] : []),
      ...(draft.params.has(P.dropwins) ? [GAME_BADGE_CATEGORY_IDS.dropsAndWins] : []),
    ];
    const hue = faker.number.int({ min: 0, max: 359 });
    return {
      id: draft.id,
      name:
        draft.kind === 'live_table'
          ? numberedName(nameOf(faker, draft), tableNumbers)
          : uniqueName(nameOf(faker, draft), taken),
      providerId: draft.provider.id,
      kind: draft.kind,
      tableGame: draft.tableGame,
      params,
      badgeIds,
      isWagering: draft.isWagering,
      hasDemo: draft.hasDemo,
      restricted: restricted.has(draft.id),
      popularity: draft.popularity,
      releaseDaysAgo: draft.releaseDaysAgo,
      hues: [hue, (hue + faker.number.int({ min: 30, max: 150 })) % 360],
      motif: faker.number.int({ min: 0, max: ART_MOTIF_COUNT - 1 }),
    };
  });
  // Aviator after every generated game: the seeded catalogue keeps its ids and order.
  const aviator = aviatorRecord(FIRST_GAME_ID + records.length, casinoProviders);
  return indexCatalog([...records, aviator], providers);
}

/** The crash game the aviator landing promotes, by this name in the catalogue. */
export const AVIATOR_NAME = 'Aviator';

/**
 * Aviator: an instant crash game, demo included, from the first casino provider; drawn in red
 * and gold.
 */
function aviatorRecord(id: number, casinoProviders: readonly MockProvider[]): GameRecord {
  const provider = casinoProviders[0];
  if (provider === undefined) throw new Error('the world has no casino provider for Aviator');
  return {
    id,
    name: AVIATOR_NAME,
    providerId: provider.id,
    kind: 'instant',
    tableGame: null,
    params: [P.instant],
    badgeIds: [],
    isWagering: true,
    hasDemo: true,
    restricted: false,
    popularity: 0.3,
    releaseDaysAgo: 30,
    hues: [356, 42],
    motif: 0,
  };
}

/** How many motifs the game art draws (art/game-art.ts). */
export const ART_MOTIF_COUNT = 6;

// Slots lead the popularity lists (and so the top category), as they do in real lobbies.
const POPULARITY_CAP: Readonly<Record<GameKind, number>> = {
  slot: 1,
  table: 0.5,
  instant: 0.8,
  dice: 0.6,
  live_table: 0.6,
  live_show: 0.95,
};

const WAGERING_SHARE: Readonly<Record<GameKind, number>> = {
  slot: 0.8,
  table: 0.3,
  instant: 0.5,
  dice: 0.5,
  live_table: 0.1,
  live_show: 0.15,
};

function assignCategories(faker: Faker, drafts: Draft[]): void {
  const of = (kind: GameKind) => drafts.filter((draft) => draft.kind === kind);
  const slots = of('slot');
  const liveTables = of('live_table');
  const tag = (games: readonly Draft[], param: string) => {
    for (const game of games) game.params.add(param);
  };

  tag(slots, P.slots);
  tag([...liveTables, ...of('live_show')], P.live);
  tag(of('table'), P.tableGames);
  tag([...of('instant'), ...of('dice')], P.instant);
  tag(of('dice'), P.dice);
  for (const game of [...of('table'), ...liveTables]) {
    if (game.tableGame !== null && game.tableGame !== 'other') game.params.add(game.tableGame);
  }

  const byPopularity = [...drafts].sort((a, b) => b.popularity - a.popularity);
  tag(byPopularity.slice(0, CATEGORY_SIZES.top), P.top);
  const byRelease = [...drafts].sort((a, b) => a.releaseDaysAgo - b.releaseDaysAgo || a.id - b.id);
  tag(byRelease.slice(0, CATEGORY_SIZES.new), P.new);

  // Jackpot slots split into the three tiers; the jackpot games are the union.
  const jackpotGames = faker.helpers.arrayElements(
    slots,
    CATEGORY_SIZES.jackpotGold + CATEGORY_SIZES.jackpotSilver + CATEGORY_SIZES.jackpotBronze,
  );
  tag(jackpotGames, P.jackpots);
  const goldEnd = CATEGORY_SIZES.jackpotGold;
  const silverEnd = goldEnd + CATEGORY_SIZES.jackpotSilver;
  tag(jackpotGames.slice(0, goldEnd), P.gold);
  tag(jackpotGames.slice(goldEnd, silverEnd), P.silver);
  tag(jackpotGames.slice(silverEnd), P.bronze);

  tag(
    faker.helpers.arrayElements(
      slots.filter((game) => game.isWagering),
      CATEGORY_SIZES.bonusGames,
    ),
    P.bonusGames,
  );
  tag(faker.helpers.arrayElements(slots, CATEGORY_SIZES.bonusBuy), P.bonusBuy);
  const megaways = faker.helpers.arrayElements(slots, CATEGORY_SIZES.megaways);
  tag(megaways, P.megaways);
  tag(
    faker.helpers.arrayElements(
      slots.filter((game) => !game.params.has(P.megaways)),
      CATEGORY_SIZES.oktoberfest,
    ),
    P.oktoberfest,
  );
  tag(faker.helpers.arrayElements(slots, CATEGORY_SIZES.dropwinsSlots), P.dropwins);
  tag(faker.helpers.arrayElements(liveTables, CATEGORY_SIZES.dropwinsLive), P.dropwins);
  const vip = faker.helpers.arrayElements(liveTables, CATEGORY_SIZES.liveVip);
  tag(vip, P.liveVip);
  for (const game of vip) game.vip = true;
}

function nameOf(faker: Faker, draft: Draft): string {
  switch (draft.kind) {
    case 'slot':
      return slotName(faker, {
        megaways: draft.params.has(P.megaways),
        oktoberfest: draft.params.has(P.oktoberfest),
      });
    case 'table':
      return tableName(faker, draft.tableGame ?? 'other');
    case 'instant':
      return instantName(faker);
    case 'dice':
      return diceName(faker);
    case 'live_table':
      return liveTableName(faker, draft.tableGame ?? 'other', draft.vip);
    case 'live_show':
      return liveShowName(faker);
  }
}

function indexCatalog(records: GameRecord[], providers: readonly MockProvider[]): GameCatalog {
  const all = [...records].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const byParam = new Map<string, GameRecord[]>(CATALOGUE_PARAMS.map((param) => [param, []]));
  for (const record of all) {
    for (const param of record.params) byParam.get(param)?.push(record);
  }
  // New games are listed newest first; every other category by popularity.
  byParam.get(P.new)?.sort((a, b) => a.releaseDaysAgo - b.releaseDaysAgo || a.id - b.id);
  const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const orders: Record<GameSort, () => readonly GameRecord[]> = {
    popular: () => all,
    new: () => [...all].sort((a, b) => a.releaseDaysAgo - b.releaseDaysAgo || a.id - b.id),
    'a-to-z': () => [...all].sort((a, b) => names.compare(a.name, b.name) || a.id - b.id),
  };
  const ranks = new Map<GameSort, ReadonlyMap<number, number>>();
  return {
    all,
    byId: new Map(records.map((record) => [record.id, record])),
    byParam,
    providers,
    providerById: new Map(providers.map((provider) => [provider.id, provider])),
    rankIn: (sort) => {
      let rank = ranks.get(sort);
      if (rank === undefined) {
        rank = new Map(orders[sort]().map((record, index) => [record.id, index]));
        ranks.set(sort, rank);
      }
      return rank;
    },
  };
}

/** Where the mock serves a game's artwork and launch page, under the mock's public origin. */
export function gameArtPath(id: number, variant: 'desktop' | 'mobile'): string {
  return `/art/games/${id}/${variant}.svg`;
}
export function gamePagePath(id: number): string {
  return `/pages/game/${id}`;
}

/** Bumped when the drawings change (art/game-art.ts), so that versioned art URLs change too. */
export const ART_REVISION = 2;

/**
 * The version game art URLs carry (`?v=`): a seed always draws the same art, so the version names
 * the content and the art may be cached for a year as immutable.
 */
export function artVersion(seed: number): string {
  return digest({ art: ART_REVISION, seed }).slice(0, 12);
}

/** What a game's URLs are built from: the origin the caller used and the art's version. */
export interface GameLinks {
  origin: string;
  artVersion: string;
}

function gameArtUrl(id: number, variant: 'desktop' | 'mobile', links: GameLinks): string {
  return `${links.origin}${gameArtPath(id, variant)}?v=${links.artVersion}`;
}

/** The hex colour of a hue at the saturation and lightness the art uses. */
export function hueToHex(hue: number, saturation = 70, lightness = 45): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The wire shape of a game; URLs are absolute under the origin the caller reached the mock on. */
export function toGame(record: GameRecord, provider: MockProvider, links: GameLinks): Game {
  const desktop = gameArtUrl(record.id, 'desktop', links);
  return {
    id: record.id,
    name: record.name,
    image: desktop,
    providerId: record.providerId,
    providerName: provider.name,
    geo_link: record.restricted ? null : `${links.origin}${gamePagePath(record.id)}`,
    hasDemo: record.hasDemo,
    categories: record.badgeIds.map((id) => ({ id })),
    isWagering: record.isWagering,
    source: record.kind === 'live_table' || record.kind === 'live_show' ? 'casino_live' : 'casino',
    imagine: {
      files: { desktop, mobile: gameArtUrl(record.id, 'mobile', links) },
      gradient_color: hueToHex(record.hues[0]),
    },
    requiredProfile: provider.requiredProfile,
  };
}

export function toProvider(provider: MockProvider): GameProvider {
  return { id: provider.id, name: provider.name };
}
