import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';

/** Every transaction type of SPEC.md section 3, as snake_case keys. */
export const TRANSACTION_TYPES = [
  'basic',
  'deposit',
  'withdraw',
  'bet',
  'win',
  'bonus',
  'jackpot',
  'jackpot_win',
  'refund',
  'referral',
  'cashback',
  'manual_bonus',
  'provider_bonus',
  'provider_jackpot',
  'provider_promo_win',
  'change_balance_increase',
  'change_balance_decrease',
  'convert_balance',
  'money_prize',
  'bonus_transaction',
  'cancel_wager',
  'cancel_bonus_fine',
  'rollback_bet',
  'rollback_win',
  'sport_bet',
  'sport_win',
  'free_spin_win',
  'zeroing',
  'increment',
  'level_bonus',
  'jackpot_increasing',
] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/**
 * Numeric codes of the types. The spec fixes only jackpot_win = 16 (pending jackpot wins are
 * found by it); the others are our contract: spec order from 1, with 16 left to jackpot_win.
 */
export const TRANSACTION_TYPE_CODES: Readonly<Record<TransactionType, number>> = {
  basic: 1,
  deposit: 2,
  withdraw: 3,
  bet: 4,
  win: 5,
  bonus: 6,
  jackpot: 7,
  jackpot_win: 16,
  refund: 8,
  referral: 9,
  cashback: 10,
  manual_bonus: 11,
  provider_bonus: 12,
  provider_jackpot: 13,
  provider_promo_win: 14,
  change_balance_increase: 15,
  change_balance_decrease: 17,
  convert_balance: 18,
  money_prize: 19,
  bonus_transaction: 20,
  cancel_wager: 21,
  cancel_bonus_fine: 22,
  rollback_bet: 23,
  rollback_win: 24,
  sport_bet: 25,
  sport_win: 26,
  free_spin_win: 27,
  zeroing: 28,
  increment: 29,
  level_bonus: 30,
  jackpot_increasing: 31,
};

const transactionTypeByCode = new Map<number, TransactionType>(
  TRANSACTION_TYPES.map((type) => [TRANSACTION_TYPE_CODES[type], type]),
);

/** The type of a numeric code, or undefined for a code we do not know. */
export function transactionTypeFromCode(code: number): TransactionType | undefined {
  return transactionTypeByCode.get(code);
}

/** Transaction and bonus statuses of SPEC.md section 4 (bonus.ts reuses this list). */
export const TRANSACTION_STATUSES = [
  'activated',
  'credited',
  'queue',
  'pending',
  'complete',
  'cancel',
  'failed',
  'refund',
  'pending_wager',
  'rejected',
  'not_confirmed',
  'processing',
  'aggregator_rejected',
  'rollback',
  'wager_zeroing',
  'not_confirmed_block_amount',
] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const transactionIdSchema = z.number().int().positive();
export type TransactionId = z.infer<typeof transactionIdSchema>;

/**
 * One row of game transactions or of payment history. The spec says "id or method, balance or
 * currency, date or status": game transactions carry id and balance, payment history carries
 * method and status; both carry type, amount, currency and date. A row needs an id or a method.
 */
export const transactionRowSchema = z
  .object({
    id: transactionIdSchema.optional(),
    /** Payment history: the payment method's display name. */
    method: z.string().min(1).optional(),
    type: transactionTypeSchema,
    amount: z.number(),
    fee: z.number().nonnegative().optional(),
    currency: currencyCodeSchema,
    /** Game transactions: the balance after the transaction. */
    balance: z.number().optional(),
    date: z.iso.datetime({ offset: true }),
    status: transactionStatusSchema.optional(),
  })
  .refine((row) => row.id !== undefined || row.method !== undefined, {
    message: 'errors.valueRequired',
    path: ['id'],
  });
export type TransactionRow = z.infer<typeof transactionRowSchema>;

/** Filters of a transactions list; an absent type or status means all of them. */
export const transactionFiltersSchema = z.object({
  type: transactionTypeSchema.optional(),
  status: transactionStatusSchema.optional(),
  page: z.number().int().min(1).default(1),
});
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

/** One page of transactions; our contract: 1-based page numbers and the page count. */
export const transactionListSchema = z
  .object({
    items: z.array(transactionRowSchema),
    page: z.number().int().min(1),
    pageCount: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  })
  .refine((list) => list.pageCount === 0 || list.page <= list.pageCount, {
    message: 'errors.noSuchOption',
    path: ['page'],
  });
export type TransactionList = z.infer<typeof transactionListSchema>;

/** The two views of the game-transactions tab: real-money play and bonus play. */
export const GAME_TRANSACTION_KINDS = ['basic', 'bonus'] as const;
export const gameTransactionKindSchema = z.enum(GAME_TRANSACTION_KINDS);
export type GameTransactionKind = z.infer<typeof gameTransactionKindSchema>;

/** How a status is coloured in the account's tables. */
export type TransactionStatusTone = 'success' | 'pending' | 'failure' | 'neutral';

const STATUS_TONES: Readonly<Record<TransactionStatus, TransactionStatusTone>> = {
  activated: 'success',
  credited: 'success',
  complete: 'success',
  queue: 'pending',
  pending: 'pending',
  pending_wager: 'pending',
  not_confirmed: 'pending',
  processing: 'pending',
  not_confirmed_block_amount: 'pending',
  cancel: 'failure',
  failed: 'failure',
  rejected: 'failure',
  aggregator_rejected: 'failure',
  refund: 'neutral',
  rollback: 'neutral',
  wager_zeroing: 'neutral',
};

/** The colour group of a status: done, on its way, refused or cancelled, or reversed. */
export function transactionStatusTone(status: TransactionStatus): TransactionStatusTone {
  return STATUS_TONES[status];
}

/** An amount as the tables show it: signed, money leaving the account negative. */
export function signedTransactionAmount(row: Pick<TransactionRow, 'type' | 'amount'>): number {
  const outgoing: readonly TransactionType[] = [
    'withdraw',
    'bet',
    'sport_bet',
    'change_balance_decrease',
    'zeroing',
    'cancel_bonus_fine',
  ];
  return outgoing.includes(row.type) ? -Math.abs(row.amount) : row.amount;
}
