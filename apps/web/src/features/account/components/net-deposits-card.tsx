import { NET_DEPOSIT_SPANS } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Money } from '../../../components/ui/money.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useNetDeposits } from '../api/safer-gambling.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import rows from './amount-rows.module.css';
import styles from './net-deposits-card.module.css';

/**
 * The balance page's net deposits (UKGC: the player's own history, at least 3 months, net of
 * withdrawals): deposits less withdrawals over the last 30 days, 3 months and all time.
 */
export function NetDepositsCard() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const figures = useNetDeposits();
  return (
    <Card title={t('netDeposits.title')} headingLevel={2}>
      <p className={styles.text}>{t('netDeposits.text')}</p>
      {figures.isError ? (
        <ErrorState onRetry={() => void figures.refetch()} />
      ) : (
        <dl className={rows.amounts} data-testid="net-deposits">
          {NET_DEPOSIT_SPANS.map((span) => (
            <div key={span} className={rows.row}>
              <dt>{t(`netDeposits.${span}`)}</dt>
              <dd>
                {figures.data === undefined ? (
                  <Skeleton width={96} height={24} shape="text" />
                ) : (
                  <Money amount={figures.data[span]} currency={figures.data.currency} />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
