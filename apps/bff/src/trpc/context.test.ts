import { describe, expect, it } from 'vitest';
import { countryFromHeader } from './context.js';

describe('countryFromHeader', () => {
  it.each([
    ['GBR', 'GBR'],
    ['de', 'DEU'],
    [' rou ', 'ROU'],
    [['pt', 'es'], 'PRT'],
  ])('reads %j as %s', (header, country) => {
    expect(countryFromHeader(header)).toBe(country);
  });

  it.each([[undefined], [''], ['G'], ['GBRX'], ['T1'], ['GB,DE'], ['XX'], [[]]])(
    'treats %j as unknown',
    (header) => {
      expect(countryFromHeader(header)).toBeNull();
    },
  );
});
