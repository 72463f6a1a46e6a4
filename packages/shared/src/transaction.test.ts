import { describe, expect, it } from 'vitest';
import { JACKPOT_WIN_TRANSACTION_TYPE } from './constants.js';
import {
  GAME_TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPE_CODES,
  TRANSACTION_TYPES,
  gameTransactionKindSchema,
  transactionFiltersSchema,
  transactionListSchema,
  transactionRowSchema,
  signedTransactionAmount,
  transactionStatusSchema,
  transactionStatusTone,
  transactionTypeFromCode,
  transactionTypeSchema,
} from './transaction.js';

const gameRow = {
  id: 501,
  type: 'bet',
  amount: -2.5,
  currency: 'EUR',
  balance: 97.5,
  date: '2025-09-18T10:00:00Z',
};

const paymentRow = {
  method: 'Visa',
  type: 'deposit',
  amount: 50,
  fee: 0,
  currency: 'RON',
  date: '2025-09-18T10:00:00+03:00',
  status: 'complete',
};

describe('transaction types', () => {
  it('knows the 31 types of the spec', () => {
    expect(TRANSACTION_TYPES).toHaveLength(31);
    expect(transactionTypeSchema.safeParse('jackpot_increasing').success).toBe(true);
    expect(transactionTypeSchema.safeParse('JackpotWin').success).toBe(false);
  });

  it('gives jackpot_win the code 16 the spec fixes', () => {
    expect(TRANSACTION_TYPE_CODES.jackpot_win).toBe(16);
    expect(transactionTypeFromCode(16)).toBe('jackpot_win');
    // The first screen's copy of the code, kept apart from zod, is the same number.
    expect(JACKPOT_WIN_TRANSACTION_TYPE).toBe(TRANSACTION_TYPE_CODES.jackpot_win);
  });

  it('gives every type its own code', () => {
    const codes = TRANSACTION_TYPES.map((type) => TRANSACTION_TYPE_CODES[type]);
    expect(new Set(codes).size).toBe(TRANSACTION_TYPES.length);
    for (const type of TRANSACTION_TYPES) {
      expect(transactionTypeFromCode(TRANSACTION_TYPE_CODES[type])).toBe(type);
    }
  });

  it('answers undefined for an unknown code', () => {
    expect(transactionTypeFromCode(0)).toBeUndefined();
    expect(transactionTypeFromCode(32)).toBeUndefined();
  });
});

describe('transaction statuses', () => {
  it('knows the 16 statuses of the spec', () => {
    expect(TRANSACTION_STATUSES).toHaveLength(16);
    expect(transactionStatusSchema.safeParse('not_confirmed_block_amount').success).toBe(true);
    expect(transactionStatusSchema.safeParse('done').success).toBe(false);
  });
});

describe('transactionRowSchema', () => {
  it('accepts a game transaction with id and balance', () => {
    expect(transactionRowSchema.parse(gameRow)).toEqual(gameRow);
  });

  it('accepts a payment-history row with method and status', () => {
    expect(transactionRowSchema.parse(paymentRow)).toEqual(paymentRow);
  });

  it('rejects a row with neither id nor method', () => {
    expect(transactionRowSchema.safeParse({ ...gameRow, id: undefined }).success).toBe(false);
  });

  it('rejects an unknown currency, a negative fee and a date without time', () => {
    expect(transactionRowSchema.safeParse({ ...paymentRow, currency: 'XYZ' }).success).toBe(false);
    expect(transactionRowSchema.safeParse({ ...paymentRow, fee: -1 }).success).toBe(false);
    expect(transactionRowSchema.safeParse({ ...paymentRow, date: '2025-09-18' }).success).toBe(
      false,
    );
  });
});

describe('transactionFiltersSchema', () => {
  it('starts on page 1 with every type and status', () => {
    expect(transactionFiltersSchema.parse({})).toEqual({ page: 1 });
  });

  it('takes a type, a status and a page', () => {
    expect(transactionFiltersSchema.parse({ type: 'win', status: 'pending', page: 3 })).toEqual({
      type: 'win',
      status: 'pending',
      page: 3,
    });
  });

  it('rejects page 0', () => {
    expect(transactionFiltersSchema.safeParse({ page: 0 }).success).toBe(false);
  });
});

describe('transactionListSchema', () => {
  it('accepts a page of rows', () => {
    const list = { items: [gameRow, paymentRow], page: 2, pageCount: 2, total: 12 };
    expect(transactionListSchema.parse(list)).toEqual(list);
  });

  it('accepts an empty list', () => {
    expect(
      transactionListSchema.safeParse({ items: [], page: 1, pageCount: 0, total: 0 }).success,
    ).toBe(true);
  });

  it('rejects a page past the last one', () => {
    expect(
      transactionListSchema.safeParse({ items: [], page: 3, pageCount: 2, total: 12 }).success,
    ).toBe(false);
  });
});

describe('game transaction kinds', () => {
  it('are basic and bonus', () => {
    expect(GAME_TRANSACTION_KINDS).toEqual(['basic', 'bonus']);
    expect(gameTransactionKindSchema.safeParse('sport').success).toBe(false);
  });
});

describe('transactionStatusTone', () => {
  it('colours every status of SPEC.md section 4', () => {
    expect(TRANSACTION_STATUSES.map((status) => transactionStatusTone(status))).not.toContain(
      undefined,
    );
    expect(transactionStatusTone('complete')).toBe('success');
    expect(transactionStatusTone('pending')).toBe('pending');
    expect(transactionStatusTone('not_confirmed_block_amount')).toBe('pending');
    expect(transactionStatusTone('aggregator_rejected')).toBe('failure');
    expect(transactionStatusTone('rollback')).toBe('neutral');
  });
});

describe('signedTransactionAmount', () => {
  it('shows money leaving the account as negative, whatever sign the upstream sent', () => {
    expect(signedTransactionAmount({ type: 'withdraw', amount: 50 })).toBe(-50);
    expect(signedTransactionAmount({ type: 'withdraw', amount: -50 })).toBe(-50);
    expect(signedTransactionAmount({ type: 'bet', amount: 1.5 })).toBe(-1.5);
    expect(signedTransactionAmount({ type: 'deposit', amount: 25 })).toBe(25);
    expect(signedTransactionAmount({ type: 'win', amount: 3 })).toBe(3);
  });
});
