import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-look.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { usePageTitle } from '../../components/ui/page-title.js';
import { path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import styles from './not-found.module.css';

/** The 404 page: its title, its description and the way back to the main page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  usePageTitle(t('notFound.title'));
  return (
    <EmptyState
      headingLevel={1}
      media={
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      }
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={<ButtonLink to={href(path('main'))}>{t('notFound.toMain')}</ButtonLink>}
    />
  );
}
