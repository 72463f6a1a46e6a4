import { z } from 'zod';
import { countryAlpha3Schema } from './language-schemas.js';

/** An entry of the country list the sign-up and profile forms pick from. */
export const countrySchema = z.object({
  alpha2: z.string().regex(/^[A-Z]{2}$/, 'errors.noSuchCode'),
  alpha3: countryAlpha3Schema,
  name: z.string().min(1),
  /** Dialling codes without the plus ('1', '44'); some countries have several. */
  phoneCodes: z.array(z.string().regex(/^\d{1,4}$/, 'errors.onlyNumbers')),
});
export type Country = z.infer<typeof countrySchema>;

export const countryListSchema = z.array(countrySchema);
export type CountryList = z.infer<typeof countryListSchema>;

/** The list entry of an alpha-3 code, or undefined when the code is not in the list. */
export function findCountry(list: readonly Country[], alpha3: string): Country | undefined {
  return list.find((country) => country.alpha3 === alpha3);
}
