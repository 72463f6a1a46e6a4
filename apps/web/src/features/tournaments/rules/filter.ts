import { tournamentFilterSchema, type TournamentFilter } from '@casino/shared';

// The list's filter lives in the URL (?filter=local), so that a link, a reload or Back shows the
// same tab. The page's own default (all; network on tournaments/network/) is left out of it.

export const FILTER_PARAM = 'filter';

/** The filter the URL names; anything missing or unknown is the page's default. */
export function filterFromSearch(
  search: URLSearchParams,
  fallback: TournamentFilter = 'all',
): TournamentFilter {
  const parsed = tournamentFilterSchema.safeParse(search.get(FILTER_PARAM));
  return parsed.success ? parsed.data : fallback;
}

/** The search params with `filter` chosen, every other parameter kept. */
export function searchWithFilter(
  search: URLSearchParams,
  filter: TournamentFilter,
  fallback: TournamentFilter = 'all',
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (filter === fallback) next.delete(FILTER_PARAM);
  else next.set(FILTER_PARAM, filter);
  return next;
}
