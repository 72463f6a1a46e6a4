import type {
  GameTransactionKind,
  TransactionList,
  TransactionStatus,
  TransactionType,
} from '@casino/shared';
import type { PlayerContext } from './service-context.js';

// The account's tables (SPEC.md section 2, "balance/*"): game transactions, payment history and
// the jackpot transactions (the pending jackpot wins are services/jackpots.ts's). A player's rows
// are fetched with their token and never shared.

/** Rows per page of the account tables. */
export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionsPageRequest {
  type?: TransactionType | undefined;
  status?: TransactionStatus | undefined;
  page: number;
}

export function gameTransactions(
  { clients, upstreamCall, player }: PlayerContext,
  kind: GameTransactionKind,
  request: TransactionsPageRequest,
): Promise<TransactionList> {
  return clients.casino.transactions(
    player.token,
    { scope: 'game', kind, ...request, perPage: TRANSACTIONS_PAGE_SIZE },
    upstreamCall,
  );
}

export function paymentHistory(
  { clients, upstreamCall, player }: PlayerContext,
  request: TransactionsPageRequest,
): Promise<TransactionList> {
  return clients.casino.transactions(
    player.token,
    { scope: 'payments', ...request, perPage: TRANSACTIONS_PAGE_SIZE },
    upstreamCall,
  );
}

/** The player's jackpot transactions (type Jackpot, both wallets), newest first: one adaptive feed. */
export function jackpotTransactions(
  { clients, upstreamCall, player }: PlayerContext,
  page: number,
): Promise<TransactionList> {
  return clients.casino.transactions(
    player.token,
    { scope: 'game', type: 'jackpot', page, perPage: TRANSACTIONS_PAGE_SIZE },
    upstreamCall,
  );
}
