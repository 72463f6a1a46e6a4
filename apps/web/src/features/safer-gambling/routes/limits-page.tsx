import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useLanguage } from '../../../lib/language.js';
import { AccountLayout } from '../../account/public.js';
import { usePlayerLimits, useReviewedLimits } from '../api/limits.js';
import { LimitCard } from '../components/limit-card.js';
import { RealityCheckCard } from '../components/reality-check-card.js';
import { SAFER_GAMBLING_NAMESPACE } from '../locales/namespace.js';
import styles from './limits-page.module.css';

const LIMIT_COUNT = 5;

/** The six-monthly reminder to review the limits (RTS 12): dismissed by confirming them. */
function ReviewReminder() {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const reviewed = useReviewedLimits();
  return (
    <section className={styles.review} aria-labelledby="limits-review" role="status">
      <h2 id="limits-review">{t('limits.review.title')}</h2>
      <p>{t('limits.review.text')}</p>
      <Button
        variant="secondary"
        isLoading={reviewed.isPending}
        onPress={() => {
          reviewed.mutate({ idempotencyKey: newIdempotencyKey() });
        }}
      >
        {t('limits.review.done')}
      </Button>
    </section>
  );
}

/** The account's limits tab: every limit with its meter, its reset and the way to change it. */
export function LimitsPage() {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { href } = useLanguage();
  const limits = usePlayerLimits();
  return (
    <AccountLayout title={t('limits.title')}>
      <div className={styles.page}>
        <p className={styles.lead}>{t('limits.lead')}</p>
        {limits.data?.reviewDue === true ? <ReviewReminder /> : null}
        {limits.isError ? (
          <ErrorState
            message={errorMessageOf(limits.error)}
            isRetrying={limits.isFetching}
            onRetry={() => void limits.refetch()}
          />
        ) : (
          <ul className={styles.list}>
            {limits.data === undefined
              ? Array.from({ length: LIMIT_COUNT }, (_, index) => (
                  <li key={index}>
                    <Skeleton width="100%" height="360px" />
                  </li>
                ))
              : limits.data.limits.map((limit) => (
                  <li key={limit.kind}>
                    <LimitCard limit={limit} currency={limits.data.currency} />
                  </li>
                ))}
          </ul>
        )}
        <RealityCheckCard />
        <p>
          <Link to={href(path('saferGambling'))}>{t('limits.learnMore')}</Link>
        </p>
      </div>
    </AccountLayout>
  );
}
