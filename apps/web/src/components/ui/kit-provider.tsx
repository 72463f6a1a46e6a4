import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { useTranslation } from 'react-i18next';

/**
 * Gives React Aria the page's language (i18next's BCP 47 tag): its own screen-reader strings,
 * the Combobox's matching and the reading direction follow it rather than the browser's.
 */
export function KitProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={i18n.language}>{children}</I18nProvider>;
}
