import type { CurrencyCode } from '@casino/shared';
import { roundMoney } from './seeded.js';

/** Fixed exchange rates of the mock world: units of each currency per euro. */
export const EUR_RATES: Readonly<Record<CurrencyCode, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  NZD: 1.8,
  CHF: 0.95,
  AUD: 1.65,
  NOK: 11.5,
  CAD: 1.47,
  PLN: 4.3,
  RON: 4.97,
  DKK: 7.46,
  SEK: 11.3,
  INR: 90,
  ISK: 150,
  CZK: 25,
  BRL: 5.4,
};

/** An amount in euros, expressed in `currency` and rounded to cents. */
export function fromEur(amountEur: number, currency: CurrencyCode): number {
  return roundMoney(amountEur * EUR_RATES[currency]);
}
