import type { CurrencyCode } from './currency.js';

// Money and numbers use German grouping and decimals in every locale (SPEC.md section 9,
// SPEC-NOTES): "1.234.567,50". Only the currency sign differs by currency, never by language.

/** No-break space: a trailing currency sign never wraps onto its own line. */
const NBSP = '\u00A0';

export type CurrencySignPosition = 'before' | 'after';

export interface CurrencySign {
  sign: string;
  position: CurrencySignPosition;
}

/**
 * How each currency is written beside an amount. SPEC-NOTES gives EUR ("1.234,50 €"), RON
 * ("1.234,50 RON") and GBP ("£1.234,50"). Our rule for the rest: USD "$" before the amount like
 * GBP; every other currency its ISO code after the amount, because their local signs are
 * ambiguous side by side (kr for NOK, DKK, SEK and ISK; $ for AUD, CAD and NZD).
 */
export const CURRENCY_SIGNS: Readonly<Record<CurrencyCode, CurrencySign>> = {
  EUR: { sign: '€', position: 'after' },
  USD: { sign: '$', position: 'before' },
  GBP: { sign: '£', position: 'before' },
  NZD: { sign: 'NZD', position: 'after' },
  CHF: { sign: 'CHF', position: 'after' },
  AUD: { sign: 'AUD', position: 'after' },
  NOK: { sign: 'NOK', position: 'after' },
  CAD: { sign: 'CAD', position: 'after' },
  PLN: { sign: 'PLN', position: 'after' },
  RON: { sign: 'RON', position: 'after' },
  DKK: { sign: 'DKK', position: 'after' },
  SEK: { sign: 'SEK', position: 'after' },
  INR: { sign: 'INR', position: 'after' },
  ISK: { sign: 'ISK', position: 'after' },
  CZK: { sign: 'CZK', position: 'after' },
  BRL: { sign: 'BRL', position: 'after' },
};

/** The sign shown for a currency (the "currency icon" beside balances). */
export function currencySign(currency: CurrencyCode): string {
  return CURRENCY_SIGNS[currency].sign;
}

const formatters = new Map<string, Intl.NumberFormat>();

function germanFormatter(minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits,
      maximumFractionDigits,
      // Group from the fourth digit (1.234) whatever the locale data's minimum grouping says.
      useGrouping: true,
      // A value that rounds to zero is "0,00", never "-0,00".
      signDisplay: 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export interface FormatNumberOptions {
  /** Exactly this many decimals; without it, up to 2 and no trailing zeros (2.600, 0,5). */
  decimals?: number;
}

/** A number with German grouping and decimal comma: 1234567.5 → "1.234.567,5". */
export function formatNumber(value: number, options: FormatNumberOptions = {}): string {
  const { decimals } = options;
  const formatter =
    decimals === undefined ? germanFormatter(0, 2) : germanFormatter(decimals, decimals);
  return formatter.format(value);
}

export interface FormatMoneyOptions {
  /** 2 by default; 0 for whole-unit displays such as the jackpot counters. */
  decimals?: 0 | 2;
}

/**
 * An amount with its currency sign: "1.234,50 €", "1.234,50 RON", "£1.234,50", "-12,30 €",
 * "-£12,30". The minus goes in front of everything; a trailing sign follows a no-break space.
 * Decimals are the same for every currency (amounts arrive as decimals whatever the currency).
 */
export function formatMoney(
  amount: number,
  currency: CurrencyCode,
  options: FormatMoneyOptions = {},
): string {
  const decimals = options.decimals ?? 2;
  const signed = germanFormatter(decimals, decimals).format(amount);
  const negative = signed.startsWith('-');
  const digits = negative ? signed.slice(1) : signed;
  const { sign, position } = CURRENCY_SIGNS[currency];
  const body = position === 'before' ? `${sign}${digits}` : `${digits}${NBSP}${sign}`;
  return negative ? `-${body}` : body;
}
