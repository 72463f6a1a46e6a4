import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currency.js';
import { CURRENCY_SIGNS, currencySign, formatMoney, formatNumber } from './money.js';

const NBSP = '\u00A0';

describe('formatMoney with two decimals', () => {
  it.each([
    [0, 'EUR', `0,00${NBSP}€`],
    [1234.5, 'EUR', `1.234,50${NBSP}€`],
    [1234567.5, 'EUR', `1.234.567,50${NBSP}€`],
    [-12.3, 'EUR', `-12,30${NBSP}€`],
    [0, 'RON', `0,00${NBSP}RON`],
    [1234.5, 'RON', `1.234,50${NBSP}RON`],
    [1234567.5, 'RON', `1.234.567,50${NBSP}RON`],
    [-12.3, 'RON', `-12,30${NBSP}RON`],
    [0, 'GBP', '£0,00'],
    [1234.5, 'GBP', '£1.234,50'],
    [1234567.5, 'GBP', '£1.234.567,50'],
    [-12.3, 'GBP', '-£12,30'],
    [0, 'USD', '$0,00'],
    [1234.5, 'USD', '$1.234,50'],
    [1234567.5, 'USD', '$1.234.567,50'],
    [-12.3, 'USD', '-$12,30'],
    [1234.5, 'ISK', `1.234,50${NBSP}ISK`],
    [-12.3, 'SEK', `-12,30${NBSP}SEK`],
    [1234567.5, 'CHF', `1.234.567,50${NBSP}CHF`],
  ] as const)('formats %d %s as %j', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('groups a four-digit amount (German grouping starts at 1.000)', () => {
    expect(formatMoney(1000, 'EUR')).toBe(`1.000,00${NBSP}€`);
    expect(formatMoney(999.99, 'EUR')).toBe(`999,99${NBSP}€`);
  });

  it('rounds half away from zero to cents', () => {
    expect(formatMoney(0.125, 'EUR')).toBe(`0,13${NBSP}€`);
    expect(formatMoney(-0.125, 'GBP')).toBe('-£0,13');
  });

  it('never shows a minus for an amount that rounds to zero', () => {
    expect(formatMoney(-0, 'EUR')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-0.004, 'GBP')).toBe('£0,00');
  });

  it('keeps a trailing sign on the same line with a no-break space and no ordinary space', () => {
    const text = formatMoney(1234.5, 'EUR');
    expect(text).not.toContain(' ');
    expect(text.at(-2)).toBe(NBSP);
  });
});

describe('formatMoney with no decimals (jackpot counters)', () => {
  it.each([
    [0, 'EUR', `0${NBSP}€`],
    [1234.5, 'EUR', `1.235${NBSP}€`],
    [1234567.49, 'RON', `1.234.567${NBSP}RON`],
    [-12.3, 'GBP', '-£12'],
    [1234.4, 'USD', '$1.234'],
  ] as const)('formats %d %s as %j', (amount, currency, expected) => {
    expect(formatMoney(amount, currency, { decimals: 0 })).toBe(expected);
  });
});

describe('currency signs', () => {
  it('puts only GBP and USD before the amount', () => {
    const before = CURRENCY_CODES.filter((code) => CURRENCY_SIGNS[code].position === 'before');
    expect(before).toEqual(['USD', 'GBP']);
  });

  it('uses € for EUR and the ISO code for currencies without a sign of their own', () => {
    expect(currencySign('EUR')).toBe('€');
    expect(currencySign('GBP')).toBe('£');
    expect(currencySign('USD')).toBe('$');
    expect(currencySign('RON')).toBe('RON');
    expect(currencySign('NOK')).toBe('NOK');
    expect(currencySign('AUD')).toBe('AUD');
  });
});

describe('formatNumber', () => {
  it('groups with dots and drops trailing zeros by default', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(2600)).toBe('2.600');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(0.5)).toBe('0,5');
    expect(formatNumber(-12.3)).toBe('-12,3');
  });

  it('rounds to at most two decimals by default', () => {
    expect(formatNumber(1.236)).toBe('1,24');
  });

  it('shows exactly the decimals asked for', () => {
    expect(formatNumber(1234.5, { decimals: 2 })).toBe('1.234,50');
    expect(formatNumber(1234.5, { decimals: 0 })).toBe('1.235');
    expect(formatNumber(-0.001, { decimals: 2 })).toBe('0,00');
  });
});
