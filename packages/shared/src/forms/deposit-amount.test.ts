import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageKey } from '../messages.js';
import {
  amountSchema,
  depositAmountSchema,
  parseAmount,
  presetAmountSchema,
  presetAmountsSchema,
} from './deposit-amount.js';
import { validateForm } from './form-error.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  return validateForm(schema, value).errors;
}

describe('parseAmount', () => {
  it.each([
    ['10', 10],
    ['10,5', 10.5],
    ['10.5', 10.5],
    ['10,55', 10.55],
    ['10.', 10],
    [' 7 ', 7],
    ['007', 7],
    ['0', 0],
    ['-5', -5],
  ])('reads %j as %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['', '10.555', '1.000,00', '1,000', '1 000', '.5', '+5', 'abc', '1e3', '0x10', '10,5,'])(
    'does not read %j',
    (text) => {
      expect(parseAmount(text)).toBeUndefined();
    },
  );
});

describe('depositAmountSchema', () => {
  const schema = depositAmountSchema({ min: 10, max: 500 });

  it('fails at min − 0.01 and passes at min', () => {
    expect(errorsOf(schema, '9.99')).toEqual([
      { path: '', key: 'errors.amountMin', values: { min: 10 } },
    ]);
    expect(schema.parse('10')).toBe(10);
  });

  it('passes at max and fails at max + 0.01', () => {
    expect(schema.parse('500')).toBe(500);
    expect(errorsOf(schema, '500.01')).toEqual([
      { path: '', key: 'errors.amountMax', values: { max: 500 } },
    ]);
  });

  it('reads a comma as the decimal separator', () => {
    expect(schema.parse('10,5')).toBe(10.5);
  });

  it.each(['10.555', '1.000,00', '10 EUR'])('rejects %j as an invalid amount', (text) => {
    expect(errorsOf(schema, text)).toEqual([{ path: '', key: 'errors.invalidAmount', values: {} }]);
  });

  it.each(['0', '0,00', '-5'])('asks for a positive number for %j, and only that', (text) => {
    expect(errorsOf(schema, text)).toEqual([
      { path: '', key: 'errors.positiveNumber', values: { min: 0 } },
    ]);
  });

  it('says required for an empty field', () => {
    expect(errorsOf(schema, ' ')).toEqual([
      expect.objectContaining({ path: '', key: 'errors.required' }),
    ]);
  });

  it('holds limits with cents', () => {
    const cents = depositAmountSchema({ min: 0.5, max: 1.5 });
    expect(errorsOf(cents, '0,49')[0]?.key).toBe('errors.amountMin');
    expect(cents.parse('0,5')).toBe(0.5);
    expect(cents.parse('1.50')).toBe(1.5);
    expect(errorsOf(cents, '1.51')[0]?.key).toBe('errors.amountMax');
  });

  it('reports only message keys', () => {
    for (const value of [undefined, null, 42, {}, 'x', '-1', '1e9']) {
      for (const issue of schema.safeParse(value).error?.issues ?? []) {
        expect(isMessageKey(issue.message)).toBe(true);
      }
    }
  });
});

describe('amountSchema', () => {
  it('gives the positive number the text spells', () => {
    expect(amountSchema.parse('1234,56')).toBe(1234.56);
  });
});

describe('presetAmountSchema', () => {
  it('accepts amounts above 0 only', () => {
    expect(presetAmountSchema.parse(0.01)).toBe(0.01);
    expect(errorsOf(presetAmountSchema, 0)[0]?.key).toBe('errors.positiveNumber');
    expect(errorsOf(presetAmountSchema, -10)[0]?.key).toBe('errors.positiveNumber');
    expect(errorsOf(presetAmountsSchema, [20, 50, 0]).map((error) => error.path)).toEqual(['2']);
  });
});
