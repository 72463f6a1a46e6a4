import { gameCategoryByPath } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/ui/page-title.js';
import { paths } from '../../config/paths.js';
import { RedirectTo } from './guards.js';

/** games/{categoryId?}: a known category (none is slots) titles the page; others are the 404. */
export function GamesRoute() {
  const { t } = useTranslation();
  const { categoryId } = useParams();
  const category = gameCategoryByPath(categoryId);
  if (category === undefined) return <RedirectTo to={paths.notFound()} />;
  return (
    <section className="page" aria-labelledby="page-title">
      <PageTitle title={t(category.titleKey)} />
    </section>
  );
}
