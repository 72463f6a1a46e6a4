import { useTranslation } from 'react-i18next';
import { Accordion } from '../../../components/ui/accordion.js';
import { CmsHtml } from '../../../components/ui/cms-html.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useFaq } from '../api/cms.js';
import { CONTENT_NAMESPACE } from '../locales/namespace.js';
import styles from './content-page.module.css';

const SKELETON_QUESTIONS = 6;

/** faq: the CMS's questions as an accordion, answers sanitised, in the language shown. */
export function FaqPage() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const app = useTranslation().t;
  const query = useFaq();
  let body;
  if (query.isError) {
    body = (
      <ErrorState
        message={errorMessageOf(query.error)}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data === undefined) {
    body = (
      <div className={styles.faqSkeleton} aria-busy="true">
        {Array.from({ length: SKELETON_QUESTIONS }, (_, index) => (
          <Skeleton key={index} width="100%" height="56px" />
        ))}
      </div>
    );
  } else if (query.data.items.length === 0) {
    body = <EmptyState title={t('faq.empty')} icon="inbox" />;
  } else {
    body = (
      <Accordion
        headingLevel={2}
        allowsMultipleExpanded
        className={styles.faq}
        items={query.data.items.map((item) => ({
          id: item.id,
          title: item.question,
          content: <CmsHtml html={item.answer} />,
        }))}
      />
    );
  }
  return (
    <section aria-labelledby="page-title" className={styles.page}>
      <header className={styles.header}>
        <PageTitle title={app('pages.faq')} />
        <p className={styles.lead}>{t('faq.lead')}</p>
      </header>
      {body}
      <p className={styles.lead}>{t('faq.more')}</p>
    </section>
  );
}
