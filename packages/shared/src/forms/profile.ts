import { z } from 'zod';
import { birthDateSchema } from './birth-date.js';
import { countryFieldSchema, type CountryOption } from './country-field.js';
import { errorKey } from './form-error.js';
import { choiceSchema, textFieldSchema } from './field.js';
import { phoneSchema } from './phone.js';
import { SEXES, type ProfileField } from '../user.js';

/** Length limits of the profile's text fields, our contract (names 1: some are one letter). */
export const PROFILE_FIELD_LENGTHS = {
  firstName: { min: 1, max: 50 },
  lastName: { min: 1, max: 50 },
  postcode: { min: 3, max: 10 },
  city: { min: 1, max: 100 },
  address: { min: 3, max: 200 },
} as const;

/** Postcodes of every country fit Latin letters, digits, space and '-'. */
export const POSTCODE_PATTERN = /^[A-Za-z0-9 -]+$/;

export const sexFieldSchema = choiceSchema(SEXES);

export interface ProfileFormContext {
  /** The country list the country select offers. */
  countries: readonly CountryOption[];
  /** The local day the age is checked on. */
  today: Date;
}

/**
 * The profile form; every field is required. No refinement on the object itself, so that a form
 * asking for some fields only (the profile requirements modal) can `.pick()` them.
 */
export function profileFormSchema({ countries, today }: ProfileFormContext) {
  return z.object(
    {
      firstName: textFieldSchema(PROFILE_FIELD_LENGTHS.firstName),
      lastName: textFieldSchema(PROFILE_FIELD_LENGTHS.lastName),
      postcode: textFieldSchema({ ...PROFILE_FIELD_LENGTHS.postcode, pattern: POSTCODE_PATTERN }),
      city: textFieldSchema(PROFILE_FIELD_LENGTHS.city),
      phone: phoneSchema,
      address: textFieldSchema(PROFILE_FIELD_LENGTHS.address),
      country: countryFieldSchema(countries),
      sex: sexFieldSchema,
      birthDate: birthDateSchema(today),
    },
    { error: errorKey('errors.required') },
  );
}
export type ProfileForm = z.infer<ReturnType<typeof profileFormSchema>>;
export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;

/**
 * The profile fields a player fills in, in the profile form's order, each with its field in the
 * form (the phone's prefix and number are one field; the birthday is day, month and year). The
 * profile page, FORM_FIELDS and the game's profile requirements ask for them by these names.
 */
export const PROFILE_FORM_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  sex: 'sex',
  birthday: 'birthDate',
  country: 'country',
  city: 'city',
  address: 'address',
  postcode: 'postcode',
  phoneNumber: 'phone',
} as const satisfies Partial<Record<ProfileField, keyof ProfileForm>>;
export type FillableProfileField = keyof typeof PROFILE_FORM_FIELDS;
export const FILLABLE_PROFILE_FIELDS = Object.keys(PROFILE_FORM_FIELDS) as FillableProfileField[];
export const fillableProfileFieldSchema = z.enum(
  FILLABLE_PROFILE_FIELDS as [FillableProfileField, ...FillableProfileField[]],
);
