import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/ui/page-title.js';
import { path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';

/** The 404 page: its title, its description and the way back to the main page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  return (
    <section className="page page--centred not-found" aria-labelledby="page-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <PageTitle title={t('notFound.title')} />
      <p className="page__lead">{t('notFound.description')}</p>
      <Link to={href(path('main'))} className="button button--primary">
        {t('notFound.toMain')}
      </Link>
    </section>
  );
}
