import { describe, expect, it } from 'vitest';
import { presetAmountsSchema } from './deposit-amount.js';
import { depositFormSchema, presetDepositAmounts } from './deposit-form.js';
import { validateForm } from './form-error.js';

describe('presetDepositAmounts', () => {
  it('offers the first round amounts from the minimum up', () => {
    expect(presetDepositAmounts({ min: 10, max: 5000 })).toEqual([10, 20, 50, 100]);
    expect(presetDepositAmounts({ min: 50, max: 24_850 })).toEqual([50, 100, 200, 500]);
    expect(presetDepositAmounts({ min: 15, max: 5000 })).toEqual([20, 50, 100, 200]);
    expect(presetDepositAmounts({ min: 1, max: 3 })).toEqual([1, 2]);
  });

  it('stays within the maximum and above 0', () => {
    expect(presetDepositAmounts({ min: 10, max: 60 })).toEqual([10, 20, 50]);
    expect(presetDepositAmounts({ min: 0.5, max: 10 })).toEqual([0.5, 1, 2, 5]);
    expect(presetAmountsSchema.safeParse(presetDepositAmounts({ min: 7, max: 9000 })).success).toBe(
      true,
    );
    expect(presetDepositAmounts({ min: 0, max: 10 })).toEqual([]);
    expect(presetDepositAmounts({ min: 20, max: 10 })).toEqual([]);
  });
});

describe('depositFormSchema', () => {
  const schema = depositFormSchema([
    { id: 'visa', limits: { min: 10, max: 5000 } },
    { id: 'skrill', limits: { min: 20, max: 10_000 } },
  ]);
  const errors = (value: object) => {
    const result = validateForm(schema, value);
    return result.success
      ? []
      : result.errors.map((error) => [error.path, error.key, error.values]);
  };

  it('takes an amount within the chosen method’s limits, both included', () => {
    expect(validateForm(schema, { methodId: 'visa', amount: '10' })).toMatchObject({
      success: true,
      data: { methodId: 'visa', amount: 10 },
    });
    expect(validateForm(schema, { methodId: 'visa', amount: '5000,00' }).success).toBe(true);
    expect(validateForm(schema, { methodId: 'skrill', amount: '20.5' }).data?.amount).toBe(20.5);
  });

  it('says the minimum and the maximum of the chosen method', () => {
    expect(errors({ methodId: 'visa', amount: '9.99' })).toEqual([
      ['amount', 'errors.amountMin', { min: 10 }],
    ]);
    expect(errors({ methodId: 'skrill', amount: '15' })).toEqual([
      ['amount', 'errors.amountMin', { min: 20 }],
    ]);
    expect(errors({ methodId: 'visa', amount: '5000.01' })).toEqual([
      ['amount', 'errors.amountMax', { max: 5000 }],
    ]);
  });

  it('refuses the amount pattern’s mistakes and an unknown method', () => {
    expect(errors({ methodId: 'visa', amount: '10.001' })).toEqual([
      ['amount', 'errors.invalidAmount', {}],
    ]);
    expect(errors({ methodId: 'visa', amount: '1.000,00' })).toEqual([
      ['amount', 'errors.invalidAmount', {}],
    ]);
    expect(errors({ methodId: 'visa', amount: '-5' })).toEqual([
      ['amount', 'errors.positiveNumber', { min: 0 }],
    ]);
    expect(errors({ methodId: 'paypal', amount: '10' })).toEqual([
      ['methodId', 'errors.noSuchOption', {}],
    ]);
    expect(errors({ methodId: '', amount: '' })).toEqual([
      ['methodId', 'errors.required', { min: 1 }],
      ['amount', 'errors.required', { min: 1 }],
    ]);
  });
});
