import type { GameCategoryKey } from '@casino/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.js';
import type { GamesFilter } from '../rules/games-filter.js';

/** A category's pages change with the catalogue, not from second to second. */
const CATEGORY_STALE_MS = 60_000;

/**
 * A category's games, 15 a page, the next page asked for as the player scrolls
 * (games.byCategory, cursor paging), narrowed to the filter's providers and in its order. Each
 * answer carries the category's providers with their game counts, the same whatever the filter.
 * While a new filter loads, the previous games stay (dimmed by the page) instead of placeholders.
 */
export function useCategoryGames(category: GameCategoryKey, filter: GamesFilter, enabled = true) {
  return trpc.games.byCategory.useInfiniteQuery(
    {
      category,
      providers: filter.providers.length === 0 ? undefined : [...filter.providers],
      sort: filter.sort,
    },
    {
      enabled,
      staleTime: CATEGORY_STALE_MS,
      getNextPageParam: (page) => page.nextCursor,
      placeholderData: keepPreviousData,
    },
  );
}
