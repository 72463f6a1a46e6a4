import { FILLABLE_PROFILE_FIELDS, validateForm, type Profile } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import {
  missingFieldsSchema,
  phoneCodeOptions,
  profileFieldsValues,
} from './missing-profile-fields-form.js';

const TODAY = new Date(2026, 2, 10);

describe('missingFieldsSchema', () => {
  it('asks for exactly the fields given, in the shared profile form’s rules', () => {
    const schema = missingFieldsSchema(['firstName', 'birthday'], TODAY);
    expect(Object.keys(schema.shape)).toEqual(['firstName', 'birthDate']);
    const result = validateForm(schema, {
      firstName: ' Ana ',
      birthDate: { day: '12', month: '4', year: '1990' },
    });
    expect(result).toMatchObject({
      success: true,
      data: { firstName: 'Ana', birthDate: { day: 12, month: 4, year: 1990 } },
    });
  });

  it('needs every part of the date, a real one, and 18 years on the day', () => {
    const schema = missingFieldsSchema(['birthday'], TODAY);
    const keys = (birthDate: object) => {
      const result = validateForm(schema, { birthDate });
      return result.success ? [] : result.errors.map((error) => `${error.path} ${error.key}`);
    };
    expect(keys({ day: '', month: '4', year: '1990' })).toEqual(['birthDate.day errors.required']);
    expect(keys({ day: '31', month: '2', year: '1990' })).toEqual([
      'birthDate errors.invalidBirthFormat',
    ]);
    expect(keys({ day: '11', month: '3', year: '2008' })).toEqual(['birthDate errors.over18']);
    expect(keys({ day: '10', month: '3', year: '2008' })).toEqual([]);
  });

  it('takes a gender of the list only', () => {
    const schema = missingFieldsSchema(['sex'], TODAY);
    expect(validateForm(schema, { sex: 'f' }).success).toBe(true);
    const wrong = validateForm(schema, { sex: 'x' });
    expect(wrong.success ? [] : wrong.errors.map((error) => error.key)).toEqual([
      'errors.noSuchOption',
    ]);
  });
});

const COUNTRIES = [
  { alpha2: 'RO', alpha3: 'ROU', name: 'Romania', phoneCodes: ['40'] },
  { alpha2: 'US', alpha3: 'USA', name: 'United States', phoneCodes: ['1'] },
  { alpha2: 'AS', alpha3: 'ASM', name: 'American Samoa', phoneCodes: ['1684', '1'] },
];

const PROFILE: Profile = {
  firstName: 'Ana',
  lastName: 'Pop',
  postcode: null,
  city: 'Cluj-Napoca',
  phoneNumber: '721234567',
  phonePrefix: '40',
  address: null,
  country: 'ROU',
  sex: 'f',
  birthday: '1990-04-02',
  referralLink: null,
  email: 'ana@example.com',
};

describe('the profile page’s fields', () => {
  it('are every fillable field, the same ones FORM_FIELDS and the game ask for', () => {
    const schema = missingFieldsSchema(FILLABLE_PROFILE_FIELDS, TODAY, COUNTRIES);
    expect(Object.keys(schema.shape)).toEqual([
      'firstName',
      'lastName',
      'sex',
      'birthDate',
      'country',
      'city',
      'address',
      'postcode',
      'phone',
    ]);
  });

  it('start from what the player filled in, empty where nothing is', () => {
    expect(profileFieldsValues(FILLABLE_PROFILE_FIELDS, PROFILE)).toEqual({
      firstName: 'Ana',
      lastName: 'Pop',
      sex: 'f',
      birthDate: { day: '2', month: '4', year: '1990' },
      country: 'ROU',
      city: 'Cluj-Napoca',
      address: '',
      postcode: '',
      phone: { prefix: '40', number: '721234567' },
    });
    expect(profileFieldsValues(['birthday', 'phoneNumber'], null)).toEqual({
      birthDate: { day: '', month: '', year: '' },
      phone: { prefix: '', number: '' },
    });
  });

  it('take a whole profile that keeps every rule', () => {
    const schema = missingFieldsSchema(FILLABLE_PROFILE_FIELDS, TODAY, COUNTRIES);
    const result = validateForm(schema, {
      ...profileFieldsValues(FILLABLE_PROFILE_FIELDS, PROFILE),
      address: 'Strada Memorandumului 28',
      postcode: '400114',
    });
    expect(result.errors).toEqual([]);
  });

  it('hold name, city and address to the allowed characters, the country to the list', () => {
    const schema = missingFieldsSchema(FILLABLE_PROFILE_FIELDS, TODAY, COUNTRIES);
    const result = validateForm(schema, {
      ...profileFieldsValues(FILLABLE_PROFILE_FIELDS, PROFILE),
      firstName: 'Ana<script>',
      city: 'Cluj$',
      address: 'Strada {1}',
      postcode: '400114',
      country: 'XXX',
    });
    expect(result.errors.map((error) => `${error.path} ${error.key}`)).toEqual([
      'firstName errors.invalidCharacters',
      'country errors.selectCountry',
      'city errors.invalidCharacters',
      'address errors.invalidCharacters',
    ]);
  });

  it('check the phone: a code of digits, digits not starting with 0, a real number', () => {
    const schema = missingFieldsSchema(['phoneNumber'], TODAY, COUNTRIES);
    const keys = (phone: object) => {
      const result = validateForm(schema, { phone });
      return result.errors.map((error) => `${error.path} ${error.key}`);
    };
    expect(keys({ prefix: '40', number: '721234567' })).toEqual([]);
    expect(keys({ prefix: 'x', number: '721234567' })).toEqual(['phone.prefix errors.noSuchCode']);
    expect(keys({ prefix: '40', number: '0721234567' })).toEqual([
      'phone.number errors.phoneStartsWithZero',
    ]);
    expect(keys({ prefix: '40', number: '72a' })).toEqual(['phone.number errors.onlyNumbers']);
    expect(keys({ prefix: '40', number: '7212' })).toEqual(['phone.number errors.invalidPhone']);
  });
});

describe('phoneCodeOptions', () => {
  it('lists each code of the country list once, in numeric order, with its plus', () => {
    expect(phoneCodeOptions(COUNTRIES)).toEqual([
      { id: '1', label: '+1' },
      { id: '40', label: '+40' },
      { id: '1684', label: '+1684' },
    ]);
  });
});
