import type { CatalogueCategoryKey, GameId, GameSort, GamesPage } from '@casino/shared';
import { DomainError } from '../../errors.js';
import { UpstreamError } from '../upstream-error.js';

export interface GamesPaging {
  /** From the previous page's nextCursor; absent (or null) for the first page. */
  cursor?: string | null;
  /** 1 to 100; the upstream's default is GAMES_PAGE_SIZE. */
  perPage?: number;
}

/** What narrows and orders a games list. */
export interface GamesFilter {
  /** Games of any of these providers (at most GAME_PROVIDER_FILTER_MAX); none or empty: all. */
  providers?: readonly number[];
  /** The list's own order unless given. */
  sort?: GameSort;
}

export interface GamesQuery extends GamesPaging, GamesFilter {
  /** A lobby category; favourites are a player's, see favoriteGames. */
  category?: CatalogueCategoryKey;
  /** At most 100 ids, answered in this order. */
  ids?: readonly GameId[];
}

export const EMPTY_GAMES_PAGE: GamesPage = { items: [], nextCursor: null, total: 0 };

export const invalidCursor = () =>
  new DomainError({
    code: 'invalid_cursor',
    status: 'BAD_REQUEST',
    messageKey: 'errors.invalidInput',
  });

/** The upstream refused the request of a page that named a cursor: the cursor is not its own. */
export function isForeignCursor(error: unknown, paging: GamesPaging): boolean {
  return (
    paging.cursor != null &&
    error instanceof UpstreamError &&
    error.status === 400 &&
    error.upstreamCode === 'invalid_request'
  );
}

/** The filter as the upstream's query names it: `provider` takes a comma list. */
export function filterQuery(filter: GamesFilter): Record<string, string | undefined> {
  const providers = filter.providers ?? [];
  return { provider: providers.length === 0 ? undefined : providers.join(','), sort: filter.sort };
}
