import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageKey } from '../messages.js';
import { optionalPromoCodeSchema, promoCodeFormSchema, promoCodeSchema } from './promo-code.js';

function keysOf(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('promoCodeSchema', () => {
  it.each(['WELCOME100', 'abc', 'spring_2025', 'BONUS-X', 'A'.repeat(32)])('accepts %s', (code) => {
    expect(promoCodeSchema.parse(code)).toBe(code);
  });

  it('trims the code', () => {
    expect(promoCodeSchema.parse('  WELCOME100 ')).toBe('WELCOME100');
  });

  it.each(['ab', 'A'.repeat(33), 'WEL COME', 'промо', 'BONUS!', 'a.b.c'])(
    'rejects %j as invalid',
    (code) => {
      expect(keysOf(promoCodeSchema, code)).toEqual(['errors.promoCodeInvalid']);
    },
  );

  it.each(['', '  ', undefined])('says required for %j', (value) => {
    expect(keysOf(promoCodeSchema, value)).toEqual(['errors.required']);
  });
});

describe('optionalPromoCodeSchema', () => {
  it.each(['', '   ', undefined])('gives undefined for %j', (value) => {
    expect(optionalPromoCodeSchema.parse(value)).toBeUndefined();
  });

  it('checks a code that was entered', () => {
    expect(optionalPromoCodeSchema.parse(' ABC ')).toBe('ABC');
    expect(keysOf(optionalPromoCodeSchema, 'ab')).toEqual(['errors.promoCodeInvalid']);
    expect(keysOf(optionalPromoCodeSchema, 'A'.repeat(33))).toEqual(['errors.promoCodeInvalid']);
  });

  it('reports only message keys', () => {
    for (const value of [null, 42, {}, []]) {
      for (const key of [
        ...keysOf(promoCodeSchema, value),
        ...keysOf(optionalPromoCodeSchema, value),
      ]) {
        expect(isMessageKey(key)).toBe(true);
      }
    }
  });
});

describe('promoCodeFormSchema', () => {
  it('takes the code as bonuses.checkPromoCode does, trimmed', () => {
    expect(promoCodeFormSchema.parse({ code: ' LUMOSPINS ' })).toEqual({ code: 'LUMOSPINS' });
  });

  it('refuses a malformed code with the catalogue message', () => {
    expect(keysOf(promoCodeFormSchema, { code: 'no way' })).toEqual(['errors.promoCodeInvalid']);
  });
});
