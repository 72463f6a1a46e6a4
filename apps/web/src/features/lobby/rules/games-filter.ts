import { GAME_PROVIDER_FILTER_MAX, type GameSort } from '@casino/shared';

// The category page's filter in its URL (docs/decisions/020-lobby-filter-url.md):
// games/slots?providers=3,7&sort=a-to-z. Read leniently (anything unreadable counts as not
// there, so an old or hand-edited link still opens the category), written canonically (ids once
// each, ascending, commas unescaped, defaults left out), so one filter has one URL and one query.

export const PROVIDERS_PARAM = 'providers';
export const SORT_PARAM = 'sort';

/** A provider id as the URL may carry it: a positive integer without sign or leading zero. */
const PROVIDER_ID = /^[1-9]\d{0,8}$/;

export interface GamesFilter {
  /** Provider ids, once each, ascending; empty: every provider. */
  providers: readonly number[];
  /** Undefined: the category's own order ('Recommended'). */
  sort: GameSort | undefined;
}

export const NO_FILTER: GamesFilter = { providers: [], sort: undefined };

/**
 * The sorts the page offers, in the order it lists them: every GameSort once, checked by the
 * compiler, so the page needs nothing of the schema module that declares GAME_SORTS (and zod).
 */
const SORT_ORDER = { popular: 0, new: 1, 'a-to-z': 2 } as const satisfies Record<GameSort, number>;
export const PAGE_SORTS = Object.keys(SORT_ORDER) as GameSort[];

export function isGameSort(value: string): value is GameSort {
  return Object.hasOwn(SORT_ORDER, value);
}

/** Ids once each, ascending, at most GAME_PROVIDER_FILTER_MAX (the BFF takes no more). */
export function canonicalProviders(ids: Iterable<number>): number[] {
  return [...new Set(ids)]
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .sort((a, b) => a - b)
    .slice(0, GAME_PROVIDER_FILTER_MAX);
}

/**
 * The filter a query string asks for. `providers` may repeat and holds comma-separated ids;
 * tokens that are not ids are dropped. `sort` is one of the sorts, in any case; anything else
 * (or a second one that disagrees with the first) leaves the category's own order.
 */
export function parseGamesFilter(search: URLSearchParams | string): GamesFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ids = params
    .getAll(PROVIDERS_PARAM)
    .flatMap((value) => value.split(','))
    .map((token) => token.trim())
    .filter((token) => PROVIDER_ID.test(token))
    .map(Number);
  const sorts = [...new Set(params.getAll(SORT_PARAM).map((value) => value.trim().toLowerCase()))];
  const [sort] = sorts;
  return {
    providers: canonicalProviders(ids),
    sort: sorts.length === 1 && sort !== undefined && isGameSort(sort) ? sort : undefined,
  };
}

/**
 * The query string of `filter` on top of the other parameters of `search` (a referral's stag,
 * say), which keep their order: '?stag=x&providers=3,7&sort=new', or '' when nothing is left.
 */
export function gamesFilterSearch(search: URLSearchParams | string, filter: GamesFilter): string {
  const others = new URLSearchParams(search);
  others.delete(PROVIDERS_PARAM);
  others.delete(SORT_PARAM);
  const parts = others.toString() === '' ? [] : [others.toString()];
  const providers = canonicalProviders(filter.providers);
  // Digits and commas only: written as they are, where URLSearchParams would escape the commas.
  if (providers.length > 0) parts.push(`${PROVIDERS_PARAM}=${providers.join(',')}`);
  if (filter.sort !== undefined) parts.push(`${SORT_PARAM}=${filter.sort}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

export function isFiltered(filter: GamesFilter): boolean {
  return filter.providers.length > 0 || filter.sort !== undefined;
}

/** The filter with one provider ticked or unticked. */
export function toggleProvider(filter: GamesFilter, id: number, on: boolean): GamesFilter {
  const rest = filter.providers.filter((provider) => provider !== id);
  return { ...filter, providers: canonicalProviders(on ? [...rest, id] : rest) };
}

/**
 * The providers of the filter the category knows, in the filter's order. Ids it does not know
 * (a provider that left the category, a hand-made link) are dropped once the list is known, so the
 * page never filters by something it cannot show or untick.
 */
export function knownProviders(
  filter: GamesFilter,
  categoryProviders: readonly { id: number }[] | undefined,
): number[] {
  if (categoryProviders === undefined) return [...filter.providers];
  const known = new Set(categoryProviders.map((provider) => provider.id));
  return filter.providers.filter((id) => known.has(id));
}
