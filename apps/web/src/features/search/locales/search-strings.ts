import type { LanguageCode } from '@casino/shared';
import { SEARCH_DE } from './de.js';
import { SEARCH_EN, type SearchStrings } from './en.js';
import { SEARCH_PT } from './pt.js';
import { SEARCH_RO } from './ro.js';

/** Every language's search strings at once, by route code: for tests, which render without loading. */
export const SEARCH_STRINGS: Readonly<Record<LanguageCode, SearchStrings>> = {
  en: SEARCH_EN,
  gb: SEARCH_EN,
  de: SEARCH_DE,
  ro: SEARCH_RO,
  pt: SEARCH_PT,
};
