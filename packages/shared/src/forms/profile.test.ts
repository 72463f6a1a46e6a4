import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages.js';
import { validateForm } from './form-error.js';
import {
  POSTCODE_PATTERN,
  PROFILE_FIELD_LENGTHS,
  type ProfileFormInput,
  profileFormSchema,
} from './profile.js';

const schema = profileFormSchema({
  countries: [{ alpha3: 'DEU' }, { alpha3: 'ROU' }],
  today: new Date(2025, 8, 18, 12, 0),
});

const form: ProfileFormInput = {
  firstName: 'Ștefan',
  lastName: "O'Neil-Popescu",
  postcode: '010011',
  city: 'București',
  phone: { prefix: '40', number: '712345678' },
  address: 'Str. Lipscani 5/2, ap. #3',
  country: 'ROU',
  sex: 'm',
  birthDate: { day: '1', month: '12', year: '1990' },
};

function errorsOf(value: unknown) {
  return validateForm(schema, value).errors;
}

const textFields = ['firstName', 'lastName', 'postcode', 'city', 'address'] as const;

describe('profileFormSchema', () => {
  it('accepts a complete profile and gives the birth date as numbers', () => {
    expect(schema.parse(form)).toEqual({
      ...form,
      birthDate: { day: 1, month: 12, year: 1990 },
    });
  });

  it('requires every field', () => {
    const empty = {
      firstName: '',
      lastName: '',
      postcode: '',
      city: '',
      phone: { prefix: '', number: '' },
      address: '',
      country: '',
      sex: '',
      birthDate: { day: '', month: '', year: '' },
    };
    expect(errorsOf(empty).map((error) => [error.path, error.key])).toEqual([
      ['firstName', 'errors.required'],
      ['lastName', 'errors.required'],
      ['postcode', 'errors.required'],
      ['city', 'errors.required'],
      ['phone.prefix', 'errors.required'],
      ['phone.number', 'errors.required'],
      ['address', 'errors.required'],
      ['country', 'errors.selectCountry'],
      ['sex', 'errors.required'],
      ['birthDate.day', 'errors.required'],
      ['birthDate.month', 'errors.required'],
      ['birthDate.year', 'errors.required'],
    ]);
  });

  it.each(textFields)('holds the length limits of %s on both sides', (field) => {
    const { min, max } = PROFILE_FIELD_LENGTHS[field];
    const text = (length: number) => '1'.repeat(length);
    expect(errorsOf({ ...form, [field]: text(max) })).toEqual([]);
    expect(errorsOf({ ...form, [field]: text(max + 1) })).toEqual([
      { path: field, key: 'errors.maxLength', values: { max } },
    ]);
    expect(errorsOf({ ...form, [field]: text(min) })).toEqual([]);
    if (min > 1) {
      expect(errorsOf({ ...form, [field]: text(min - 1) })).toEqual([
        { path: field, key: 'errors.minLength', values: { min } },
      ]);
    }
  });

  it('uses our length contract', () => {
    expect(PROFILE_FIELD_LENGTHS).toEqual({
      firstName: { min: 1, max: 50 },
      lastName: { min: 1, max: 50 },
      postcode: { min: 3, max: 10 },
      city: { min: 1, max: 100 },
      address: { min: 3, max: 200 },
    });
  });

  it.each(['firstName', 'lastName', 'city', 'address'] as const)(
    'rejects characters outside the general pattern in %s',
    (field) => {
      expect(errorsOf({ ...form, [field]: 'Ana <b>' })).toEqual([
        { path: field, key: 'errors.invalidCharacters', values: {} },
      ]);
    },
  );

  it('takes Latin letters, digits, space and - in a postcode', () => {
    for (const postcode of ['SW1A 1AA', '1000-001', '10115']) {
      expect(POSTCODE_PATTERN.test(postcode)).toBe(true);
      expect(errorsOf({ ...form, postcode })).toEqual([]);
    }
    expect(errorsOf({ ...form, postcode: 'NW1/2' })).toEqual([
      { path: 'postcode', key: 'errors.invalidCharacters', values: {} },
    ]);
  });

  it('reports the phone, country, sex and birth date on their fields', () => {
    expect(
      errorsOf({
        ...form,
        phone: { prefix: '40', number: '123' },
        country: 'FRA',
        sex: 'x',
        birthDate: { day: '19', month: '9', year: '2007' },
      }).map((error) => [error.path, error.key]),
    ).toEqual([
      ['phone.number', 'errors.invalidPhone'],
      ['country', 'errors.selectCountry'],
      ['sex', 'errors.noSuchOption'],
      ['birthDate', 'errors.over18'],
    ]);
  });

  it('lets a smaller form pick fields', () => {
    const birthOnly = schema.pick({ birthDate: true });
    expect(birthOnly.parse({ birthDate: form.birthDate })).toEqual({
      birthDate: { day: 1, month: 12, year: 1990 },
    });
  });

  it('reports only message keys', () => {
    for (const value of [undefined, null, 42, {}, { phone: 1, birthDate: 'x', sex: 3 }]) {
      for (const issue of schema.safeParse(value).error?.issues ?? []) {
        expect(isMessageKey(issue.message)).toBe(true);
      }
    }
  });
});
