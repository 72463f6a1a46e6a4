import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title.js';
import { type UiStrings } from '../../locales/ui-en.js';

export type PageTitleKey = `pages.${keyof UiStrings['pages']}`;

/**
 * A route whose screen its own feature builds: the layout and the page's title, and nothing that
 * pretends to be its content.
 */
export function TitledPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="page-title">
      <PageTitle title={t(titleKey)} />
    </section>
  );
}
