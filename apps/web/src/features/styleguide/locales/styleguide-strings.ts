import type { LanguageCode } from '@casino/shared';
import { STYLEGUIDE_DE } from './de.js';
import { STYLEGUIDE_EN, type StyleguideStrings } from './en.js';
import { STYLEGUIDE_PT } from './pt.js';
import { STYLEGUIDE_RO } from './ro.js';

/** Every language's styleguide strings at once, by route code: for tests, which render without loading. */
export const STYLEGUIDE_STRINGS: Readonly<Record<LanguageCode, StyleguideStrings>> = {
  en: STYLEGUIDE_EN,
  gb: STYLEGUIDE_EN,
  de: STYLEGUIDE_DE,
  ro: STYLEGUIDE_RO,
  pt: STYLEGUIDE_PT,
};
