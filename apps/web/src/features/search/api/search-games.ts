import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.js';

/** Search answers and provider pages stay fresh this long: the catalogue changes slowly. */
const SEARCH_STALE_MS = 60_000;

/** Games and providers matching `text` (games.search); nothing is asked while it is null. */
export function useGameSearch(text: string | null) {
  return trpc.games.search.useQuery(text === null ? skipToken : { q: text }, {
    staleTime: SEARCH_STALE_MS,
  });
}

export type GameSearchAnswer = NonNullable<ReturnType<typeof useGameSearch>['data']>;

/** One provider's games across the catalogue, 15 a page (games.byProvider); none while null. */
export function useProviderGames(providerId: number | null) {
  return trpc.games.byProvider.useInfiniteQuery(providerId === null ? skipToken : { providerId }, {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: SEARCH_STALE_MS,
  });
}
