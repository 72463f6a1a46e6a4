import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageKey } from '../messages.js';
import {
  choiceSchema,
  consentSchema,
  GENERAL_TEXT_PATTERN,
  requiredTextSchema,
  textFieldSchema,
} from './field.js';
import { validateForm } from './form-error.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  return validateForm(schema, value).errors;
}

describe('GENERAL_TEXT_PATTERN', () => {
  it.each([
    'José',
    'Müller-Lüdenscheidt',
    "O'Brien",
    'O’Brien',
    'Ştefan cel Mare 5/2, ap. #3',
    'Москва',
    '北京',
    'नमस्ते',
  ])('accepts letters of any script, digits and the allowed symbols: %s', (text) => {
    expect(GENERAL_TEXT_PATTERN.test(text)).toBe(true);
  });

  it.each(['', '<b>', 'a@b', 'x;y', 'a_b', 'tab\there', 'line\nbreak', 'smile 😀', '100%'])(
    'rejects other characters: %j',
    (text) => {
      expect(GENERAL_TEXT_PATTERN.test(text)).toBe(false);
    },
  );
});

describe('requiredTextSchema', () => {
  it.each([undefined, null, '', '   '])('treats %j as missing', (value) => {
    expect(errorsOf(requiredTextSchema, value)).toEqual([
      expect.objectContaining({ key: 'errors.required' }),
    ]);
  });

  it('trims what it keeps', () => {
    expect(requiredTextSchema.parse('  Anna ')).toBe('Anna');
  });
});

describe('textFieldSchema', () => {
  const schema = textFieldSchema({ min: 3, max: 5 });

  it('rejects one character under the minimum and accepts the minimum', () => {
    expect(errorsOf(schema, 'ab')).toEqual([
      { path: '', key: 'errors.minLength', values: { min: 3 } },
    ]);
    expect(schema.parse('abc')).toBe('abc');
  });

  it('accepts the maximum and rejects one character over it', () => {
    expect(schema.parse('abcde')).toBe('abcde');
    expect(errorsOf(schema, 'abcdef')).toEqual([
      { path: '', key: 'errors.maxLength', values: { max: 5 } },
    ]);
  });

  it('counts the length after trimming', () => {
    expect(schema.parse('  abcde  ')).toBe('abcde');
  });

  it('rejects characters outside the pattern', () => {
    expect(errorsOf(schema, 'a<b>')).toEqual([
      { path: '', key: 'errors.invalidCharacters', values: {} },
    ]);
    expect(errorsOf(textFieldSchema({ max: 5, pattern: /^[0-9]+$/ }), 'abc')).toEqual([
      { path: '', key: 'errors.invalidCharacters', values: {} },
    ]);
  });
});

describe('choiceSchema', () => {
  const schema = choiceSchema(['m', 'f']);

  it('accepts a listed value', () => {
    expect(schema.parse('f')).toBe('f');
  });

  it.each([undefined, null, ''])('says required when nothing is picked: %j', (value) => {
    expect(errorsOf(schema, value)).toEqual([{ path: '', key: 'errors.required', values: {} }]);
  });

  it.each(['x', 'M', 1])('says no such option for an unlisted value: %j', (value) => {
    expect(errorsOf(schema, value)).toEqual([{ path: '', key: 'errors.noSuchOption', values: {} }]);
  });
});

describe('consentSchema', () => {
  it('passes a ticked box', () => {
    expect(consentSchema.parse(true)).toBe(true);
  });

  it.each([false, undefined, 'true'])('asks to agree otherwise: %j', (value) => {
    expect(errorsOf(consentSchema, value)).toEqual([
      { path: '', key: 'errors.mustAgree', values: {} },
    ]);
  });
});

describe('messages', () => {
  it('are catalogue keys for any input', () => {
    const schemas = [requiredTextSchema, textFieldSchema({ max: 3 }), choiceSchema(['a'])];
    for (const schema of schemas) {
      for (const value of [undefined, null, 42, {}, [], '', 'x'.repeat(9), '<>']) {
        const result = schema.safeParse(value);
        for (const issue of result.error?.issues ?? []) {
          expect(isMessageKey(issue.message)).toBe(true);
        }
      }
    }
  });
});
