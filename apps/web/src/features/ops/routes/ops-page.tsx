import type { OpsStatus } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { LeadPage } from '../../../components/ui/lead-page.js';
import { useOpsStatus } from '../api/ops-status.js';
import { InstanceFigures } from '../components/instance-figures.js';
import styles from '../components/ops.module.css';
import { TokenForm, type TokenProblem } from '../components/token-form.js';
import { OPS_NAMESPACE } from '../locales/namespace.js';

// The namespace's loader travels with the page (feature.ts).
export { loadOpsStrings } from '../locales/load.js';

/**
 * /ops: asks for the ops token, then shows every BFF instance's figures, read again at the pace
 * the instances publish. The token stays in this page's memory; no figure shows before the BFF
 * took it.
 */
export function OpsPage() {
  const { t } = useTranslation(OPS_NAMESPACE);
  const [token, setToken] = useState<string | null>(null);
  const { status, last } = useOpsStatus(token);
  // Figures only while the token holds: a refused one (rotated meanwhile) hides them again.
  const showFigures =
    token !== null && status !== null && (last === 'figures' || last === 'failed');
  const problem: TokenProblem | null =
    token !== null && (last === 'refused' || last === 'off' || last === 'failed') ? last : null;

  return (
    <LeadPage title={t('title')} lead={t('lead')}>
      {showFigures ? (
        <Figures
          status={status}
          stale={last === 'failed'}
          onForget={() => {
            setToken(null);
          }}
        />
      ) : (
        <TokenForm
          problem={problem}
          checking={token !== null && last === null}
          onToken={setToken}
        />
      )}
    </LeadPage>
  );
}

function Figures({
  status,
  stale,
  onForget,
}: {
  status: OpsStatus;
  stale: boolean;
  onForget: () => void;
}) {
  const { t, i18n } = useTranslation(OPS_NAMESPACE);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(
    new Date(status.generatedAt),
  );
  return (
    <div className={styles.status} data-testid="ops-figures">
      <section aria-labelledby="ops-summary" className={styles.summary}>
        <div className={styles.summaryHead}>
          <h2 id="ops-summary" className={styles.subTitle}>
            {t('summary.title')}
          </h2>
          <Button variant="secondary" size="sm" onPress={onForget}>
            {t('token.forget')}
          </Button>
        </div>
        <p className={styles.note}>
          {status.source === 'redis' ? t('summary.fromRegistry') : t('summary.selfOnly')}
        </p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('summary.instances')}</dt>
            <dd data-testid="ops-instance-count">{status.instances.length}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('summary.redis')}</dt>
            <dd>{t(`redis.${status.redis}`)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('summary.leader')}</dt>
            <dd className={styles.breakable}>{status.leader ?? t('summary.none')}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('summary.updated')}</dt>
            <dd>
              <time dateTime={new Date(status.generatedAt).toISOString()}>{time}</time>
            </dd>
          </div>
        </dl>
        {stale ? (
          <p className={styles.stale} role="status">
            {t('summary.stale', { time })}
          </p>
        ) : null}
      </section>
      {status.instances.map((instance, index) => (
        <InstanceFigures
          key={instance.id}
          instance={instance}
          answering={instance.id === status.servedBy}
          index={index}
        />
      ))}
    </div>
  );
}
