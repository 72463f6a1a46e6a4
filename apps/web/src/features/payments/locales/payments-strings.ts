import type { LanguageCode } from '@casino/shared';
import { PAYMENTS_DE } from './de.js';
import { PAYMENTS_EN, type PaymentsStrings } from './en.js';
import { PAYMENTS_PT } from './pt.js';
import { PAYMENTS_RO } from './ro.js';

/** Every language's payments strings at once, by route code: for tests, which render without loading. */
export const PAYMENTS_STRINGS: Readonly<Record<LanguageCode, PaymentsStrings>> = {
  en: PAYMENTS_EN,
  gb: PAYMENTS_EN,
  de: PAYMENTS_DE,
  ro: PAYMENTS_RO,
  pt: PAYMENTS_PT,
};
