import { describe, expect, it } from 'vitest';
import {
  cryptoDepositAddressSchema,
  methodsForCurrency,
  paymentLimitsFor,
  paymentLimitsSchema,
  paymentMethodIdSchema,
  paymentMethodSchema,
  type PaymentMethod,
} from './payments.js';

const visa: PaymentMethod = {
  id: 'visa',
  name: 'Visa',
  kind: 'bank',
  limits: { EUR: { min: 10, max: 5_000 }, RON: { min: 50, max: 24_850 } },
  network: null,
  requiredProfileFields: ['firstName', 'lastName', 'birthday'],
};
const usdt: PaymentMethod = {
  id: 'usdt-trc20',
  name: 'USDT (TRC20)',
  kind: 'crypto',
  limits: { EUR: { min: 10, max: 100_000 } },
  network: 'TRC20',
  requiredProfileFields: [],
};

describe('paymentLimitsFor', () => {
  it('answers the limits of a currency the method takes, null for one it does not', () => {
    expect(paymentLimitsFor(visa, 'RON')).toEqual({ min: 50, max: 24_850 });
    expect(paymentLimitsFor(visa, 'GBP')).toBeNull();
  });
});

describe('methodsForCurrency', () => {
  it('keeps the methods that take the currency, each with its limits in it', () => {
    expect(methodsForCurrency([visa, usdt], 'EUR')).toEqual([
      {
        id: 'visa',
        name: 'Visa',
        kind: 'bank',
        network: null,
        requiredProfileFields: ['firstName', 'lastName', 'birthday'],
        limits: { min: 10, max: 5_000 },
      },
      {
        id: 'usdt-trc20',
        name: 'USDT (TRC20)',
        kind: 'crypto',
        network: 'TRC20',
        requiredProfileFields: [],
        limits: { min: 10, max: 100_000 },
      },
    ]);
    expect(methodsForCurrency([visa, usdt], 'RON').map((method) => method.id)).toEqual(['visa']);
    expect(methodsForCurrency([visa, usdt], 'ISK')).toEqual([]);
  });
});

describe('payment schemas', () => {
  it('take limits with min up to max, both positive', () => {
    expect(paymentLimitsSchema.safeParse({ min: 10, max: 10 }).success).toBe(true);
    expect(paymentLimitsSchema.safeParse({ min: 11, max: 10 }).success).toBe(false);
    expect(paymentLimitsSchema.safeParse({ min: 0, max: 10 }).success).toBe(false);
  });

  it('take method ids of lowercase words joined by hyphens', () => {
    expect(paymentMethodIdSchema.safeParse('usdt-trc20').success).toBe(true);
    for (const id of ['', 'Visa', 'usdt--trc20', '-visa', 'visa/../x', 'a'.repeat(65)]) {
      expect(paymentMethodIdSchema.safeParse(id).success).toBe(false);
    }
  });

  it('take a crypto address of letters and digits, and a tag of capitals and digits', () => {
    const address = {
      methodId: 'xrp',
      network: 'XRP',
      address: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
      tag: '123456',
      qrPayload: 'ripple:rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY?dt=123456',
    };
    expect(cryptoDepositAddressSchema.safeParse(address).success).toBe(true);
    expect(cryptoDepositAddressSchema.safeParse({ ...address, tag: 'memo' }).success).toBe(false);
    expect(
      cryptoDepositAddressSchema.safeParse({ ...address, address: 'rPEPPER<script>' }).success,
    ).toBe(false);
  });
});

describe('paymentMethodSchema', () => {
  it('reads a method without required profile fields as needing none, and refuses unknown ones', () => {
    const bare: Partial<typeof visa> = { ...visa };
    delete bare.requiredProfileFields;
    expect(paymentMethodSchema.parse(bare).requiredProfileFields).toEqual([]);
    expect(
      paymentMethodSchema.safeParse({ ...visa, requiredProfileFields: ['email'] }).success,
    ).toBe(false);
  });
});
