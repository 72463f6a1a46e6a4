import type { CurrencyCode } from './currency.js';

/** Route and storage codes of the five languages (SPEC.md section 3). en has no path prefix. */
export const LANGUAGE_CODES = ['en', 'de', 'ro', 'pt', 'gb'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export interface LanguageInfo {
  code: LanguageCode;
  /** A valid BCP 47 tag for i18next and Intl (routes say gb; Intl needs en-GB). */
  tag: string;
  /** The label in the language menu. */
  label: string;
  defaultCurrency: CurrencyCode;
}

export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = {
  en: { code: 'en', tag: 'en', label: 'English', defaultCurrency: 'EUR' },
  de: { code: 'de', tag: 'de-DE', label: 'Deutsch', defaultCurrency: 'EUR' },
  ro: { code: 'ro', tag: 'ro-RO', label: 'Romanian', defaultCurrency: 'RON' },
  pt: { code: 'pt', tag: 'pt-PT', label: 'Portuguese', defaultCurrency: 'EUR' },
  gb: { code: 'gb', tag: 'en-GB', label: 'English (£)', defaultCurrency: 'GBP' },
};

export const UK_COUNTRY = 'GBR';

/** Countries whose visitors get their own language by country (section 3). */
export const COUNTRY_LANGUAGE: Readonly<Record<string, LanguageCode>> = {
  DEU: 'de',
  ROU: 'ro',
  PRT: 'pt',
};

/** The language menu for everyone but UK visitors, and for UK visitors (SPEC-NOTES). */
export const LANGUAGE_MENU: readonly LanguageCode[] = ['en', 'de', 'pt', 'ro'];
export const UK_LANGUAGE_MENU: readonly LanguageCode[] = ['en', 'gb'];

const LANGUAGE_CODE_SET: ReadonlySet<unknown> = new Set(LANGUAGE_CODES);

/** The same answer as languageCodeSchema (language-schemas.ts), without zod. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGE_CODE_SET.has(value);
}
