import type { LanguageCode } from '@casino/shared';
import { PROMOTIONS_DE } from './de.js';
import { PROMOTIONS_EN, type PromotionsStrings } from './en.js';
import { PROMOTIONS_PT } from './pt.js';
import { PROMOTIONS_RO } from './ro.js';

/** Every language's strings at once, by route code: for tests, which render without loading. */
export const PROMOTIONS_STRINGS: Readonly<Record<LanguageCode, PromotionsStrings>> = {
  en: PROMOTIONS_EN,
  gb: PROMOTIONS_EN,
  de: PROMOTIONS_DE,
  ro: PROMOTIONS_RO,
  pt: PROMOTIONS_PT,
};
