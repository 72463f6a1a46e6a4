import {
  GAMES_PAGE_SIZE,
  foldSearchText,
  gameSchema,
  gamesPageSchema,
  providerGameCountSchema,
  isCatalogueCategory,
  providersMatching,
  type CatalogueCategoryKey,
  type Game,
  type GameCategoryKey,
  type GameId,
  type GameSort,
  type GamesPage,
  type ProviderGameCount,
} from '@casino/shared';
import { z } from 'zod';
import { cacheKey } from '../cache/keys.js';
import { DomainError } from '../errors.js';
import type { ServiceContext, DataContext, Served } from './service-context.js';
import type { SessionPlayer } from '../sessions/session-player.js';

// The game catalogue: category pages, search and single games. Everything here is the same for
// every visitor, so it is cached under shared keys; favourites and the recently played games are
// a player's and are not.

/** The search answers at most this many games; the modal shows the best matches. */
export const GAME_SEARCH_LIMIT = 30;
/** And at most this many matching providers, listed above the games. */
export const PROVIDER_SEARCH_LIMIT = 10;

/** Cursors are opaque upstream strings; this bounds what may become part of a cache key. */
export const gamesCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_.=:~-]+$/, 'errors.noSuchOption');

/** What narrows and orders a games list: providers (any of them) and a sort. */
export interface GamesFilter {
  providers?: readonly number[];
  sort?: GameSort;
}

/** The filter with its providers once each, in order: one cache entry however they are sent. */
function normalized({ providers = [], sort }: GamesFilter): GamesFilter & { providers: number[] } {
  return { providers: [...new Set(providers)].sort((a, b) => a - b), sort };
}

/** A search text as the cache keys it: trimmed, case and inner spacing folded. */
export function normalizeSearch(text: string): string {
  return foldSearchText(text);
}

function gamesPage(
  ctx: DataContext,
  category: CatalogueCategoryKey | undefined,
  cursor: string | null,
  filter: GamesFilter,
): Promise<Served<GamesPage>> {
  const { providers, sort } = normalized(filter);
  return ctx.cache.get({
    kind: 'gamesPage',
    // `all` games or providers, `own` order: parts no category, provider list or sort can be.
    key: cacheKey(
      'gamesPage',
      {},
      category ?? 'all',
      sort ?? 'own',
      providers.length === 0 ? 'all' : providers.join('.'),
      cursor ?? 'first',
      GAMES_PAGE_SIZE,
    ),
    schema: gamesPageSchema,
    load: () =>
      ctx.clients.casino.games(
        { category, cursor, perPage: GAMES_PAGE_SIZE, providers, sort },
        ctx.upstreamCall,
      ),
  });
}

/**
 * One page (GAMES_PAGE_SIZE games) of a lobby category; `cursor` from the previous page. A filter
 * narrows it to some providers and orders it; without one the category keeps its own order.
 */
export function categoryPage(
  ctx: DataContext,
  category: CatalogueCategoryKey,
  cursor: string | null = null,
  filter: GamesFilter = {},
): Promise<Served<GamesPage>> {
  return gamesPage(ctx, category, cursor, filter);
}

/**
 * Each provider with its number of games, by name: of a category (providers without games there
 * left out), or of the whole catalogue. The same whatever providers a list is filtered by.
 */
export function providerCounts(
  ctx: DataContext,
  category?: CatalogueCategoryKey,
): Promise<Served<ProviderGameCount[]>> {
  return ctx.cache.get({
    kind: 'providers',
    key: cacheKey('providers', {}, category ?? 'all'),
    schema: z.array(providerGameCountSchema),
    load: () => ctx.clients.casino.providers(category, ctx.upstreamCall),
  });
}

/** A player's favourites (the Favorites category): theirs alone, never cached under a shared key. */
export function favoritesPage(
  ctx: DataContext,
  token: string,
  cursor: string | null = null,
  filter: GamesFilter = {},
): Promise<GamesPage> {
  return ctx.clients.casino.favoriteGames(
    token,
    { cursor, perPage: GAMES_PAGE_SIZE, ...normalized(filter) },
    ctx.upstreamCall,
  );
}

