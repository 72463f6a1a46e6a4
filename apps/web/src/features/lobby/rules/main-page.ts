import {
  GAME_CATEGORIES,
  LOBBY_CAROUSELS,
  WINNERS_KINDS,
  WINNERS_LIMITS,
  isCasinoCategoryVisible,
  isDropsAndWinsHidden,
  type CasinoCategoryVisibilityInput,
  type Game,
  type GameCategoryKey,
  type GameCategoryTitleKey,
  type LobbyCarousel,
  type Winner,
  type WinnersKind,
} from '@casino/shared';

// What the main page shows of what it has (SPEC.md section 2, "Main page"): the lobby's answer
// may lack a part or serve it stale, and the page shows what there is, never an error page.

export type CarouselKey = LobbyCarousel['key'];

/** The part of lobby.main's answer these rules read. */
export interface LobbyAnswer {
  carousels: readonly { key: CarouselKey; items: readonly Game[] }[];
  winners: { hidden: boolean; lists: Partial<Record<WinnersKind, readonly Winner[]>> };
}

export interface CarouselRow {
  key: CarouselKey;
  titleKey: GameCategoryTitleKey;
  /** The category page the row links to (its games/{path} segment). */
  categoryPath: string;
  /** SPEC.md's count label beside "All" (top 2600, live 3355), when the row has one. */
  countLabel: number | undefined;
  /** The jackpots row frames its tiles in gold. */
  jackpot: boolean;
  /** Undefined while the lobby loads: the row shows its placeholders. */
  items: readonly Game[] | undefined;
}

function rowOf(carousel: LobbyCarousel, items: readonly Game[] | undefined): CarouselRow {
  if (carousel.kind === 'cms') {
    return {
      key: carousel.key,
      titleKey: carousel.titleKey,
      // The CMS's pick of jackpot games: "All" opens the jackpots category.
      categoryPath: GAME_CATEGORIES.jackpots.path,
      countLabel: undefined,
      jackpot: true,
      items,
    };
  }
  return {
    key: carousel.key,
    titleKey: carousel.category.titleKey,
    categoryPath: carousel.category.path,
    countLabel: carousel.countLabel,
    jackpot: false,
    items,
  };
}

/**
 * The carousels in SPEC.md's order (top, live, new, instant_games, jackpots_cms): all five as
 * placeholders while the lobby loads; then those the answer has games for. A missing part, or one
 * that came back empty, leaves its row out; a stale one shows as it is. After a failed call there
 * are none (the page offers a retry in their place).
 */
export function carouselRows(
  lobby: LobbyAnswer | undefined,
  status: 'pending' | 'error' | 'success',
): CarouselRow[] {
  if (lobby === undefined) {
    return status === 'pending'
      ? LOBBY_CAROUSELS.map((carousel) => rowOf(carousel, undefined))
      : [];
  }
  return LOBBY_CAROUSELS.flatMap((carousel) => {
    const items = lobby.carousels.find((entry) => entry.key === carousel.key)?.items ?? [];
    return items.length === 0 ? [] : [rowOf(carousel, items)];
  });
}

/**
 * The recently played row: a player's, shown only with games in it; 'loading' until its answer
 * (the rows under it wait, so that nothing moves when it comes or turns out empty).
 */
export type RecentlyPlayedRow = 'hidden' | 'loading' | 'shown';

export function recentlyPlayedRow(
  isPlayer: boolean,
  query: { status: 'pending' | 'error' | 'success'; items: readonly unknown[] | undefined },
): RecentlyPlayedRow {
  if (!isPlayer) return 'hidden';
  if (query.status === 'pending') return 'loading';
  return query.status === 'success' && (query.items?.length ?? 0) > 0 ? 'shown' : 'hidden';
}

export interface WinnersTab {
  kind: WinnersKind;
  /** weekly: every winner the list has (it scrolls); the tops: their first 3, 5 or 10. */
  rows: readonly Winner[];
}

/**
 * The winners table's tabs (latest of the week, high rollers, the day, the month): none where
 * the table is hidden (WINNERS_HIDDEN_COUNTRIES); otherwise each list the answer has, in that
 * order, cut to its size. A list that is missing or empty has no tab.
 */
export function winnersTabs(winners: LobbyAnswer['winners'] | undefined): WinnersTab[] {
  if (winners === undefined || winners.hidden) return [];
  return WINNERS_KINDS.flatMap((kind) => {
    const list = winners.lists[kind] ?? [];
    const limit = WINNERS_LIMITS[kind];
    const rows = limit === null ? list : list.slice(0, limit);
    return rows.length === 0 ? [] : [{ kind, rows }];
  });
}

/**
 * The category switcher's entries, in the order players look for them: the player's favourites,
 * the running promotion, then the main categories and the table games. Drops & Wins is not
 * shown to UK visitors and players, Oktoberfest only inside its window (the sidebar's rule).
 */
export const SWITCHER_CATEGORIES: readonly GameCategoryKey[] = [
  'favorites',
  'oktoberfest',
  'slots',
  'live',
  'top',
  'new',
  'jackpots',
  'bonus-buy',
  'megaways',
  'instant_games',
  'dropwins',
  'bonus-games',
  'table-games',
  'roulette',
  'blackjack',
  'baccarat',
  'poker',
  'dice',
  'live-vip',
];

export function switcherCategories(
  input: CasinoCategoryVisibilityInput & { isPlayer: boolean },
): GameCategoryKey[] {
  return SWITCHER_CATEGORIES.filter((key) =>
    key === 'favorites' ? input.isPlayer : isCasinoCategoryVisible(key, input),
  );
}

/**
 * Whether games/{path} is closed to this visitor: the drops-and-wins promotion does not exist
 * for UK visitors and players (the 404 page). Oktoberfest's page works outside its window.
 */
export function isCategoryClosed(key: GameCategoryKey, { isUk }: { isUk: boolean }): boolean {
  return key === 'dropwins' && isDropsAndWinsHidden(isUk);
}
