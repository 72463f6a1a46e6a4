import type { LanguageCode } from '@casino/shared';
import { ACCOUNT_DE } from './de.js';
import { ACCOUNT_EN, type AccountStrings } from './en.js';
import { ACCOUNT_PT } from './pt.js';
import { ACCOUNT_RO } from './ro.js';

/** Every language's account strings at once, by route code: for tests, which render without loading. */
export const ACCOUNT_STRINGS: Readonly<Record<LanguageCode, AccountStrings>> = {
  en: ACCOUNT_EN,
  gb: ACCOUNT_EN,
  de: ACCOUNT_DE,
  ro: ACCOUNT_RO,
  pt: ACCOUNT_PT,
};
