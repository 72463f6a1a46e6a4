import { type LanguageCode } from '@casino/shared';
import { STYLEGUIDE_DE } from './de.js';
import { STYLEGUIDE_EN, type StyleguideStrings } from './en.js';
import { STYLEGUIDE_PT } from './pt.js';
import { STYLEGUIDE_RO } from './ro.js';

export const STYLEGUIDE_NAMESPACE = 'styleguide';

/** The styleguide's strings by route language code; gb shares en's. */
export const STYLEGUIDE_STRINGS: Readonly<Record<LanguageCode, StyleguideStrings>> = {
  en: STYLEGUIDE_EN,
  gb: STYLEGUIDE_EN,
  de: STYLEGUIDE_DE,
  ro: STYLEGUIDE_RO,
  pt: STYLEGUIDE_PT,
};
