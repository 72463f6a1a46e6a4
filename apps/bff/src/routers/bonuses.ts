import {
  bonusIdSchema,
  bonusStatusSchema,
  bonusTypeSchema,
  idempotentInput,
  languageCodeSchema,
  promoCodeSchema,
} from '@casino/shared';
import { z } from 'zod';
import {
  bonusAction,
  bonusDetail,
  bonusList,
  bonusQueue,
  checkPromoCode,
  collectDailyBonus,
  dailyBonus,
  signUpOfferFor,
} from '../services/bonuses.js';
import { rateLimit } from '../trpc/rate-limit.js';
import {
  leanRead,
  playerProcedure,
  publicProcedure,
  router,
  sharedLeanRead,
} from '../trpc/init.js';

const bonusInputSchema = z.object({ bonusId: bonusIdSchema });
/** Actions change a bonus: each takes the key its retries repeat. */
const bonusActionInputSchema = bonusInputSchema.extend(idempotentInput);

export const bonusesRouter = router({
  /** The player's bonuses, optionally of one status or type. */
  list: playerProcedure
    .meta(leanRead())
    .input(
      z
        .object({ status: bonusStatusSchema.optional(), type: bonusTypeSchema.optional() })
        .optional(),
    )
    .query(({ ctx, input }) => bonusList(ctx, ctx.player, input ?? {})),

  detail: playerProcedure
    .meta(leanRead())
    .input(bonusInputSchema)
    .query(({ ctx, input }) => bonusDetail(ctx, ctx.player, input.bonusId)),

  /** The bonuses waiting in the queue ('No bonuses found in the queue' when none). */
  queue: playerProcedure.meta(leanRead()).query(({ ctx }) => bonusQueue(ctx, ctx.player)),

  /** Accepts an offered bonus, or activates one by link (activate-bonus/{bonusId}). */
  activate: playerProcedure
    .input(bonusActionInputSchema)
    .mutation(({ ctx, input }) =>
      bonusAction(ctx, 'activate', input.bonusId, input.idempotencyKey),
    ),

  addToQueue: playerProcedure
    .input(bonusActionInputSchema)
    .mutation(({ ctx, input }) => bonusAction(ctx, 'queue', input.bonusId, input.idempotencyKey)),

  decline: playerProcedure
    .input(bonusActionInputSchema)
    .mutation(({ ctx, input }) => bonusAction(ctx, 'decline', input.bonusId, input.idempotencyKey)),

  /** Cancels the active bonus: the whole bonus balance is zeroed. */
  cancel: playerProcedure
    .input(bonusActionInputSchema)
    .mutation(({ ctx, input }) => bonusAction(ctx, 'cancel', input.bonusId, input.idempotencyKey)),

  /**
   * The sign-up offer of a language, for a guest's /bonuses (ro: 350% up to 57500 RON; every other
   * locale 200% up to 1000 EUR + 300 free spins) on the registration promotion's card. It depends
   * on the language alone, so guests share the answer.
   */
  signUpOffer: publicProcedure
    .meta(sharedLeanRead())
    .input(z.object({ language: languageCodeSchema }))
    .query(async ({ ctx, input }) => {
      const { value, stale } = await signUpOfferFor(ctx, input.language);
      return { ...value, stale };
    }),

  /** `{ status: 200, data }` for a player, `{ status: 204 }` for a guest (the button's rule). */
  daily: publicProcedure.meta(leanRead()).query(({ ctx }) => dailyBonus(ctx, ctx.player)),

  collectDaily: playerProcedure
    .input(z.object(idempotentInput))
    .mutation(({ ctx, input }) => collectDailyBonus(ctx, input.idempotencyKey)),

  /**
   * Whether a promo code is valid. A player's valid code gives its pending bonus; a guest's (the
   * sign-up form) is only checked. Limited per IP, so codes cannot be guessed in bulk.
   */
  checkPromoCode: publicProcedure
    .use(rateLimit('promoCode', { account: () => null }))
    .input(z.object({ code: promoCodeSchema }))
    .mutation(({ ctx, input }) => checkPromoCode(ctx, ctx.player, input.code)),
});
