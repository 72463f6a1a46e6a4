import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';
import { transactionIdSchema, transactionStatusSchema } from './transaction.js';

/** The two withdrawal tabs: banking and crypto. */
export const WITHDRAWAL_METHODS = ['bank', 'crypto'] as const;
export const withdrawalMethodSchema = z.enum(WITHDRAWAL_METHODS);
export type WithdrawalMethod = z.infer<typeof withdrawalMethodSchema>;

export const WITHDRAWAL_FIELDS = [
  'walletTag',
  'walletAddress',
  'cardHolderName',
  'amount',
] as const;
export const withdrawalFieldSchema = z.enum(WITHDRAWAL_FIELDS);
export type WithdrawalField = z.infer<typeof withdrawalFieldSchema>;

/** Which fields each method's form asks for (our contract: card holder for bank, wallet for crypto). */
export const WITHDRAWAL_FIELDS_BY_METHOD: Readonly<
  Record<WithdrawalMethod, readonly WithdrawalField[]>
> = {
  bank: ['cardHolderName', 'amount'],
  crypto: ['walletAddress', 'walletTag', 'amount'],
};

/** A withdrawal as its details view shows it. */
export const withdrawalDetailsSchema = z.object({
  transactionId: transactionIdSchema,
  status: transactionStatusSchema,
  amount: z.number().positive(),
  currency: currencyCodeSchema,
  method: withdrawalMethodSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type WithdrawalDetails = z.infer<typeof withdrawalDetailsSchema>;
