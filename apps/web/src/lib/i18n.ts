import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@casino/shared';
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { FeatureNamespace } from './features.js';

// i18next speaks BCP 47 tags (en-GB, de-DE …): the route codes of packages/shared (gb, de …) are
// mapped once, by LANGUAGES, and nowhere else. Strings load per language and per namespace: the
// first render waits for the visitor's language only (the app's namespace and those preloaded),
// a feature's namespace loads with its first screen or modal, another language on a switch.

/** The namespace of the app's own strings and the shared message catalogue. */
export const DEFAULT_NAMESPACE = 'translation';

const CODE_BY_TAG: ReadonlyMap<string, LanguageCode> = new Map(
  LANGUAGE_CODES.map((code) => [LANGUAGES[code].tag, code]),
);

/** The first language's strings did not arrive (their chunk is missing, or the network is down). */
export class StringsUnavailableError extends Error {
  override name = 'ChunkLoadError';
  constructor(language: LanguageCode) {
    super(`the strings of ${language} could not be loaded`);
  }
}

export interface I18nSetup {
  language: LanguageCode;
  /** Every namespace of the app and its features; DEFAULT_NAMESPACE among them. */
  namespaces: readonly FeatureNamespace[];
  /** Namespaces loaded before the first render besides the default (the shell's). */
  preload?: readonly string[];
}

/** An i18next instance showing `language`, resolved once its first strings have loaded. */
export async function createI18n({ language, namespaces, preload = [] }: I18nSetup): Promise<i18n> {
  const loaders = new Map(namespaces.map((namespace) => [namespace.name, namespace.load]));
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (tag: string, namespace: string) => {
        const code = CODE_BY_TAG.get(tag);
        const load = loaders.get(namespace);
        if (code === undefined || load === undefined) {
          throw new Error(`no strings for ${namespace} in ${tag}`);
        }
        return load(code);
      }),
    )
    .init({
      lng: LANGUAGES[language].tag,
      // Every key exists in every language (tests of each namespace), so nothing falls back and
      // no second language is fetched.
      fallbackLng: false,
      load: 'currentOnly',
      supportedLngs: LANGUAGE_CODES.map((code) => LANGUAGES[code].tag),
      ns: [DEFAULT_NAMESPACE, ...preload],
      defaultNS: DEFAULT_NAMESPACE,
      // A feature's strings sit in its namespace; the messages and the shell's in the default one.
      fallbackNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      // A namespace is a chunk of the build: a failed fetch is a missing chunk, not a flaky one.
      maxRetries: 1,
    });
  if (!instance.hasResourceBundle(LANGUAGES[language].tag, DEFAULT_NAMESPACE)) {
    throw new StringsUnavailableError(language);
  }
  return instance;
}

/** Shows `language`: i18next's language (its strings loaded first) and the document's lang. */
export async function applyLanguage(instance: i18n, language: LanguageCode): Promise<void> {
  const { tag } = LANGUAGES[language];
  // Setting lang, even to the value it has, makes the browser restyle the whole document.
  if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
  if (instance.language !== tag) await instance.changeLanguage(tag);
}
