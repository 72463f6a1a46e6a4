import { LANGUAGE_CODES, MESSAGE_CATALOGUES, type LanguageCode } from '@casino/shared';
import { UI_DE } from './ui-de.js';
import { UI_EN, type UiStrings } from './ui-en.js';
import { UI_PT } from './ui-pt.js';
import { UI_RO } from './ui-ro.js';

/** The web app's strings per language; gb is English for the UK and shares en's wording. */
export const UI_STRINGS: Readonly<Record<LanguageCode, UiStrings>> = {
  en: UI_EN,
  gb: UI_EN,
  de: UI_DE,
  ro: UI_RO,
  pt: UI_PT,
};

/**
 * One language's whole resource: the shared message catalogue (SPEC.md section 8, one source of
 * truth in packages/shared) beside the interface strings. Their top-level keys never overlap
 * (locales.test.ts), so neither hides the other.
 */
export function localeResource(language: LanguageCode) {
  return { ...MESSAGE_CATALOGUES[language], ...UI_STRINGS[language] };
}

export type LocaleResource = ReturnType<typeof localeResource>;

export const LOCALE_RESOURCES: Readonly<Record<LanguageCode, LocaleResource>> = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, localeResource(code)]),
) as Record<LanguageCode, LocaleResource>;
