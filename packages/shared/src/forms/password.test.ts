import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { isMessageKey } from '../messages.js';
import { validateForm } from './form-error.js';
import {
  changePasswordSchema,
  newPasswordSchema,
  PASSWORD_HINTS,
  PASSWORD_SYMBOLS,
  passwordHints,
  passwordLengthSchema,
  passwordSchema,
} from './password.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  return validateForm(schema, value).errors;
}

describe('passwordSchema', () => {
  it('uses the limits 5 and 64', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([5, 64]);
  });

  it('rejects 4 characters with the minimum', () => {
    expect(errorsOf(passwordSchema, 'Ab1#')).toEqual([
      { path: '', key: 'errors.minLength', values: { min: 5 } },
    ]);
  });

  it('accepts 5 and 64 characters', () => {
    expect(passwordSchema.parse('Ab1#x')).toBe('Ab1#x');
    const longest = 'Ab1#'.repeat(16);
    expect(longest).toHaveLength(64);
    expect(passwordSchema.parse(longest)).toBe(longest);
  });

  it('rejects 65 characters with the maximum', () => {
    expect(errorsOf(passwordSchema, `${'Ab1#'.repeat(16)}x`)).toEqual([
      { path: '', key: 'errors.maxLength', values: { max: 64 } },
    ]);
  });

  it.each([undefined, ''])('says required, and only that, for %j', (value) => {
    expect(errorsOf(passwordSchema, value)).toEqual([
      expect.objectContaining({ path: '', key: 'errors.required' }),
    ]);
  });

  it('accepts every allowed symbol', () => {
    for (const symbol of PASSWORD_SYMBOLS) {
      expect(passwordSchema.safeParse(`abcd${symbol}`).success).toBe(true);
    }
  });

  it.each(['abcd ', 'abcdä', 'abcd+', 'abcd=', 'abcd/', 'abcd"', 'abcd<', 'abcd€', 'abcd\\'])(
    'rejects a character outside the allowed set: %j',
    (password) => {
      expect(errorsOf(passwordSchema, password)).toEqual([
        { path: '', key: 'errors.passwordCharacters', values: {} },
      ]);
    },
  );

  it('does not require what the hints suggest', () => {
    expect(passwordSchema.parse('aaaaa')).toBe('aaaaa');
  });
});

describe('passwordLengthSchema', () => {
  it('checks the limits but not the characters', () => {
    expect(passwordLengthSchema.parse('pass word')).toBe('pass word');
    expect(errorsOf(passwordLengthSchema, 'abcd')[0]?.key).toBe('errors.minLength');
    expect(errorsOf(passwordLengthSchema, 'a'.repeat(65))[0]?.key).toBe('errors.maxLength');
  });
});

describe('passwordHints', () => {
  it('lists the four hints', () => {
    expect(PASSWORD_HINTS).toEqual(['digit', 'lowercase', 'uppercase', 'symbol']);
  });

  it('ticks nothing for an empty password', () => {
    expect(passwordHints('')).toEqual({
      digit: false,
      lowercase: false,
      uppercase: false,
      symbol: false,
    });
  });

  it.each([
    ['7', 'digit'],
    ['a', 'lowercase'],
    ['A', 'uppercase'],
    ['^', 'symbol'],
  ] as const)('ticks only the matching hint for %s', (value, hint) => {
    const hints = passwordHints(value);
    expect(Object.entries(hints).filter(([, met]) => met)).toEqual([[hint, true]]);
  });

  it('ticks all four for a password with one of each', () => {
    expect(Object.values(passwordHints('aB3$'))).toEqual([true, true, true, true]);
  });

  it('counts only Latin letters and the allowed symbols', () => {
    expect(passwordHints('äÄ+ ')).toEqual({
      digit: false,
      lowercase: false,
      uppercase: false,
      symbol: false,
    });
  });
});

describe('newPasswordSchema', () => {
  it('accepts a password and its confirmation', () => {
    expect(newPasswordSchema.parse({ password: 'Secret1!', confirmation: 'Secret1!' })).toEqual({
      password: 'Secret1!',
      confirmation: 'Secret1!',
    });
  });

  it('puts a mismatch on the confirmation', () => {
    expect(errorsOf(newPasswordSchema, { password: 'Secret1!', confirmation: 'Secret1?' })).toEqual(
      [{ path: 'confirmation', key: 'errors.passwordsDontMatch', values: {} }],
    );
  });

  it('says only required for an empty confirmation', () => {
    expect(errorsOf(newPasswordSchema, { password: 'Secret1!', confirmation: '' })).toEqual([
      expect.objectContaining({ path: 'confirmation', key: 'errors.required' }),
    ]);
  });

  it('reports a short password and a mismatch together', () => {
    expect(
      errorsOf(newPasswordSchema, { password: 'abc', confirmation: 'abd' }).map((error) => [
        error.path,
        error.key,
      ]),
    ).toEqual([
      ['password', 'errors.minLength'],
      ['confirmation', 'errors.passwordsDontMatch'],
    ]);
  });
});

describe('changePasswordSchema', () => {
  const form = { oldPassword: 'Old-pass1', newPassword: 'New-pass1', confirmation: 'New-pass1' };

  it('accepts a new password that differs from the old and is confirmed', () => {
    expect(changePasswordSchema.parse(form)).toEqual(form);
  });

  it('puts a new password equal to the old on the new password', () => {
    expect(
      errorsOf(changePasswordSchema, {
        ...form,
        newPassword: 'Old-pass1',
        confirmation: 'Old-pass1',
      }),
    ).toEqual([{ path: 'newPassword', key: 'errors.samePassword', values: {} }]);
  });

  it('puts a mismatch on the confirmation', () => {
    expect(errorsOf(changePasswordSchema, { ...form, confirmation: 'New-pass2' })).toEqual([
      { path: 'confirmation', key: 'errors.passwordsDontMatch', values: {} },
    ]);
  });

  it('requires the old password but does not apply the new rules to it', () => {
    expect(errorsOf(changePasswordSchema, { ...form, oldPassword: '' })).toEqual([
      expect.objectContaining({ path: 'oldPassword', key: 'errors.required' }),
    ]);
    expect(changePasswordSchema.safeParse({ ...form, oldPassword: 'old pass' }).success).toBe(true);
  });

  it('applies the password rules to the new password', () => {
    expect(
      errorsOf(changePasswordSchema, { ...form, newPassword: 'ab', confirmation: 'ab' }),
    ).toEqual([{ path: 'newPassword', key: 'errors.minLength', values: { min: 5 } }]);
  });
});

describe('messages', () => {
  it('are catalogue keys for any input', () => {
    const schemas = [passwordSchema, newPasswordSchema, changePasswordSchema];
    for (const schema of schemas) {
      for (const value of [undefined, null, 42, 'x', {}, { password: 1 }, { newPassword: 'a' }]) {
        for (const issue of schema.safeParse(value).error?.issues ?? []) {
          expect(isMessageKey(issue.message)).toBe(true);
        }
      }
    }
  });
});
