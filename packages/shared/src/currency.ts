import { z } from 'zod';

/** Currencies the product knows (the per-currency thresholds of SPEC.md section 9). */
export const CURRENCY_CODES = [
  'EUR',
  'USD',
  'GBP',
  'NZD',
  'CHF',
  'AUD',
  'NOK',
  'CAD',
  'PLN',
  'RON',
  'DKK',
  'SEK',
  'INR',
  'ISK',
  'CZK',
  'BRL',
] as const;
export const currencyCodeSchema = z.enum(CURRENCY_CODES);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/**
 * Per-currency thresholds of section 9. The spec does not say what they gate (SPEC-NOTES: they
 * are data); they are exposed as such.
 */
export const CURRENCY_THRESHOLDS: Readonly<Record<CurrencyCode, number>> = {
  EUR: 30,
  USD: 30,
  GBP: 30,
  NZD: 45,
  CHF: 30,
  AUD: 45,
  NOK: 300,
  CAD: 45,
  PLN: 150,
  RON: 150,
  DKK: 225,
  SEK: 300,
  INR: 2700,
  ISK: 4500,
  CZK: 750,
  BRL: 150,
};

/** An amount of money in a currency, as every upstream and screen exchanges it. */
export const moneySchema = z.object({
  amount: z.number(),
  currency: currencyCodeSchema,
});
export type Money = z.infer<typeof moneySchema>;
