import {
  GAME_CATEGORIES,
  gameSchema,
  gamesPageSchema,
  providerGameCountSchema,
  winnersResponseSchema,
  type CatalogueCategoryKey,
  type Game,
  type GameId,
  type GamesPage,
  type LanguageCode,
  type ProviderGameCount,
  type WinnersKind,
  type WinnersResponse,
} from '@casino/shared';
import { z } from 'zod';
import { requestOptions, segment, type UpstreamCallContext } from '../call-context.js';
import { gameLaunchSchema, type GameLaunch, type GameMode } from '@casino/upstream-contract';
import { gameWithMediaUrls, type MediaUrlRewriter } from '../media-urls.js';
import { NOT_FOUND } from '../upstream-domain-errors.js';
import {
  EMPTY_GAMES_PAGE,
  filterQuery,
  invalidCursor,
  isForeignCursor,
  type GamesFilter,
  type GamesPaging,
  type GamesQuery,
} from './games-paging.js';
import type { CasinoUpstream } from './shared.js';

export interface GameLaunchOptions {
  /** 'real' unless given; a guest may launch only a demo. */
  mode?: GameMode;
  lang?: LanguageCode;
  /** The visitor's country (alpha-3): the upstream refuses where the provider is unlicensed. */
  country?: string | null;
}

/** The upstream echoes the list's kind, so an answer meant for another tab is refused. */
function winnersAnswerSchema(kind: WinnersKind) {
  return winnersResponseSchema.refine((answer) => answer.kind === kind, {
    message: `expected the ${kind} list`,
    path: ['kind'],
  });
}

/** The catalogue, the player's favourite games, launches and the winners lists. */
export function gamesCalls({ http, mapped }: CasinoUpstream, mediaUrls?: MediaUrlRewriter) {
  const wired = (game: Game): Game =>
    mediaUrls === undefined ? game : gameWithMediaUrls(game, mediaUrls);

  const gamesPage = async (
    query: Record<string, string | number | undefined>,
    paging: GamesPaging,
    token: string | null,
    context?: UpstreamCallContext,
  ): Promise<GamesPage> => {
    const page = await mapped(
      http.get(
        '/games',
        gamesPageSchema,
        requestOptions(context, {
          token,
          query: { ...query, cursor: paging.cursor ?? undefined, per_page: paging.perPage },
        }),
      ),
    ).catch((error: unknown) => {
      // The cursor comes from the client: one the list never issued is the client's mistake
      // (a 400), not ours (a 500).
      if (isForeignCursor(error, paging)) throw invalidCursor();
      throw error;
    });
    return { ...page, items: page.items.map(wired) };
  };

  const providerCounts = (
    category: string | undefined,
    token: string | null,
    context?: UpstreamCallContext,
  ): Promise<ProviderGameCount[]> =>
    mapped(
      http.get(
        '/providers',
        z.array(providerGameCountSchema),
        requestOptions(context, { token, query: { category } }),
      ),
    );

  return {
    games: (query: GamesQuery = {}, context?: UpstreamCallContext): Promise<GamesPage> => {
      // An empty id list would be refused as malformed; it simply names no games.
      if (query.ids?.length === 0) return Promise.resolve(EMPTY_GAMES_PAGE);
      return gamesPage(
        {
          category:
            query.category === undefined ? undefined : GAME_CATEGORIES[query.category].param,
          ids: query.ids?.join(','),
          ...filterQuery(query),
        },
        query,
        null,
        context,
      );
    },

    /** The player's favourites, most recently added first unless sorted. */
    favoriteGames: (
      token: string,
      query: GamesPaging & GamesFilter = {},
      context?: UpstreamCallContext,
    ): Promise<GamesPage> =>
      gamesPage(
        { category: GAME_CATEGORIES.favorites.param, ...filterQuery(query) },
        query,
        token,
        context,
      ),

    /** Names or providers containing `q`; names starting with it first. */
    searchGames: async (
      q: string,
      limit?: number,
      context?: UpstreamCallContext,
    ): Promise<Game[]> => {
      const games = await mapped(
        http.get(
          '/games/search',
          z.array(gameSchema),
          requestOptions(context, { query: { q, limit } }),
        ),
      );
      return games.map(wired);
    },

    game: async (gameId: GameId, context?: UpstreamCallContext): Promise<Game> =>
      wired(
        await mapped(
          http.get(`/games/${segment(gameId)}`, gameSchema, requestOptions(context)),
          NOT_FOUND.game,
        ),
      ),

    /** A launch URL of its own: it opens the game once (a single-use token). */
    gameLaunch: async (
      token: string | null,
      gameId: GameId,
      options: GameLaunchOptions = {},
      context?: UpstreamCallContext,
    ): Promise<GameLaunch> => {
      const launch = await mapped(
        http.get(
          `/games/${segment(gameId)}/launch`,
          gameLaunchSchema,
          requestOptions(context, {
            token,
            query: {
              mode: options.mode,
              lang: options.lang,
              country: options.country ?? undefined,
            },
            // The URL's launch token opens the game once: a credential while unused.
            sensitive: true,
          }),
        ),
        NOT_FOUND.game,
      );
      return mediaUrls === undefined ? launch : { ...launch, url: mediaUrls(launch.url) };
    },

    /**
     * Every provider with its number of games, by name: of a category when given (a provider
     * without games there is left out), else of the whole catalogue.
     */
    providers: (
      category?: CatalogueCategoryKey,
      context?: UpstreamCallContext,
    ): Promise<ProviderGameCount[]> =>
      providerCounts(
        category === undefined ? undefined : GAME_CATEGORIES[category].param,
        null,
        context,
      ),

    /** The providers of the player's favourites, with how many favourites each has. */
    favoriteProviders: (token: string, context?: UpstreamCallContext) =>
      providerCounts(GAME_CATEGORIES.favorites.param, token, context),

    winners: (kind: WinnersKind, context?: UpstreamCallContext): Promise<WinnersResponse> =>
      mapped(
        http.get(
          '/winners',
          winnersAnswerSchema(kind),
          requestOptions(context, { query: { kind } }),
        ),
      ),
  };
}
