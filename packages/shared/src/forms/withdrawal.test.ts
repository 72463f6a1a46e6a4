import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { WITHDRAWAL_VALUE_MAX_LENGTH } from '../constants.js';
import { isMessageKey } from '../messages.js';
import { validateForm } from './form-error.js';
import {
  bankWithdrawalSchema,
  CARD_HOLDER_NAME_MAX_LENGTH,
  cryptoWithdrawalSchema,
  WALLET_ADDRESS_MAX_LENGTH,
  WALLET_TAG_MAX_LENGTH,
  walletAddressSchema,
  walletTagSchema,
  withdrawalAmountSchema,
} from './withdrawal.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  return validateForm(schema, value).errors;
}

describe('withdrawalAmountSchema', () => {
  it('accepts 20 characters', () => {
    expect(WITHDRAWAL_VALUE_MAX_LENGTH).toBe(20);
    const text = '12345678901234567,50';
    expect(text).toHaveLength(20);
    expect(withdrawalAmountSchema.safeParse(text).success).toBe(true);
  });

  it('rejects 21 characters with the maximum, and only that', () => {
    expect(errorsOf(withdrawalAmountSchema, '123456789012345678,50')).toEqual([
      { path: '', key: 'errors.maxLength', values: { max: 20 } },
    ]);
  });

  it('counts the characters after trimming', () => {
    expect(withdrawalAmountSchema.safeParse(' 12345678901234567,50 ').success).toBe(true);
  });

  it('gives a positive number', () => {
    expect(withdrawalAmountSchema.parse('150,25')).toBe(150.25);
    expect(errorsOf(withdrawalAmountSchema, '0')[0]?.key).toBe('errors.positiveNumber');
    expect(errorsOf(withdrawalAmountSchema, '1,005')[0]?.key).toBe('errors.invalidAmount');
    expect(errorsOf(withdrawalAmountSchema, '')[0]?.key).toBe('errors.required');
  });
});

describe('walletAddressSchema', () => {
  it('keeps the case of Latin letters and digits', () => {
    expect(walletAddressSchema.parse(' bc1qXyZ0w508d6Q ')).toBe('bc1qXyZ0w508d6Q');
  });

  it.each(['addr-1', 'addr 1', 'adr_1', 'адрес1', '0x12:34'])('rejects %j', (address) => {
    expect(errorsOf(walletAddressSchema, address)).toEqual([
      { path: '', key: 'errors.lettersAndDigitsOnly', values: {} },
    ]);
  });

  it('is required', () => {
    expect(errorsOf(walletAddressSchema, '')[0]?.key).toBe('errors.required');
  });

  it('accepts the longest address and rejects one character more', () => {
    expect(walletAddressSchema.safeParse('a'.repeat(WALLET_ADDRESS_MAX_LENGTH)).success).toBe(true);
    expect(errorsOf(walletAddressSchema, 'a'.repeat(WALLET_ADDRESS_MAX_LENGTH + 1))).toEqual([
      { path: '', key: 'errors.maxLength', values: { max: WALLET_ADDRESS_MAX_LENGTH } },
    ]);
  });
});

describe('walletTagSchema', () => {
  it('accepts capital letters and digits', () => {
    expect(walletTagSchema.parse('MEMO2025')).toBe('MEMO2025');
    expect(walletTagSchema.parse('123456')).toBe('123456');
  });

  it.each(['memo', 'Memo1', 'AB-1', 'AB 1', 'ÄB'])('rejects %j', (tag) => {
    expect(errorsOf(walletTagSchema, tag)).toEqual([
      { path: '', key: 'errors.capitalLettersOnly', values: {} },
    ]);
  });

  it('is required', () => {
    expect(errorsOf(walletTagSchema, '  ')[0]?.key).toBe('errors.required');
  });

  it('accepts the longest tag and rejects one character more', () => {
    expect(walletTagSchema.safeParse('A'.repeat(WALLET_TAG_MAX_LENGTH)).success).toBe(true);
    expect(errorsOf(walletTagSchema, 'A'.repeat(WALLET_TAG_MAX_LENGTH + 1))[0]?.key).toBe(
      'errors.maxLength',
    );
  });
});

describe('bankWithdrawalSchema', () => {
  it('takes the card holder name and the amount', () => {
    expect(bankWithdrawalSchema.parse({ cardHolderName: 'Ana Popescu', amount: '100' })).toEqual({
      cardHolderName: 'Ana Popescu',
      amount: 100,
    });
  });

  it('reports each field on its path', () => {
    const name = 'a'.repeat(CARD_HOLDER_NAME_MAX_LENGTH + 1);
    expect(
      errorsOf(bankWithdrawalSchema, { cardHolderName: name, amount: 'x' }).map((error) => [
        error.path,
        error.key,
      ]),
    ).toEqual([
      ['cardHolderName', 'errors.maxLength'],
      ['amount', 'errors.invalidAmount'],
    ]);
  });
});

describe('cryptoWithdrawalSchema', () => {
  it('takes the wallet address, the wallet tag and the amount', () => {
    expect(
      cryptoWithdrawalSchema.parse({ walletAddress: 'rHb9CJAW', walletTag: 'TAG1', amount: '5,5' }),
    ).toEqual({ walletAddress: 'rHb9CJAW', walletTag: 'TAG1', amount: 5.5 });
  });

  it('requires every field', () => {
    expect(
      errorsOf(cryptoWithdrawalSchema, { walletAddress: '', walletTag: '', amount: '' }).map(
        (error) => [error.path, error.key],
      ),
    ).toEqual([
      ['walletAddress', 'errors.required'],
      ['walletTag', 'errors.required'],
      ['amount', 'errors.required'],
    ]);
  });

  it('reports only message keys', () => {
    for (const schema of [bankWithdrawalSchema, cryptoWithdrawalSchema]) {
      for (const value of [undefined, null, 42, {}, { amount: 5, walletTag: [] }]) {
        for (const issue of schema.safeParse(value).error?.issues ?? []) {
          expect(isMessageKey(issue.message)).toBe(true);
        }
      }
    }
  });
});
