import type { LanguageCode } from '@casino/shared';
import { KIT_DE } from './de.js';
import { KIT_EN, type KitStrings } from './en.js';
import { KIT_PT } from './pt.js';
import { KIT_RO } from './ro.js';

/** Every language's kit strings at once, by route code: for tests, which render without loading. */
export const KIT_STRINGS: Readonly<Record<LanguageCode, KitStrings>> = {
  en: KIT_EN,
  gb: KIT_EN,
  de: KIT_DE,
  ro: KIT_RO,
  pt: KIT_PT,
};