/** The providers of a player's favourites, with how many favourites each has. */
export function favoriteProviders(ctx: DataContext, token: string): Promise<ProviderGameCount[]> {
  return ctx.clients.casino.favoriteProviders(token, ctx.upstreamCall);
}

export interface CategoryListing extends GamesPage {
  /** Every provider of the category with its game count, whatever the filter. */
  providers: ProviderGameCount[];
  /** Served from an old copy because the upstream failed. */
  stale: boolean;
}

/**
 * A page of a lobby category with the category's providers; `favorites` is the signed-in
 * player's own (UNAUTHORIZED for a guest), read with their token and never cached.
 */
export async function categoryListing(
  ctx: DataContext & Pick<ServiceContext, 'player'>,
  category: GameCategoryKey,
  cursor: string | null,
  filter: GamesFilter,
): Promise<CategoryListing> {
  if (isCatalogueCategory(category)) {
    const [page, providers] = await Promise.all([
      categoryPage(ctx, category, cursor, filter),
      providerCounts(ctx, category),
    ]);
    return { ...page.value, providers: providers.value, stale: page.stale || providers.stale };
  }
  if (ctx.player === null) {
    throw new DomainError({
      code: 'unauthorized',
      status: 'UNAUTHORIZED',
      messageKey: 'errors.unauthorized',
    });
  }
  const { token } = ctx.player;
  const [page, providers] = await Promise.all([
    favoritesPage(ctx, token, cursor, filter),
    favoriteProviders(ctx, token),
  ]);
  return { ...page, providers, stale: false };
}

export interface ProviderGamesPage extends Served<GamesPage> {
  provider: ProviderGameCount;
}

/**
 * A page of one provider's games across the catalogue (a provider picked in the search). An
 * unknown provider is NOT_FOUND ('No games found').
 */
export async function providerGamesPage(
  ctx: DataContext,
  providerId: number,
  cursor: string | null,
  sort: GameSort | undefined,
): Promise<ProviderGamesPage> {
  const [providers, page] = await Promise.all([
    providerCounts(ctx),
    gamesPage(ctx, undefined, cursor, { providers: [providerId], sort }),
  ]);
  const provider = providers.value.find((entry) => entry.id === providerId);
  if (provider === undefined) {
    throw new DomainError({
      code: 'provider_not_found',
      status: 'NOT_FOUND',
      messageKey: 'errors.noGamesFound',
    });
  }
  return { provider, value: page.value, stale: page.stale || providers.stale };
}

export interface GameSearchResult {
  /** Games whose name or provider contains the text, names starting with it first. */
  games: Game[];
  /** Providers whose name contains it, names starting with it first (providersMatching). */
  providers: ProviderGameCount[];
}

/** Games and providers matching the search text. */
export async function searchGames(
  ctx: DataContext,
  text: string,
): Promise<Served<GameSearchResult>> {
  const q = normalizeSearch(text);
  const [games, providers] = await Promise.all([
    ctx.cache.get({
      kind: 'gameSearch',
      key: cacheKey('gameSearch', {}, q, GAME_SEARCH_LIMIT),
      schema: z.array(gameSchema),
      load: () => ctx.clients.casino.searchGames(q, GAME_SEARCH_LIMIT, ctx.upstreamCall),
    }),
    providerCounts(ctx),
  ]);
  return {
    value: {
      games: games.value,
      providers: providersMatching(providers.value, q, PROVIDER_SEARCH_LIMIT),
    },
    stale: games.stale || providers.stale,
  };
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

/**
 * The player's recently played games, most recent first: their list of ids, each game read
 * through the shared per-game cache. A game the catalogue no longer has is left out.
 */
export async function recentlyPlayedGames(
  ctx: DataContext & Pick<ServiceContext, 'recentlyPlayed'>,
  player: SessionPlayer,
): Promise<Served<Game[]>> {
  const ids = await ctx.recentlyPlayed.list(player.id);
  const reads = await Promise.all(
    ids.map(async (gameId) => {
      try {
        return await gameById(ctx, gameId);
      } catch (error) {
        if (error instanceof DomainError && error.status === 'NOT_FOUND') return null;
        throw error;
      }
    }),
  );
  const served = reads.filter((read) => read !== null);
  return {
    value: served.map((read) => read.value),
    stale: served.some((read) => read.stale),
  };
}
