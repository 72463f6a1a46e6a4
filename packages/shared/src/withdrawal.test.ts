import { describe, expect, it } from 'vitest';
import {
  WITHDRAWAL_FIELDS,
  WITHDRAWAL_FIELDS_BY_METHOD,
  WITHDRAWAL_METHODS,
  withdrawalDetailsSchema,
  withdrawalFieldSchema,
} from './withdrawal.js';

const details = {
  transactionId: 9001,
  status: 'processing',
  amount: 150,
  currency: 'EUR',
  method: 'crypto',
  createdAt: '2025-09-18T12:30:00Z',
};

describe('withdrawal methods and fields', () => {
  it('are bank or crypto', () => {
    expect(WITHDRAWAL_METHODS).toEqual(['bank', 'crypto']);
  });

  it('ask for the card holder on bank and the wallet on crypto, and an amount on both', () => {
    expect(WITHDRAWAL_FIELDS_BY_METHOD.bank).toEqual(['cardHolderName', 'amount']);
    expect(WITHDRAWAL_FIELDS_BY_METHOD.crypto).toEqual(['walletAddress', 'walletTag', 'amount']);
    for (const method of WITHDRAWAL_METHODS) {
      for (const field of WITHDRAWAL_FIELDS_BY_METHOD[method]) {
        expect(WITHDRAWAL_FIELDS).toContain(field);
      }
    }
    expect(withdrawalFieldSchema.safeParse('iban').success).toBe(false);
  });
});

describe('withdrawalDetailsSchema', () => {
  it('accepts the details of a withdrawal', () => {
    expect(withdrawalDetailsSchema.parse(details)).toEqual(details);
  });

  it('rejects a zero amount, an unknown method and a missing transaction id', () => {
    expect(withdrawalDetailsSchema.safeParse({ ...details, amount: 0 }).success).toBe(false);
    expect(withdrawalDetailsSchema.safeParse({ ...details, method: 'paypal' }).success).toBe(false);
    expect(
      withdrawalDetailsSchema.safeParse({ ...details, transactionId: undefined }).success,
    ).toBe(false);
  });
});
