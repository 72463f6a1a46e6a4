import type { LanguageCode } from '@casino/shared';
import { BONUSES_DE } from './de.js';
import { BONUSES_EN, type BonusesStrings } from './en.js';
import { BONUSES_PT } from './pt.js';
import { BONUSES_RO } from './ro.js';

/** Every language's bonus strings at once, by route code: for tests, which render without loading. */
export const BONUSES_STRINGS: Readonly<Record<LanguageCode, BonusesStrings>> = {
  en: BONUSES_EN,
  gb: BONUSES_EN,
  de: BONUSES_DE,
  ro: BONUSES_RO,
  pt: BONUSES_PT,
};
