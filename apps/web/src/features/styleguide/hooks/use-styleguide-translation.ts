import { LANGUAGE_CODES, LANGUAGES } from '@casino/shared';
import { type i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE, KIT_STRINGS } from '../../../components/ui/locales/kit-strings.js';
import { STYLEGUIDE_NAMESPACE, STYLEGUIDE_STRINGS } from '../locales/styleguide-strings.js';

/**
 * Adds the styleguide's namespace (and the kit's, where the app has not registered it) to the
 * page's i18next, in every language: the page brings its strings along instead of weighing on
 * the app's first load.
 */
function addNamespaces(instance: i18n): void {
  for (const code of LANGUAGE_CODES) {
    const { tag } = LANGUAGES[code];
    if (!instance.hasResourceBundle(tag, STYLEGUIDE_NAMESPACE)) {
      instance.addResourceBundle(tag, STYLEGUIDE_NAMESPACE, STYLEGUIDE_STRINGS[code]);
    }
    if (!instance.hasResourceBundle(tag, KIT_NAMESPACE)) {
      instance.addResourceBundle(tag, KIT_NAMESPACE, KIT_STRINGS[code]);
    }
  }
}

/**
 * The styleguide's `t`, the default namespace's (the shared message catalogue) and the page's
 * language tag.
 */
export function useStyleguideTranslation() {
  const { t: message, i18n: instance } = useTranslation();
  addNamespaces(instance);
  const { t } = useTranslation(STYLEGUIDE_NAMESPACE);
  return { t, message, language: instance.language };
}
