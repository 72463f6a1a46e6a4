import { describe, expect, it } from 'vitest';
import { countryListSchema, countrySchema, findCountry } from './country.js';

const romania = { alpha2: 'RO', alpha3: 'ROU', name: 'Romania', phoneCodes: ['40'] };
const dominicanRepublic = {
  alpha2: 'DO',
  alpha3: 'DOM',
  name: 'Dominican Republic',
  phoneCodes: ['1809', '1829', '1849'],
};

describe('countrySchema', () => {
  it('accepts entries with one or several phone codes', () => {
    expect(countrySchema.parse(romania)).toEqual(romania);
    expect(countrySchema.parse(dominicanRepublic)).toEqual(dominicanRepublic);
  });

  it('rejects a lowercase code, swapped codes and a phone code with a plus', () => {
    expect(countrySchema.safeParse({ ...romania, alpha2: 'ro' }).success).toBe(false);
    expect(countrySchema.safeParse({ ...romania, alpha2: 'ROU', alpha3: 'RO' }).success).toBe(
      false,
    );
    expect(countrySchema.safeParse({ ...romania, phoneCodes: ['+40'] }).success).toBe(false);
  });
});

describe('countryListSchema', () => {
  it('accepts a list and rejects a list with an invalid entry', () => {
    expect(countryListSchema.parse([romania, dominicanRepublic])).toHaveLength(2);
    expect(countryListSchema.safeParse([romania, { name: 'Nowhere' }]).success).toBe(false);
  });
});

describe('findCountry', () => {
  it('finds an entry by alpha-3 code and nothing for an unknown code', () => {
    expect(findCountry([romania, dominicanRepublic], 'DOM')).toBe(dominicanRepublic);
    expect(findCountry([romania], 'RO')).toBeUndefined();
  });
});
