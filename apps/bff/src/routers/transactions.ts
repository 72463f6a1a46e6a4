import {
  gameTransactionKindSchema,
  transactionStatusSchema,
  transactionTypeSchema,
} from '@casino/shared';
import { z } from 'zod';
import { gameTransactions, jackpotTransactions, paymentHistory } from '../services/transactions.js';
import { leanRead, playerProcedure, router } from '../trpc/init.js';

const pageSchema = z.number().int().min(1).max(100_000).default(1);

/** The payment history's types: money in and money out. */
export const PAYMENT_TRANSACTION_TYPES = ['deposit', 'withdraw'] as const;

/** The account's tables, newest first, 20 rows a page; a page past the end answers the last. */
export const transactionsRouter = router({
  /** Game transactions: real-money play (basic) or bonus play, filtered by type and status. */
  game: playerProcedure
    .meta(leanRead())
    .input(
      z.object({
        kind: gameTransactionKindSchema.default('basic'),
        type: transactionTypeSchema.optional(),
        status: transactionStatusSchema.optional(),
        page: pageSchema,
      }),
    )
    .query(({ ctx, input }) =>
      gameTransactions(ctx, input.kind, {
        type: input.type,
        status: input.status,
        page: input.page,
      }),
    ),

  /** Payment history: deposits and withdrawals, filtered by type and status. */
  payments: playerProcedure
    .meta(leanRead())
    .input(
      z.object({
        type: z.enum(PAYMENT_TRANSACTION_TYPES).optional(),
        status: transactionStatusSchema.optional(),
        page: pageSchema,
      }),
    )
    .query(({ ctx, input }) => paymentHistory(ctx, input)),

  /** Jackpot transactions (type Jackpot): polled at the adaptive jackpot interval. */
  jackpot: playerProcedure
    .meta(leanRead())
    .input(z.object({ page: pageSchema }).default({ page: 1 }))
    .query(({ ctx, input }) => jackpotTransactions(ctx, input.page)),
});
