import type { LanguageCode } from '@casino/shared';
import { AUTH_DE } from './de.js';
import { AUTH_EN, type AuthStrings } from './en.js';
import { AUTH_PT } from './pt.js';
import { AUTH_RO } from './ro.js';

/** Every language's auth strings at once, by route code: for tests, which render without loading. */
export const AUTH_STRINGS: Readonly<Record<LanguageCode, AuthStrings>> = {
  en: AUTH_EN,
  gb: AUTH_EN,
  de: AUTH_DE,
  ro: AUTH_RO,
  pt: AUTH_PT,
};
