import type { LanguageCode } from '@casino/shared';

/**
 * Copy in each language. gb is British English with prices in pounds: it has its own entry only
 * where that makes a difference, and reads the English copy otherwise.
 */
export interface Localized<T> {
  en: T;
  de: T;
  ro: T;
  pt: T;
  gb?: T;
}

export function localize<T>(copy: Localized<T>, language: LanguageCode): T {
  if (language === 'gb') return copy.gb ?? copy.en;
  return copy[language];
}

/** The brand the CMS copy is written for. */
export const BRAND = 'Lumo Casino';
