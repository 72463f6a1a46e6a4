import {
  idempotentInput,
  languageCodeSchema,
  miniGameSchema,
  shopItemIdSchema,
  shopSchema,
} from '@casino/shared';
import { z } from 'zod';
import {
  buyShopItem,
  catchGame,
  loyaltyLevels,
  loyaltyOverview,
  miniGameAvailability,
  playCatchGame,
  playMiniGame,
  shopItems,
  shopView,
} from '../services/promotions.js';
import {
  leanRead,
  playerProcedure,
  publicProcedure,
  router,
  sharedLeanRead,
} from '../trpc/init.js';

// One router per domain: mini-games, loyalty and the shops (with the catch game); tournaments
// are in tournaments.ts.

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

  /** A shop's items for anyone (a guest sees them beside the call to sign up); cached. */
  items: publicProcedure
    .meta(sharedLeanRead())
    .input(shopInputSchema.extend({ lang: languageCodeSchema.optional() }))
    .query(({ ctx, input }) =>
      shopItems(ctx, input.shop, input.lang ?? ctx.player?.user.language ?? 'en'),
    ),

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
