import { describe, expect, it } from 'vitest';
import { isCountryListed, toAlpha2, toAlpha3 } from './country-code.js';

describe('toAlpha3', () => {
  it('reads alpha-2 and alpha-3 codes in any case', () => {
    expect(toAlpha3('GB')).toBe('GBR');
    expect(toAlpha3('gbr')).toBe('GBR');
    expect(toAlpha3(' de ')).toBe('DEU');
    expect(toAlpha3('RO')).toBe('ROU');
  });

  it('refuses codes that name no country', () => {
    expect(toAlpha3('XX')).toBeNull();
    expect(toAlpha3('ABC')).toBeNull();
    expect(toAlpha3('G')).toBeNull();
    expect(toAlpha3('GBRX')).toBeNull();
    expect(toAlpha3('')).toBeNull();
    expect(toAlpha3(null)).toBeNull();
    expect(toAlpha3(undefined)).toBeNull();
  });
});

describe('toAlpha2', () => {
  it('gives the alpha-2 code of either form', () => {
    expect(toAlpha2('PRT')).toBe('PT');
    expect(toAlpha2('pt')).toBe('PT');
    expect(toAlpha2('ZZZ')).toBeNull();
  });
});

describe('isCountryListed', () => {
  it('matches whichever form the list and the country use', () => {
    expect(isCountryListed('GB', ['GBR'])).toBe(true);
    expect(isCountryListed('GBR', ['GB', 'US'])).toBe(true);
    expect(isCountryListed('DE', ['GBR'])).toBe(false);
    expect(isCountryListed(null, ['GBR'])).toBe(false);
    expect(isCountryListed('XX', ['XX'])).toBe(false);
  });
});
