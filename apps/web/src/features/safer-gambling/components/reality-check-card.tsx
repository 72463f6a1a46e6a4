import { REALITY_CHECK_INTERVALS } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { RadioGroup } from '../../../components/ui/radio-group.js';
import { errorMessageOf, type ErrorMessage } from '../../../lib/app-error.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useRealityCheck, useSetRealityCheck } from '../api/reality-check.js';
import { SAFER_GAMBLING_NAMESPACE } from '../locales/namespace.js';
import styles from './limit-card.module.css';

const OFF = 'off';

/** The limits tab's reality checks: the player picks the interval (or none) for this session. */
export function RealityCheckCard() {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { t: message } = useTranslation();
  const status = useRealityCheck();
  const save = useSetRealityCheck();
  const current = status.data?.intervalMinutes ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'saved' | ErrorMessage | null>(null);
  const value = choice ?? (current === null ? OFF : String(current));
  return (
    <Card title={t('reality.cardTitle')} tone="raised" className={styles.card}>
      <div className={styles.body} data-testid="reality-check">
        <p className={styles.text}>{t('reality.cardText')}</p>
        <RadioGroup
          label={t('reality.interval')}
          orientation="horizontal"
          options={[
            { id: OFF, label: t('reality.off') },
            ...REALITY_CHECK_INTERVALS.map((minutes) => ({
              id: String(minutes),
              label: t('reality.every', { minutes }),
            })),
          ]}
          value={value}
          onChange={(next) => {
            setChoice(next);
            setOutcome(null);
          }}
        />
        <div>
          <Button
            isLoading={save.isPending}
            onPress={() => {
              const minutes = REALITY_CHECK_INTERVALS.find((entry) => String(entry) === value);
              save.mutate(
                { intervalMinutes: minutes ?? null, idempotencyKey: newIdempotencyKey() },
                {
                  onSuccess: () => {
                    setOutcome('saved');
                  },
                  onError: (error) => {
                    setOutcome(errorMessageOf(error));
                  },
                },
              );
            }}
          >
            {t('reality.save')}
          </Button>
        </div>
        {outcome === null ? null : outcome === 'saved' ? (
          <p className={styles.outcome} role="status">
            {t('reality.saved')}
          </p>
        ) : (
          <p className={styles.outcome} role="alert">
            {message(outcome.key, outcome.values)}
          </p>
        )}
      </div>
    </Card>
  );
}
