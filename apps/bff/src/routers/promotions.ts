import {
  idempotentInput,
  languageCodeSchema,
  miniGameSchema,
  shopItemIdSchema,
  shopSchema,
  tournamentFilterSchema,
} from '@casino/shared';
import { z } from 'zod';
import {
  buyShopItem,
  catchGame,
  localTournament,
  loyaltyLevels,
  loyaltyOverview,
  miniGameAvailability,
  playCatchGame,
  networkTournament,
  playMiniGame,
  shopView,
  tournaments,
} from '../services/promotions.js';
import {
  leanRead,
  playerProcedure,
  publicProcedure,
  router,
  sharedLeanRead,
} from '../trpc/init.js';

// One router per domain: mini-games, tournaments, loyalty and the shops (with the catch game).

export const miniGamesRouter = router({
  /** Each mini-game's availability: 204 shows its button, anything else hides it. */
  availability: publicProcedure
    .meta(leanRead())
    .input(z.object({ game: miniGameSchema }).optional())
    .query(({ ctx, input }) =>
      miniGameAvailability(ctx, ctx.player, input === undefined ? undefined : [input.game]),
    ),

  play: playerProcedure
    .input(z.object({ game: miniGameSchema, ...idempotentInput }))
    .mutation(({ ctx, input }) => playMiniGame(ctx, input.game, input.idempotencyKey)),
});

/** A network tournament's code as the upstream writes them. */
const tournamentCodeSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'errors.noSuchCode');

export const tournamentsRouter = router({
  /** all, local and network list running and upcoming ones; finished the ended ones. */
  list: publicProcedure
    .meta(sharedLeanRead())
    .input(z.object({ filter: tournamentFilterSchema.default('all') }).optional())
    .query(({ ctx, input }) => tournaments(ctx, ctx.player, input?.filter ?? 'all')),

  /** Prizes, pool, duration, winners, minimum bet, dates, leaderboard and the player's row. */
  local: publicProcedure
    .meta(sharedLeanRead())
    .input(z.object({ id: z.number().int().positive() }))
    .query(({ ctx, input }) => localTournament(ctx, ctx.player, input.id)),

  network: publicProcedure
    .meta(sharedLeanRead())
    .input(z.object({ code: tournamentCodeSchema }))
    .query(({ ctx, input }) => networkTournament(ctx, ctx.player, input.code)),
});

export const loyaltyRouter = router({
  /** Full info, the levels and the progress to the next level. */
  overview: playerProcedure.meta(leanRead()).query(({ ctx }) => loyaltyOverview(ctx, ctx.player)),

  /** The ladder (9 levels by default), for guests too. */
  levels: publicProcedure
    .meta(sharedLeanRead())
    .input(z.object({ lang: languageCodeSchema }).optional())
    .query(({ ctx, input }) =>
      loyaltyLevels(ctx, input?.lang ?? ctx.player?.user.language ?? 'en'),
    ),
});

const shopInputSchema = z.object({ shop: shopSchema });

export const shopsRouter = router({
  /** The bonus shop (loyalty points) or the snowflake shop: the player's coins and the items. */
  view: playerProcedure
    .meta(leanRead())
    .input(shopInputSchema)
    .query(({ ctx, input }) => shopView(ctx, ctx.player, input.shop)),

  purchase: playerProcedure
    .input(shopInputSchema.extend({ itemId: shopItemIdSchema, ...idempotentInput }))
    .mutation(({ ctx, input }) => buyShopItem(ctx, input.shop, input.itemId, input.idempotencyKey)),

  /** The catch game today: whether it runs, the day's percent, tries and snowflakes. */
  catchGame: playerProcedure.meta(leanRead()).query(({ ctx }) => catchGame(ctx, ctx.player)),

  /** One try: a catch gives a pending deposit bonus of the day's percent. */
  playCatchGame: playerProcedure
    .input(z.object(idempotentInput))
    .mutation(({ ctx, input }) => playCatchGame(ctx, input.idempotencyKey)),
});
