import {
  transactionListSchema,
  type GameTransactionKind,
  type TransactionFilters,
  type TransactionList,
} from '@casino/shared';
import { requestOptions, type UpstreamCallContext } from '../call-context.js';
import { NOT_FOUND } from '../upstream-domain-errors.js';
import type { CasinoUpstream } from './shared.js';

/** Game transactions (`game`, the default) or the payment history (`payments`). */
export type TransactionScope = 'game' | 'payments';

export interface TransactionsQuery extends Partial<TransactionFilters> {
  scope?: TransactionScope;
  /** Game transactions: real-money or bonus play. */
  kind?: GameTransactionKind;
  /** 1 to 100; 20 unless given. */
  perPage?: number;
}

export function transactionsCalls({ http, mapped }: CasinoUpstream) {
  return {
    /** Newest first; a page past the end answers the last page. */
    transactions: (
      token: string,
      query: TransactionsQuery = {},
      context?: UpstreamCallContext,
    ): Promise<TransactionList> =>
      mapped(
        http.get(
          '/transactions',
          transactionListSchema,
          requestOptions(context, {
            token,
            query: {
              scope: query.scope,
              kind: query.kind,
              type: query.type,
              status: query.status,
              page: query.page,
              per_page: query.perPage,
            },
          }),
        ),
        NOT_FOUND.transactions,
      ),
  };
}
