import {
  gameCategoryKeySchema,
  gameIdSchema,
  isCatalogueCategory,
  languageCodeSchema,
} from '@casino/shared';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import {
  categoryPage,
  favoritesPage,
  gameById,
  gamesCursorSchema,
  searchGames,
} from '../services/games.js';
import { launchGame } from '../services/game-launch.js';
import { publicProcedure, router } from '../trpc/init.js';
import { gameModeSchema } from '../upstreams/contract.js';

/** The search field sends what the player typed; the upstream matches names and providers. */
export const gameSearchTextSchema = z.string().trim().min(1, 'errors.required').max(64);

/** The game catalogue: category pages (cursor paging, 15 a page), search, one game. */
export const gamesRouter = router({
  /** A page of a lobby category; `favorites` is the signed-in player's own list. */
  byCategory: publicProcedure
    .input(
      z.object({
        category: gameCategoryKeySchema,
        cursor: gamesCursorSchema.nullish(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const cursor = input.cursor ?? null;
      if (!isCatalogueCategory(input.category)) {
        if (ctx.player === null) {
          throw new DomainError({
            code: 'unauthorized',
            status: 'UNAUTHORIZED',
            messageKey: 'errors.unauthorized',
          });
        }
        return { ...(await favoritesPage(ctx, ctx.player.token, cursor)), stale: false };
      }
      const { value, stale } = await categoryPage(ctx, input.category, cursor);
      return { ...value, stale };
    }),

  search: publicProcedure
    .input(z.object({ q: gameSearchTextSchema }))
    .query(async ({ ctx, input }) => {
      const { value, stale } = await searchGames(ctx, input.q);
      return { items: value, stale };
    }),

  byId: publicProcedure.input(z.object({ gameId: gameIdSchema })).query(async ({ ctx, input }) => {
    const { value, stale } = await gameById(ctx, input.gameId);
    return { game: value, stale };
  }),

  /**
   * The game frame's URL for real or demo play. Real play is refused without a session
   * (errors.unauthorized), for a game the bonus rules exclude (gameNotification.notAvailable) and
   * with the provider's profile fields missing (errors.nonFilledBirth, errors.profileIncomplete);
   * any launch where the game may not run is 'Access denied'.
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
