import {
  idempotentInput,
  marketingPreferencesSchema,
  protectionRequestSchema,
  protectionViewSchema,
  realityCheckIntervalSchema,
  realityCheckStatusSchema,
} from '@casino/shared';
import { z } from 'zod';
import { idempotent } from '../services/idempotent.js';
import { startPlayerProtection } from '../services/protection.js';
import {
  acknowledgeRealityCheck,
  playerNetDeposits,
  realityCheckStatus,
  setRealityCheckInterval,
} from '../services/reality-check.js';
import { leanRead, playerProcedure, router } from '../trpc/init.js';

// Time-out and self-exclusion (docs/decisions/040-safer-gambling-protection.md). The request to
// return after a self-exclusion is auth.requestReturn: no session is possible meanwhile.

export const protectionRouter = router({
  /**
   * A time-out (days) or a self-exclusion (months, null: indefinite), in force at once: every
   * session of the player ends, on every instance, and the cookie is cleared.
   */
  start: playerProcedure
    .input(z.intersection(protectionRequestSchema, z.object(idempotentInput)))
    .mutation(({ ctx, input }) => {
      const { idempotencyKey, ...request } = input;
      return idempotent(
        ctx,
        {
          operation: 'protection.start',
          key: idempotencyKey,
          request,
          output: protectionViewSchema,
        },
        (upstreamCall) => startPlayerProtection(ctx, request, upstreamCall),
      );
    }),

  /** The session's start and now, the reality checks' interval and next one, the net position. */
  realityCheck: playerProcedure.meta(leanRead()).query(({ ctx }) => realityCheckStatus(ctx)),

  /** Sets the reality checks' interval (minutes; null: none); the first one an interval on. */
  setRealityCheck: playerProcedure
    .input(z.object({ intervalMinutes: realityCheckIntervalSchema.nullable(), ...idempotentInput }))
    .mutation(({ ctx, input }) =>
      idempotent(
        ctx,
        {
          operation: 'protection.setRealityCheck',
          key: input.idempotencyKey,
          request: { intervalMinutes: input.intervalMinutes },
          output: realityCheckStatusSchema,
        },
        (upstreamCall) => setRealityCheckInterval({ ...ctx, upstreamCall }, input.intervalMinutes),
      ),
    ),

  /** The player answered a check: the next one comes an interval from now. */
  acknowledgeRealityCheck: playerProcedure
    .input(z.object(idempotentInput))
    .mutation(({ ctx, input }) =>
      idempotent(
        ctx,
        {
          operation: 'protection.acknowledgeRealityCheck',
          key: input.idempotencyKey,
          request: {},
          output: realityCheckStatusSchema,
        },
        (upstreamCall) => acknowledgeRealityCheck({ ...ctx, upstreamCall }),
      ),
    ),

  /** The player's marketing choices, per product (casino, sport) and channel. */
  marketing: playerProcedure
    .meta(leanRead())
    .query(({ ctx }) => ctx.clients.casino.marketing(ctx.player.token, ctx.upstreamCall)),

  /** Replaces the marketing choices (every box as the player left it). */
  setMarketing: playerProcedure
    .input(z.object({ preferences: marketingPreferencesSchema, ...idempotentInput }))
    .mutation(({ ctx, input }) =>
      idempotent(
        ctx,
        {
          operation: 'protection.setMarketing',
          key: input.idempotencyKey,
          request: input.preferences,
          output: marketingPreferencesSchema,
        },
        (upstreamCall) =>
          ctx.clients.casino.setMarketing(ctx.player.token, input.preferences, upstreamCall),
      ),
    ),

  /** Deposits less withdrawals over 30 days, 3 months and all time. */
  netDeposits: playerProcedure.meta(leanRead()).query(({ ctx }) => playerNetDeposits(ctx)),
});
