import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  formatMoney,
  signedTransactionAmount,
  transactionStatusTone,
  type TransactionRow,
  type TransactionStatus,
  type TransactionType,
} from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { cx } from '../../../components/ui/class-names.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Select } from '../../../components/ui/select.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import styles from './transactions-table.module.css';
import toneStyles from '../../../components/ui/status-tone.module.css';

/** The empty choice of a filter: every type, every status. */
const ALL = 'all';

export interface TransactionFilterState {
  type: TransactionType | undefined;
  status: TransactionStatus | undefined;
  page: number;
}

export interface TransactionsTableProps {
  /** payments: method, currency, type, amount, fee, date, status; game: id, balance, type, amount, currency, date. */
  variant: 'payments' | 'game';
  caption: string;
  types: readonly TransactionType[];
  filters: TransactionFilterState;
  onFilters: (filters: TransactionFilterState) => void;
  rows: readonly TransactionRow[] | undefined;
  pageCount: number;
  isError: boolean;
  onRetry: () => void;
}

function formatDate(iso: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** Rows of the skeleton: a page of 20 would push the footer far away; these keep the table's look. */
const SKELETON_ROWS = 8;

/**
 * A page of transactions (20 rows) with filters by type and status, amounts signed and formatted,
 * each status in its colour, and 'Transactions not found' when nothing matches.
 */
export function TransactionsTable({
  variant,
  caption,
  types,
  filters,
  onFilters,
  rows,
  pageCount,
  isError,
  onRetry,
}: TransactionsTableProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: message } = useTranslation();
  const columns =
    variant === 'payments'
      ? (['method', 'currency', 'type', 'amount', 'fee', 'date', 'status'] as const)
      : (['id', 'balance', 'type', 'amount', 'currency', 'date'] as const);

  const cell = (row: TransactionRow, column: (typeof columns)[number]) => {
    switch (column) {
      case 'id':
        return row.id ?? '–';
      case 'method':
        return row.method ?? '–';
      case 'currency':
        return row.currency;
      case 'balance':
        return row.balance === undefined ? '–' : formatMoney(row.balance, row.currency);
      case 'type':
        return t(`history.types.${row.type}`);
      case 'amount': {
        const amount = signedTransactionAmount(row);
        return (
          <span className={amount < 0 ? styles.loss : styles.win}>
            {amount > 0 ? '+' : ''}
            {formatMoney(amount, row.currency)}
          </span>
        );
      }
      case 'fee':
        return row.fee === undefined ? '–' : formatMoney(row.fee, row.currency);
      case 'date':
        return formatDate(row.date, i18n.language);
      case 'status':
        return row.status === undefined ? (
          '–'
        ) : (
          <span className={cx(styles.status, toneStyles[transactionStatusTone(row.status)])}>
            {t(`history.statuses.${row.status}`)}
          </span>
        );
    }
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.filters} role="group" aria-label={t('history.filters')}>
        <Select
          label={t('history.type')}
          options={[
            { id: ALL, label: t('history.allTypes') },
            ...types.map((type) => ({ id: type, label: t(`history.types.${type}`) })),
          ]}
          value={filters.type ?? ALL}
          onChange={(id) => {
            const type = TRANSACTION_TYPES.find((entry) => entry === id);
            onFilters({ ...filters, type, page: 1 });
          }}
        />
        <Select
          label={t('history.status')}
          options={[
            { id: ALL, label: t('history.allStatuses') },
            ...TRANSACTION_STATUSES.map((status) => ({
              id: status,
              label: t(`history.statuses.${status}`),
            })),
          ]}
          value={filters.status ?? ALL}
          onChange={(id) => {
            const status = TRANSACTION_STATUSES.find((entry) => entry === id);
            onFilters({ ...filters, status, page: 1 });
          }}
        />
      </div>
      {isError ? (
        <ErrorState onRetry={onRetry} />
      ) : rows?.length === 0 ? (
        <EmptyState icon="inbox" headingLevel={2} title={message('errors.transactionsNotFound')} />
      ) : (
        // Wider than a phone: the region scrolls sideways, and a keyboard reaches it to scroll.
        <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
          <table className={styles.table} aria-busy={rows === undefined || undefined}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {t(`history.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows === undefined
                ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <tr key={index}>
                      {columns.map((column) => (
                        <td key={column}>
                          <Skeleton width="80%" height={16} shape="text" />
                        </td>
                      ))}
                    </tr>
                  ))
                : rows.map((row, index) => (
                    <tr key={`${String(row.id ?? row.method)}-${String(index)}`}>
                      {columns.map((column) => (
                        <td key={column} data-label={t(`history.${column}`)}>
                          {cell(row, column)}
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <div className={styles.pager}>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={filters.page <= 1}
            onPress={() => {
              onFilters({ ...filters, page: filters.page - 1 });
            }}
          >
            {t('history.previous')}
          </Button>
          <span>{t('history.pageOf', { page: filters.page, pages: pageCount })}</span>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={filters.page >= pageCount}
            onPress={() => {
              onFilters({ ...filters, page: filters.page + 1 });
            }}
          >
            {t('history.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
