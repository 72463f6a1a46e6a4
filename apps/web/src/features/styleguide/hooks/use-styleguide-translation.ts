import { useTranslation } from 'react-i18next';
import { STYLEGUIDE_NAMESPACE } from '../locales/namespace.js';

/**
 * The styleguide's `t`, the default namespace's (the shared message catalogue) and the page's
 * language tag.
 */
export function useStyleguideTranslation() {
  const { t: message, i18n: instance } = useTranslation();
  const { t } = useTranslation(STYLEGUIDE_NAMESPACE);
  return { t, message, language: instance.language };
}
