import { describe, expect, it } from 'vitest';
import { countryFieldSchema } from './country-field.js';

const countries = [
  { alpha2: 'DE', alpha3: 'DEU', name: 'Germany', phoneCodes: ['49'] },
  { alpha2: 'RO', alpha3: 'ROU', name: 'Romania', phoneCodes: ['40'] },
];

describe('countryFieldSchema', () => {
  const schema = countryFieldSchema(countries);

  it('accepts an alpha-3 code of the list', () => {
    expect(schema.parse('ROU')).toBe('ROU');
  });

  it.each(['', undefined, null, 'FRA', 'deu', 'DE', 'Germany'])(
    'asks to select a country from the list for %j',
    (value) => {
      expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        'errors.selectCountry',
      ]);
    },
  );

  it('accepts nothing with an empty list', () => {
    expect(countryFieldSchema([]).safeParse('DEU').success).toBe(false);
  });
});
