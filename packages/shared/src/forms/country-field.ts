import { z } from 'zod';
import { errorKey } from './form-error.js';

/** What the field needs of a country list entry (which also has alpha2, name and phoneCodes). */
export interface CountryOption {
  readonly alpha3: string;
}

/** A country picked from the given list, by its ISO alpha-3 code. */
export function countryFieldSchema(countries: readonly CountryOption[]) {
  const codes = new Set(countries.map((country) => country.alpha3));
  return z
    .string({ error: errorKey('errors.selectCountry') })
    .refine((code) => codes.has(code), { error: errorKey('errors.selectCountry') });
}
