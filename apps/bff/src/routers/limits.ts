import {
  idempotentInput,
  limitChangeSchema,
  limitKindSchema,
  playerLimitsSchema,
} from '@casino/shared';
import { z } from 'zod';
import { idempotent } from '../services/idempotent.js';
import {
  cancelPendingPlayerLimit,
  declineLimitPrompt,
  playerLimits,
  reviewedPlayerLimits,
  setPlayerLimit,
} from '../services/limits.js';
import { leanRead, playerProcedure, router } from '../trpc/init.js';

// The player's limits (docs/decisions/037-safer-gambling-limits.md): the casino holds them; every
// answer is the whole set, fresh, with whether the prompt and the review reminder are due.

const limitsViewSchema = playerLimitsSchema.extend({
  promptDue: z.boolean(),
  reviewDue: z.boolean(),
});

export const limitsRouter = router({
  /** Every limit with what is used of it, its reset and what waits; the prompt and the review. */
  read: playerProcedure.meta(leanRead()).query(({ ctx }) => playerLimits(ctx)),

  /** A decrease (or a first limit) at once; an increase or a removal (null) after 24 hours. */
  set: playerProcedure
    .input(limitChangeSchema.and(z.object(idempotentInput)))
    .mutation(({ ctx, input }) => {
      const { idempotencyKey, kind, value } = input;
      return idempotent(
        ctx,
        {
          operation: 'limits.set',
          key: idempotencyKey,
          request: { kind, value },
          output: limitsViewSchema,
        },
        (upstreamCall) => setPlayerLimit({ ...ctx, upstreamCall }, { kind, value }),
      );
    }),

  /** Drops the limit's pending increase; the limit in force stays. */
  cancelPending: playerProcedure
    .input(z.object({ kind: limitKindSchema, ...idempotentInput }))
    .mutation(({ ctx, input }) =>
      idempotent(
        ctx,
        {
          operation: 'limits.cancelPending',
          key: input.idempotencyKey,
          request: { kind: input.kind },
          output: limitsViewSchema,
        },
        (upstreamCall) => cancelPendingPlayerLimit({ ...ctx, upstreamCall }, input.kind),
      ),
    ),

  /** The player declined the prompt (after confirming): no prompt again. */
  declinePrompt: playerProcedure.input(z.object(idempotentInput)).mutation(({ ctx, input }) =>
    idempotent(
      ctx,
      {
        operation: 'limits.declinePrompt',
        key: input.idempotencyKey,
        request: {},
        output: limitsViewSchema,
      },
      (upstreamCall) => declineLimitPrompt({ ...ctx, upstreamCall }),
    ),
  ),

  /** The player reviewed their limits: the reminder comes back in six months. */
  reviewed: playerProcedure.input(z.object(idempotentInput)).mutation(({ ctx, input }) =>
    idempotent(
      ctx,
      {
        operation: 'limits.reviewed',
        key: input.idempotencyKey,
        request: {},
        output: limitsViewSchema,
      },
      (upstreamCall) => reviewedPlayerLimits({ ...ctx, upstreamCall }),
    ),
  ),
});
