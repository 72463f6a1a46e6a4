import { bonusIdSchema, bonusStatusSchema, bonusTypeSchema, promoCodeSchema } from '@casino/shared';
import { z } from 'zod';
import {
  bonusAction,
  bonusDetail,
  bonusList,
  bonusQueue,
  checkPromoCode,
  collectDailyBonus,
  dailyBonus,
} from '../services/bonuses.js';
import { playerProcedure, publicProcedure, router } from '../trpc/init.js';

const bonusInputSchema = z.object({ bonusId: bonusIdSchema });

export const bonusesRouter = router({
  /** The player's bonuses, optionally of one status or type. */
  list: playerProcedure
    .input(
      z
        .object({ status: bonusStatusSchema.optional(), type: bonusTypeSchema.optional() })
        .optional(),
    )
    .query(({ ctx, input }) => bonusList(ctx, ctx.player, input ?? {})),

  detail: playerProcedure
    .input(bonusInputSchema)
    .query(({ ctx, input }) => bonusDetail(ctx, ctx.player, input.bonusId)),

  /** The bonuses waiting in the queue ('No bonuses found in the queue' when none). */
  queue: playerProcedure.query(({ ctx }) => bonusQueue(ctx, ctx.player)),

  /** Accepts an offered bonus, or activates one by link (activate-bonus/{bonusId}). */
  activate: playerProcedure
    .input(bonusInputSchema)
    .mutation(({ ctx, input }) => bonusAction(ctx, ctx.player, 'activate', input.bonusId)),

  addToQueue: playerProcedure
    .input(bonusInputSchema)
    .mutation(({ ctx, input }) => bonusAction(ctx, ctx.player, 'queue', input.bonusId)),

  decline: playerProcedure
    .input(bonusInputSchema)
    .mutation(({ ctx, input }) => bonusAction(ctx, ctx.player, 'decline', input.bonusId)),

  /** Cancels the active bonus: the whole bonus balance is zeroed. */
  cancel: playerProcedure
    .input(bonusInputSchema)
    .mutation(({ ctx, input }) => bonusAction(ctx, ctx.player, 'cancel', input.bonusId)),

  /** `{ status: 200, data }` for a player, `{ status: 204 }` for a guest (the button's rule). */
  daily: publicProcedure.query(({ ctx }) => dailyBonus(ctx, ctx.player)),

  collectDaily: playerProcedure.mutation(({ ctx }) => collectDailyBonus(ctx, ctx.player)),

  checkPromoCode: playerProcedure
    .input(z.object({ code: promoCodeSchema }))
    .mutation(({ ctx, input }) => checkPromoCode(ctx, ctx.player, input.code)),
});
