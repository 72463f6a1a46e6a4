import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageKey } from '../messages.js';
import { validateForm } from './form-error.js';
import { isValidPhone, phoneNumberSchema, phonePrefixSchema, phoneSchema } from './phone.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  return validateForm(schema, value).errors;
}

describe('phoneSchema', () => {
  it.each([
    ['DE', '49', '15123456789'],
    ['RO', '40', '712345678'],
    ['GB', '44', '7911123456'],
  ])('accepts a valid %s number', (_country, prefix, number) => {
    expect(phoneSchema.parse({ prefix, number })).toEqual({ prefix, number });
  });

  it.each([
    ['DE', '49', '123'],
    ['RO', '40', '123456'],
    ['GB', '44', '791112345'],
  ])('puts an invalid %s number on the number field', (_country, prefix, number) => {
    expect(errorsOf(phoneSchema, { prefix, number })).toEqual([
      { path: 'number', key: 'errors.invalidPhone', values: {} },
    ]);
  });

  it('judges the number by its prefix', () => {
    expect(isValidPhone({ prefix: '40', number: '712345678' })).toBe(true);
    expect(isValidPhone({ prefix: '44', number: '712345678' })).toBe(false);
  });

  it('rejects a leading 0 even where the trunk prefix would be understood', () => {
    expect(isValidPhone({ prefix: '49', number: '015123456789' })).toBe(true);
    expect(errorsOf(phoneSchema, { prefix: '49', number: '015123456789' })).toEqual([
      { path: 'number', key: 'errors.phoneStartsWithZero', values: {} },
    ]);
  });

  it('drops a leading + from the prefix', () => {
    expect(phoneSchema.parse({ prefix: '+49', number: '15123456789' })).toEqual({
      prefix: '49',
      number: '15123456789',
    });
  });

  it('says required for missing parts, without judging the number', () => {
    expect(errorsOf(phoneSchema, { prefix: '', number: '' }).map((error) => error.path)).toEqual([
      'prefix',
      'number',
    ]);
    expect(errorsOf(phoneSchema, undefined)).toEqual([
      { path: '', key: 'errors.required', values: {} },
    ]);
  });
});

describe('phoneNumberSchema', () => {
  it.each(['151-2345678', '151 2345678', '+4915123456789', '15l23'])(
    'wants digits only: %s',
    (number) => {
      expect(errorsOf(phoneNumberSchema, number)).toEqual([
        { path: '', key: 'errors.onlyNumbers', values: {} },
      ]);
    },
  );

  it('says required, not digits only, when empty', () => {
    expect(errorsOf(phoneNumberSchema, '')[0]?.key).toBe('errors.required');
  });
});

describe('phonePrefixSchema', () => {
  it.each(['1', '49', '+373', '1684'])('accepts the calling code %s', (prefix) => {
    expect(phonePrefixSchema.parse(prefix)).toBe(prefix.replace('+', ''));
  });

  it.each(['DE', '12345', '4 9', '++49'])('rejects %s as no such code', (prefix) => {
    expect(errorsOf(phonePrefixSchema, prefix)).toEqual([
      { path: '', key: 'errors.noSuchCode', values: {} },
    ]);
  });
});

describe('messages', () => {
  it('are catalogue keys for any input', () => {
    for (const value of [null, 42, {}, { prefix: 49, number: 151 }, { prefix: 'x', number: 'y' }]) {
      for (const issue of phoneSchema.safeParse(value).error?.issues ?? []) {
        expect(isMessageKey(issue.message)).toBe(true);
      }
    }
  });
});
