import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@casino/shared';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_RESOURCES } from '../locales/resources.js';

// i18next speaks BCP 47 tags (en-GB, de-DE …): the route codes of packages/shared (gb, de …) are
// mapped once, by LANGUAGES, and nowhere else.

export function createI18n(language: LanguageCode): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [LANGUAGES[code].tag, { translation: LOCALE_RESOURCES[code] }]),
    ),
    lng: LANGUAGES[language].tag,
    fallbackLng: LANGUAGES[DEFAULT_LANGUAGE].tag,
    // Resources are bundled: init finishes synchronously, so the first render is translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Shows `language`: i18next's language and the document's lang attribute. */
export function applyLanguage(instance: i18n, language: LanguageCode): void {
  const { tag } = LANGUAGES[language];
  if (instance.language !== tag) void instance.changeLanguage(tag);
  document.documentElement.lang = tag;
}
