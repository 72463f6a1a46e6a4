import {
  GAME_PROVIDER_FILTER_MAX,
  gameCategoryKeySchema,
  gameIdSchema,
  gameSortSchema,
  languageCodeSchema,
  providerIdSchema,
} from '@casino/shared';
import { z } from 'zod';
import {
  categoryListing,
  gameById,
  gamesCursorSchema,
  providerGamesPage,
  recentlyPlayedGames,
  searchGames,
} from '../services/games.js';
import { launchGame } from '../services/game-launch.js';
import {
  leanRead,
  playerProcedure,
  publicProcedure,
  router,
  sharedLeanRead,
} from '../trpc/init.js';
import { gameModeSchema } from '../upstreams/wire.js';

/** The search field sends what the player typed; the upstream matches names and providers. */
export const gameSearchTextSchema = z.string().trim().min(1, 'errors.required').max(64);

/** The lobby's filter: games of any of these providers (none: all), in this order. */
const gamesFilterInput = {
  providers: z.array(providerIdSchema).max(GAME_PROVIDER_FILTER_MAX).optional(),
  sort: gameSortSchema.optional(),
};

/**
 * The game catalogue: category and provider pages (cursor paging, 15 a page), search, one game,
 * the player's recently played games, and the launch.
 */
export const gamesRouter = router({
  /**
   * A page of a lobby category, narrowed to some providers and sorted when asked (without a sort,
   * the category's own order), with every provider of the category and its game count, whatever
   * the filter. `favorites` is the signed-in player's own list.
   */
  byCategory: publicProcedure
    .meta(sharedLeanRead())
    .input(
      z.object({
        category: gameCategoryKeySchema,
        cursor: gamesCursorSchema.nullish(),
        ...gamesFilterInput,
      }),
    )
    .query(({ ctx, input }) =>
      categoryListing(ctx, input.category, input.cursor ?? null, {
        providers: input.providers,
        sort: input.sort,
      }),
    ),

  /** A page of one provider's games across the catalogue (a provider the search found). */
  byProvider: publicProcedure
    .meta(sharedLeanRead())
    .input(
      z.object({
        providerId: providerIdSchema,
        cursor: gamesCursorSchema.nullish(),
        sort: gameSortSchema.optional(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const { provider, value, stale } = await providerGamesPage(
        ctx,
        input.providerId,
        input.cursor ?? null,
        input.sort,
      );
      return { provider, ...value, stale };
    }),

  /** Games whose name or provider matches (`items`), and the providers whose name does. */
  search: publicProcedure
    .meta(sharedLeanRead())
    .input(z.object({ q: gameSearchTextSchema }))
    .query(async ({ ctx, input }) => {
      const { value, stale } = await searchGames(ctx, input.q);
      return { items: value.games, providers: value.providers, stale };
    }),

  byId: publicProcedure
    .meta(sharedLeanRead())
    .input(z.object({ gameId: gameIdSchema }))
    .query(async ({ ctx, input }) => {
      const { value, stale } = await gameById(ctx, input.gameId);
      return { game: value, stale };
    }),

  /**
   * The signed-in player's last games launched for real money, most recent first (at most 12).
   * A player's own: never part of lobby.main, whose answers visitors share.
   */
  recentlyPlayed: playerProcedure.meta(leanRead()).query(async ({ ctx }) => {
    const { value, stale } = await recentlyPlayedGames(ctx, ctx.player);
    return { items: value, stale };
  }),

  /**
   * The game frame's URL for real or demo play, new for each launch. Real play is refused without
   * a session (errors.unauthorized), for a game the bonus rules exclude
   * (gameNotification.notAvailable), with nothing to bet with (insufficient_balance,
   * errors.notEnoughMoney: INSUFFICIENT_BALANCE_MODAL) and with the provider's profile fields
   * missing (errors.nonFilledBirth, errors.profileIncomplete); any launch where the game may not
   * run is 'Access denied'. A real launch goes first in the player's recently played games.
   */
  launch: publicProcedure
    .input(
      z.object({
        gameId: gameIdSchema,
        mode: gameModeSchema.default('real'),
        lang: languageCodeSchema.optional(),
      }),
    )
    .mutation(({ ctx, input }) => launchGame(ctx, input)),
});
