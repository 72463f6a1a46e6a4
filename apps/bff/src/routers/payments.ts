import {
  WITHDRAWAL_VALUE_MAX_LENGTH,
  bankWithdrawalSchema,
  cryptoWithdrawalSchema,
  idempotentInput,
  languageCodeSchema,
  paymentIdSchema,
  paymentMethodIdSchema,
  transactionIdSchema,
  withdrawalDetailsSchema,
} from '@casino/shared';
import { z } from 'zod';
import {
  cryptoDeposit,
  depositResult,
  methodsForPlayer,
  startBankDeposit,
  withdraw,
  withdrawalDetails,
  type WithdrawalInput,
} from '../services/payments.js';
import type { SessionPlayer } from '../sessions/session-player.js';
import type { Context } from '../trpc/context.js';
import { idempotent } from '../services/idempotent.js';
import { leanRead, playerProcedure, router } from '../trpc/init.js';
import { depositIntentSchema } from '../upstreams/wire.js';

/** An amount field holds at most as many characters as the withdrawal value (SPEC.md section 9). */
const AMOUNT_TEXT_MAX_LENGTH = WITHDRAWAL_VALUE_MAX_LENGTH;

export const bankDepositInputSchema = z.object({
  methodId: paymentMethodIdSchema,
  /** As typed: checked against the method's limits in the player's currency. */
  amount: z.string().max(AMOUNT_TEXT_MAX_LENGTH),
  /** The language prefix the result pages open under. */
  lang: languageCodeSchema.optional(),
  ...idempotentInput,
});

export const bankWithdrawalInputSchema = bankWithdrawalSchema.extend({
  methodId: paymentMethodIdSchema,
  ...idempotentInput,
});

export const cryptoWithdrawalInputSchema = cryptoWithdrawalSchema.extend({
  methodId: paymentMethodIdSchema,
  ...idempotentInput,
});

function withdrawOnce(
  ctx: Context & { player: SessionPlayer },
  idempotencyKey: string,
  request: WithdrawalInput,
) {
  return idempotent(
    ctx,
    {
      operation: 'payments.withdraw',
      key: idempotencyKey,
      request,
      output: withdrawalDetailsSchema,
    },
    (upstreamCall) => withdraw({ ...ctx, upstreamCall }, request),
  );
}

export const paymentsRouter = router({
  /** Deposit and withdrawal methods that take the player's currency, with min and max in it. */
  methods: playerProcedure.meta(leanRead()).query(({ ctx }) => methodsForPlayer(ctx)),

  /**
   * A bank deposit: answers the payment provider's page to send the player to. The provider
   * returns them to deposit-success, -failure, -cancel or deposit-return with the payment id.
   */
  deposit: playerProcedure.input(bankDepositInputSchema).mutation(({ ctx, input }) => {
    const { idempotencyKey, ...request } = input;
    return idempotent(
      ctx,
      { operation: 'payments.deposit', key: idempotencyKey, request, output: depositIntentSchema },
      (upstreamCall) => startBankDeposit({ ...ctx, upstreamCall }, request),
    );
  }),

  /** What became of a deposit (the deposit-return route): `completed` opens PAYMENT_COMPLETED. */
  depositResult: playerProcedure
    .meta(leanRead())
    .input(z.object({ paymentId: paymentIdSchema }))
    .query(({ ctx, input }) => depositResult(ctx, input.paymentId)),

  /** The player's address for a crypto deposit method, with the QR code's payload. */
  cryptoDeposit: playerProcedure
    .meta(leanRead())
    .input(z.object({ methodId: paymentMethodIdSchema }))
    .query(({ ctx, input }) => cryptoDeposit(ctx, input.methodId)),

  /** Withdrawal by a banking method: card holder name and amount. */
  withdrawBank: playerProcedure.input(bankWithdrawalInputSchema).mutation(({ ctx, input }) => {
    const { idempotencyKey, ...fields } = input;
    return withdrawOnce(ctx, idempotencyKey, { method: 'bank', ...fields });
  }),

  /** Withdrawal to a crypto wallet: address, tag and amount. */
  withdrawCrypto: playerProcedure.input(cryptoWithdrawalInputSchema).mutation(({ ctx, input }) => {
    const { idempotencyKey, ...fields } = input;
    return withdrawOnce(ctx, idempotencyKey, { method: 'crypto', ...fields });
  }),

  /** A withdrawal's details, or 'ask support with the transaction id' when they cannot be had. */
  withdrawalDetails: playerProcedure
    .meta(leanRead())
    .input(z.object({ transactionId: transactionIdSchema }))
    .query(({ ctx, input }) => withdrawalDetails(ctx, input.transactionId)),
});
