import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages.js';
import { EMAIL_MAX_LENGTH, emailSchema } from './email.js';
import { validateForm } from './form-error.js';

function errorsOf(value: unknown) {
  return validateForm(emailSchema, value).errors;
}

describe('emailSchema', () => {
  it.each([
    'player@example.com',
    'first.last@mail.example.co.uk',
    'a_b-c@ex-ample.de',
    'User1@Example.COM',
    '1@2.ro',
  ])('accepts %s', (email) => {
    expect(emailSchema.parse(email)).toBe(email);
  });

  it('trims surrounding spaces', () => {
    expect(emailSchema.parse('  player@example.com ')).toBe('player@example.com');
  });

  it.each([
    'plainaddress',
    'a@b',
    'a@b.c',
    'a@b.c0m',
    '.a@b.com',
    'a.@b.com',
    'a..b@c.com',
    'a@-b.com',
    'a@b-.com',
    'a@b..com',
    'a@b@c.com',
    'a b@c.com',
  ])('rejects the malformed %s', (email) => {
    expect(errorsOf(email)).toEqual([{ path: '', key: 'errors.invalidEmail', values: {} }]);
  });

  it.each(['a+tag@b.com', "o'neil@b.com", 'ä@b.com', 'a@bücher.de', 'a!b@c.com', 'a%b@c.com'])(
    'rejects characters other than digits, Latin letters and -._@: %s',
    (email) => {
      expect(errorsOf(email)).toEqual([{ path: '', key: 'errors.invalidEmail', values: {} }]);
    },
  );

  it.each([undefined, '', '   '])('says required for %j', (value) => {
    expect(errorsOf(value)).toEqual([expect.objectContaining({ key: 'errors.required' })]);
  });

  it('accepts 254 characters and rejects 255', () => {
    const domain = (last: number) => `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(last)}.com`;
    const longest = `${'a'.repeat(64)}@${domain(57)}`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(emailSchema.parse(longest)).toBe(longest);
    expect(errorsOf(`${'a'.repeat(64)}@${domain(58)}`)).toEqual([
      { path: '', key: 'errors.maxLength', values: { max: 254 } },
    ]);
  });

  it('reports only message keys', () => {
    for (const value of [null, 42, {}, [], 'x'.repeat(300)]) {
      for (const issue of emailSchema.safeParse(value).error?.issues ?? []) {
        expect(isMessageKey(issue.message)).toBe(true);
      }
    }
  });
});
