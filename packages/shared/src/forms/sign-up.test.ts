import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages.js';
import { validateForm } from './form-error.js';
import { type SignUpFormInput, isSignUpStarted, signUpCurrency, signUpSchema } from './sign-up.js';

const form: SignUpFormInput = {
  email: 'player@example.com',
  password: 'Secret1!',
  country: 'ROU',
  currency: 'RON',
  promoCode: '',
  consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
};

function errorsOf(value: unknown) {
  return validateForm(signUpSchema, value).errors;
}

describe('signUpSchema', () => {
  it('accepts a complete form, an empty promo code becoming undefined', () => {
    expect(signUpSchema.parse(form)).toEqual({ ...form, promoCode: undefined });
  });

  it('keeps an entered promo code', () => {
    expect(signUpSchema.parse({ ...form, promoCode: 'WELCOME' }).promoCode).toBe('WELCOME');
    expect(errorsOf({ ...form, promoCode: 'x' })).toEqual([
      { path: 'promoCode', key: 'errors.promoCodeInvalid', values: {} },
    ]);
  });

  it.each(['termsAndPrivacy', 'personalDataProcessing', 'over18'] as const)(
    'needs the %s box ticked',
    (consent) => {
      expect(errorsOf({ ...form, consents: { ...form.consents, [consent]: false } })).toEqual([
        { path: `consents.${consent}`, key: 'errors.mustAgree', values: {} },
      ]);
    },
  );

  it('needs a known currency', () => {
    expect(errorsOf({ ...form, currency: '' })).toEqual([
      { path: 'currency', key: 'errors.required', values: {} },
    ]);
    expect(errorsOf({ ...form, currency: 'XYZ' })).toEqual([
      { path: 'currency', key: 'errors.noSuchOption', values: {} },
    ]);
  });

  it('applies the email and password rules', () => {
    expect(
      errorsOf({ ...form, email: 'a+b@example.com', password: 'abc d' }).map((error) => [
        error.path,
        error.key,
      ]),
    ).toEqual([
      ['email', 'errors.invalidEmail'],
      ['password', 'errors.passwordCharacters'],
    ]);
  });

  it('reports only message keys', () => {
    for (const value of [undefined, null, 42, {}, { ...form, consents: null }, { consents: {} }]) {
      for (const issue of signUpSchema.safeParse(value).error?.issues ?? []) {
        expect(isMessageKey(issue.message)).toBe(true);
      }
    }
  });
});

describe('signUpSchema country', () => {
  it('needs an alpha-3 code, else asks to pick from the list', () => {
    for (const country of [undefined, '', 'ro', 'ROMANIA', 'R1U']) {
      expect(errorsOf({ ...form, country })).toEqual([
        { path: 'country', key: 'errors.selectCountry', values: {} },
      ]);
    }
  });
});

describe('signUpCurrency', () => {
  it('follows the country: GBR pounds, ROU lei, DEU and PRT euros', () => {
    expect(signUpCurrency('GBR', 'en')).toBe('GBP');
    expect(signUpCurrency('ROU', 'en')).toBe('RON');
    expect(signUpCurrency('DEU', 'ro')).toBe('EUR');
    expect(signUpCurrency('PRT', 'gb')).toBe('EUR');
  });

  it("falls back to the page's language for other countries and for none", () => {
    expect(signUpCurrency('IRL', 'ro')).toBe('RON');
    expect(signUpCurrency('IRL', 'en')).toBe('EUR');
    expect(signUpCurrency(null, 'gb')).toBe('GBP');
    expect(signUpCurrency(undefined, 'de')).toBe('EUR');
  });
});

describe('isSignUpStarted', () => {
  it('is false for an untouched form and blanks', () => {
    expect(isSignUpStarted({})).toBe(false);
    expect(isSignUpStarted({ email: '  ', password: '', promoCode: '' })).toBe(false);
    expect(isSignUpStarted({ consents: { over18: false } })).toBe(false);
  });

  it('is true once anything is typed or ticked', () => {
    expect(isSignUpStarted({ email: 'a' })).toBe(true);
    expect(isSignUpStarted({ password: 'x' })).toBe(true);
    expect(isSignUpStarted({ promoCode: 'W' })).toBe(true);
    expect(isSignUpStarted({ consents: { termsAndPrivacy: true } })).toBe(true);
  });
});
