import {
  type CurrencyCode,
  type GameTransactionKind,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionRow,
  type TransactionStatus,
  type TransactionType,
} from '@casino/shared';
import { fromEur } from './rates.js';
import { roundMoney, seededFaker } from './seeded.js';

/** Payment history (deposits, withdrawals) or game transactions. */
export const TRANSACTION_SCOPES = ['game', 'payments'] as const;
export type TransactionScope = (typeof TRANSACTION_SCOPES)[number];

export interface TransactionRecord {
  id: number;
  scope: TransactionScope;
  /** Game transactions: real-money play (basic) or bonus play (bonus). */
  wallet: GameTransactionKind;
  type: TransactionType;
  /** Negative for money leaving the balance. */
  amount: number;
  currency: CurrencyCode;
  status: TransactionStatus;
  method: string | null;
  fee: number | null;
  balance: number | null;
  /** Generated history: how long before the mock clock's now it happened. */
  agoMs: number | null;
  /** Made through the API: the mock-clock instant. */
  atMs: number | null;
}

const PAYMENT_TYPES: ReadonlySet<TransactionType> = new Set(['deposit', 'withdraw']);
/** Types that take money away (their amount is negative). */
const DEBIT_TYPES: ReadonlySet<TransactionType> = new Set([
  'withdraw',
  'bet',
  'change_balance_decrease',
  'convert_balance',
  'cancel_wager',
  'cancel_bonus_fine',
  'rollback_win',
  'sport_bet',
  'zeroing',
]);
const BONUS_WALLET_TYPES: ReadonlySet<TransactionType> = new Set([
  'bonus',
  'bonus_transaction',
  'cancel_wager',
  'cancel_bonus_fine',
  'free_spin_win',
  'zeroing',
]);
export const PAYMENT_METHODS = [
  'Visa',
  'Mastercard',
  'Skrill',
  'Neteller',
  'Bank transfer',
  'Paysafecard',
  'Bitcoin',
  'USDT (TRC20)',
] as const;

const DAY_MS = 86_400_000;
export const GENERATED_TRANSACTIONS = 140;

export function isDebit(type: TransactionType): boolean {
  return DEBIT_TYPES.has(type);
}

/**
 * A player's history over the last 120 days: every type at least once, every status at least
 * once among the payments, and mostly bets and wins after that, newest first.
 */
export function generateTransactions(
  seed: number,
  playerId: number,
  currency: CurrencyCode,
): TransactionRecord[] {
  const faker = seededFaker(seed, `transactions:${playerId}`);
  const gameTypes = TRANSACTION_TYPES.filter((type) => !PAYMENT_TYPES.has(type));
  const types: TransactionType[] = [
    ...TRANSACTION_TYPES,
    // One payment per status, so payment history shows them all.
    ...TRANSACTION_STATUSES.map(() => faker.helpers.arrayElement(['deposit', 'withdraw'] as const)),
  ];
  while (types.length < GENERATED_TRANSACTIONS) {
    types.push(
      faker.helpers.weightedArrayElement<TransactionType>([
        { weight: 40, value: 'bet' },
        { weight: 25, value: 'win' },
        { weight: 6, value: 'deposit' },
        { weight: 2, value: 'withdraw' },
        { weight: 10, value: faker.helpers.arrayElement(gameTypes) },
      ]),
    );
  }
  const agoList = types
    .map(() => faker.number.int({ min: 60_000, max: 120 * DAY_MS }))
    .sort((a, b) => a - b);
  let paymentStatusIndex = 0;
  let balance = fromEur(faker.number.int({ min: 50, max: 500 }), currency);
  // Built oldest first so that the running balance reads forwards in time.
  const rows = types
    .map((type, index) => ({ type, agoMs: agoList[types.length - 1 - index] ?? 0 }))
    .map(({ type, agoMs }, index): TransactionRecord => {
      const payment = PAYMENT_TYPES.has(type);
      const magnitude = fromEur(
        payment
          ? faker.number.int({ min: 1, max: 50 }) * 10
          : faker.number.float({ min: 0.2, max: 80, fractionDigits: 2 }),
        currency,
      );
      const amount = isDebit(type) ? -magnitude : magnitude;
      let status: TransactionStatus;
      if (payment) {
        status =
          TRANSACTION_STATUSES[paymentStatusIndex] ??
          faker.helpers.weightedArrayElement<TransactionStatus>([
            { weight: 8, value: 'complete' },
            { weight: 1, value: 'pending' },
            { weight: 1, value: 'failed' },
          ]);
        paymentStatusIndex += 1;
      } else {
        status = faker.helpers.weightedArrayElement<TransactionStatus>([
          { weight: 20, value: 'complete' },
          { weight: 1, value: 'rollback' },
          { weight: 1, value: 'pending' },
        ]);
      }
      if (!payment || status === 'complete') balance = Math.max(roundMoney(balance + amount), 0);
      return {
        id: playerId * 10_000 + index + 1,
        scope: payment ? 'payments' : 'game',
        wallet:
          BONUS_WALLET_TYPES.has(type) || (!payment && faker.datatype.boolean(0.15))
            ? 'bonus'
            : 'basic',
        type,
        amount,
        currency,
        status,
        method: payment ? faker.helpers.arrayElement(PAYMENT_METHODS) : null,
        fee: payment ? (type === 'withdraw' ? roundMoney(magnitude * 0.01) : 0) : null,
        balance: payment ? null : balance,
        agoMs,
        atMs: null,
      };
    });
  return rows.reverse();
}

/** The wire shape of a transaction row. */
export function toTransactionRow(record: TransactionRecord, nowMs: number): TransactionRow {
  const at = record.atMs ?? nowMs - (record.agoMs ?? 0);
  return {
    id: record.id,
    ...(record.method === null ? {} : { method: record.method }),
    type: record.type,
    amount: record.amount,
    ...(record.fee === null ? {} : { fee: record.fee }),
    currency: record.currency,
    ...(record.balance === null ? {} : { balance: record.balance }),
    date: new Date(at).toISOString(),
    status: record.status,
  };
}
