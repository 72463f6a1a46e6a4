import {
  GAMES_PAGE_SIZE,
  gameSchema,
  gamesPageSchema,
  type Game,
  type CatalogueCategoryKey,
  type GameId,
  type GamesPage,
} from '@casino/shared';
import { z } from 'zod';
import { cacheKey } from '../cache/keys.js';
import { type DataContext, type Served } from './data-context.js';

// The game catalogue: category pages, search and single games. Everything here is the same for
// every visitor, so it is cached under shared keys; favourites are a player's and are not.

/** The search answers at most this many games; the modal shows the best matches. */
export const GAME_SEARCH_LIMIT = 30;

/** Cursors are opaque upstream strings; this bounds what may become part of a cache key. */
export const gamesCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_.=:~-]+$/, 'errors.noSuchOption');

/** A search text as the cache keys it: trimmed, case and inner spacing folded. */
export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** One page (GAMES_PAGE_SIZE games) of a lobby category; `cursor` from the previous page. */
export function categoryPage(
  ctx: DataContext,
  category: CatalogueCategoryKey,
  cursor: string | null = null,
): Promise<Served<GamesPage>> {
  return ctx.cache.get({
    kind: 'gamesPage',
    key: cacheKey('gamesPage', {}, category, cursor ?? 'first', GAMES_PAGE_SIZE),
    schema: gamesPageSchema,
    load: () =>
      ctx.clients.casino.games({ category, cursor, perPage: GAMES_PAGE_SIZE }, ctx.upstreamCall),
  });
}

/** A player's favourites (the Favorites category): theirs alone, never cached under a shared key. */
export function favoritesPage(
  ctx: DataContext,
  token: string,
  cursor: string | null = null,
): Promise<GamesPage> {
  return ctx.clients.casino.favoriteGames(
    token,
    { cursor, perPage: GAMES_PAGE_SIZE },
    ctx.upstreamCall,
  );
}

/** Games whose name or provider contains the text, names starting with it first. */
export function searchGames(ctx: DataContext, text: string): Promise<Served<Game[]>> {
  const q = normalizeSearch(text);
  return ctx.cache.get({
    kind: 'gameSearch',
    key: cacheKey('gameSearch', {}, q, GAME_SEARCH_LIMIT),
    schema: z.array(gameSchema),
    load: () => ctx.clients.casino.searchGames(q, GAME_SEARCH_LIMIT, ctx.upstreamCall),
  });
}

/** One game; an unknown id is NOT_FOUND ('No games found'). */
export function gameById(ctx: DataContext, gameId: GameId): Promise<Served<Game>> {
  return ctx.cache.get({
    kind: 'game',
    key: cacheKey('game', {}, gameId),
    schema: gameSchema,
    load: () => ctx.clients.casino.game(gameId, ctx.upstreamCall),
  });
}
