import {
  currencyCodeSchema,
  idempotentInput,
  jackpotDecisionStatusSchema,
  type CurrencyCode,
} from '@casino/shared';
import { z } from 'zod';
import { jackpotTotal } from '../services/lobby.js';
import {
  decideJackpotWin,
  jackpotDecisionResultSchema,
  jackpotsList,
  playerJackpotWins,
} from '../services/jackpots.js';
import type { Context } from '../trpc/context.js';
import { idempotent } from '../services/idempotent.js';
import {
  leanRead,
  playerProcedure,
  publicProcedure,
  router,
  sharedLeanRead,
} from '../trpc/init.js';

const currencyInputSchema = z.object({ currency: currencyCodeSchema.optional() }).default({});

/** A player sees amounts in their account currency; a guest in the one asked for (EUR). */
function displayCurrency(ctx: Pick<Context, 'player'>, asked: CurrencyCode | undefined) {
  return ctx.player?.user.currency ?? asked ?? 'EUR';
}

export const jackpotDecisionInputSchema = z.object({
  /** The win's id: the bonus id the decision sends. */
  bonusId: z.number().int().positive(),
  status: jackpotDecisionStatusSchema,
  /** The modal is open over a game page. */
  onGamePage: z.boolean().default(false),
  ...idempotentInput,
});

export const jackpotsRouter = router({
  /** Gold, silver and bronze with each one's probability, and the adaptive poll interval. */
  list: publicProcedure
    .meta(sharedLeanRead())
    .input(currencyInputSchema)
    .query(async ({ ctx, input }) => {
      const { value, stale } = await jackpotsList(ctx, displayCurrency(ctx, input.currency));
      return { ...value, stale };
    }),

  /** currency and jackpotsFund: the banner's counting total. */
  sum: publicProcedure
    .meta(sharedLeanRead())
    .input(currencyInputSchema)
    .query(async ({ ctx, input }) => {
      const { value, stale } = await jackpotTotal(ctx, displayCurrency(ctx, input.currency));
      return { ...value, stale };
    }),

  /**
   * The player's jackpot wins to act on: `pending` (type 16, each waiting for a decision; polled
   * at the adaptive interval) and `completedNoWager` (credited at once, completed in the last 24
   * hours, with their wager and dateComplete, for the no-wager modal).
   */
  pendingWins: playerProcedure.meta(leanRead()).query(({ ctx }) => playerJackpotWins(ctx)),

  /**
   * Claim (Activated), Add to queue (Queue) or Decline (Rejected) a win, once per idempotency key.
   * A choice the modal would not offer for this win and balance is refused.
   */
  decide: playerProcedure.input(jackpotDecisionInputSchema).mutation(({ ctx, input }) => {
    const { idempotencyKey, ...request } = input;
    return idempotent(
      ctx,
      {
        operation: 'jackpots.decide',
        key: idempotencyKey,
        request,
        output: jackpotDecisionResultSchema,
      },
      (upstreamCall) => decideJackpotWin({ ...ctx, upstreamCall }, request),
    );
  }),
});
