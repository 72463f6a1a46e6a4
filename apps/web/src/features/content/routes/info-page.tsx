import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CmsHtml } from '../../../components/ui/cms-html.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { PageTitle, usePageTitle } from '../../../components/ui/page-title.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { path } from '../../../config/paths.js';
import { errorCodeOf, errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { useInfoPage } from '../api/cms.js';
import styles from './content-page.module.css';

/** A code the CMS cannot have (the BFF refuses it) or has not: the page does not exist. */
const NOT_FOUND_CODES: ReadonlySet<string | undefined> = new Set(['NOT_FOUND', 'BAD_REQUEST']);

function PageNotFound() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  usePageTitle(t('notFound.title'));
  return (
    <EmptyState
      headingLevel={1}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={<ButtonLink to={href(path('main'))}>{t('notFound.toMain')}</ButtonLink>}
    />
  );
}

/** A placeholder of the page's size while the copy loads: a title and a few paragraphs. */
export function ContentSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <Skeleton width="40%" height="32px" shape="text" />
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={styles.skeletonBlock}>
          <Skeleton width="100%" height="1em" shape="text" />
          <Skeleton width="95%" height="1em" shape="text" />
          <Skeleton width="60%" height="1em" shape="text" />
        </div>
      ))}
    </div>
  );
}

/** info_pages/{page}: the CMS page in the language shown, sanitised; 'Page not found' if none. */
export function InfoPage() {
  const { page = '' } = useParams<{ page: string }>();
  const query = useInfoPage(page);
  if (query.isError) {
    if (NOT_FOUND_CODES.has(errorCodeOf(query.error))) return <PageNotFound />;
    return (
      <ErrorState
        message={errorMessageOf(query.error)}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) return <ContentSkeleton />;
  const { title, content } = query.data.page;
  return (
    <article aria-labelledby="page-title" className={styles.page}>
      <PageTitle title={title} />
      <CmsHtml html={content} />
    </article>
  );
}
