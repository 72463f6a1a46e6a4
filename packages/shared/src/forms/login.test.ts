import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages.js';
import { validateForm } from './form-error.js';
import { loginSchema } from './login.js';

function errorsOf(value: unknown) {
  return validateForm(loginSchema, value).errors;
}

describe('loginSchema', () => {
  it('accepts an email and a password', () => {
    expect(loginSchema.parse({ email: ' player@example.com', password: 'Secret1!' })).toEqual({
      email: 'player@example.com',
      password: 'Secret1!',
    });
  });

  it('requires both fields', () => {
    expect(errorsOf({ email: '', password: '' }).map((error) => [error.path, error.key])).toEqual([
      ['email', 'errors.required'],
      ['password', 'errors.required'],
    ]);
  });

  it('applies the password length limits', () => {
    const email = 'player@example.com';
    expect(errorsOf({ email, password: 'abcd' })).toEqual([
      { path: 'password', key: 'errors.minLength', values: { min: 5 } },
    ]);
    expect(errorsOf({ email, password: 'abcde' })).toEqual([]);
    expect(errorsOf({ email, password: 'a'.repeat(64) })).toEqual([]);
    expect(errorsOf({ email, password: 'a'.repeat(65) })).toEqual([
      { path: 'password', key: 'errors.maxLength', values: { max: 64 } },
    ]);
  });

  it('leaves the password characters to the server', () => {
    expect(errorsOf({ email: 'player@example.com', password: 'pass wörd' })).toEqual([]);
  });

  it('checks the email', () => {
    expect(errorsOf({ email: 'player@', password: 'Secret1!' })).toEqual([
      { path: 'email', key: 'errors.invalidEmail', values: {} },
    ]);
  });

  it('reports only message keys', () => {
    for (const value of [undefined, null, 42, {}, { email: 1, password: [] }]) {
      for (const issue of loginSchema.safeParse(value).error?.issues ?? []) {
        expect(isMessageKey(issue.message)).toBe(true);
      }
    }
  });
});
