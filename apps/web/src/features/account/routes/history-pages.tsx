import { TRANSACTION_TYPES, type GameTransactionKind, type TransactionType } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameTransactions, usePaymentHistory } from '../api/history.js';
import { AccountLayout } from '../components/account-layout.js';
import {
  TransactionsTable,
  type TransactionFilterState,
} from '../components/transactions-table.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';

/** The payment history's types: money in and money out (transactions.payments). */
const PAYMENT_TYPES = ['deposit', 'withdraw'] as const satisfies readonly TransactionType[];
/** Game transactions take every type but those of the payment history. */
const GAME_TYPES = TRANSACTION_TYPES.filter(
  (type) => !(PAYMENT_TYPES as readonly string[]).includes(type),
);

const FIRST_PAGE: TransactionFilterState = { type: undefined, status: undefined, page: 1 };

/** account/balance/payment-history: deposits and withdrawals. */
export function PaymentHistoryPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [filters, setFilters] = useState(FIRST_PAGE);
  const type = PAYMENT_TYPES.find((entry) => entry === filters.type);
  const list = usePaymentHistory({ type, status: filters.status, page: filters.page });
  return (
    <AccountLayout title={t('balance.paymentHistory')} back="accountBalance">
      <TransactionsTable
        variant="payments"
        caption={t('history.paymentsCaption')}
        types={PAYMENT_TYPES}
        filters={filters}
        onFilters={setFilters}
        rows={list.isPlaceholderData ? undefined : list.data?.items}
        pageCount={list.data?.pageCount ?? 0}
        isError={list.isError}
        onRetry={() => void list.refetch()}
      />
    </AccountLayout>
  );
}

function GameTransactions({ kind }: { kind: GameTransactionKind }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [filters, setFilters] = useState(FIRST_PAGE);
  const list = useGameTransactions({
    kind,
    type: filters.type,
    status: filters.status,
    page: filters.page,
  });
  return (
    <AccountLayout
      title={kind === 'basic' ? t('balance.gameTransactions') : t('history.bonusTitle')}
      back="accountBalance"
      switcher={{
        kind: 'wallet',
        routes: ['accountGameTransactions', 'accountBonusTransactions'],
        current: kind === 'basic' ? 'accountGameTransactions' : 'accountBonusTransactions',
      }}
    >
      <TransactionsTable
        variant="game"
        caption={t('history.gameCaption')}
        types={GAME_TYPES}
        filters={filters}
        onFilters={setFilters}
        rows={list.isPlaceholderData ? undefined : list.data?.items}
        pageCount={list.data?.pageCount ?? 0}
        isError={list.isError}
        onRetry={() => void list.refetch()}
      />
    </AccountLayout>
  );
}

/** account/balance/game-transactions: real-money play. */
export function GameTransactionsPage() {
  return <GameTransactions kind="basic" />;
}

/** account/balance/game-transactions/bonus: bonus play. */
export function BonusTransactionsPage() {
  return <GameTransactions kind="bonus" />;
}
