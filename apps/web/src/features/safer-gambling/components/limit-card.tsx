import {
  LANGUAGES,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  currencySign,
  formatMoney,
  isMoneyLimit,
  limitFormSchema,
  type CurrencyCode,
  type LimitView,
} from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { Meter } from '../../../components/ui/meter.js';
import { FormTextField } from '../../../components/ui/text-field.js';
import { errorCodeOf } from '../../../lib/app-error.js';
import { useAttemptKey } from '../../../lib/idempotency-key.js';
import { useLanguage } from '../../../lib/language.js';
import { useCancelPendingLimit, useSetLimit } from '../api/limits.js';
import { SAFER_GAMBLING_NAMESPACE } from '../locales/namespace.js';
import styles from './limit-card.module.css';

/** An instant in the page's language and the player's own time zone ('27.11.2026, 14:05'). */
export function formatInstant(iso: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

type Outcome = { kind: 'now' } | { kind: 'later'; at: string } | { kind: 'cancelled' };

/**
 * One limit: what it is, the meter of what is used of it and its reset, the change that waits
 * (cancellable), and the form to set a new value or remove it.
 */
export function LimitCard({ limit, currency }: { limit: LimitView; currency: CurrencyCode }) {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { language } = useLanguage();
  const tag = LANGUAGES[language].tag;
  const setLimit = useSetLimit();
  const cancel = useCancelPendingLimit();
  const attempt = useAttemptKey();
  const [outcome, setOutcome] = useState<Outcome>();
  const money = isMoneyLimit(limit.kind);
  const show = (value: number) => (money ? formatMoney(value, currency) : String(value));
  const name = t(`kinds.${limit.kind}.name`);

  const change = async (value: number | null) => {
    const idempotencyKey = attempt.current({ kind: limit.kind, value });
    try {
      const view = await setLimit.mutateAsync({ kind: limit.kind, value, idempotencyKey });
      attempt.settle();
      const after = view.limits.find((entry) => entry.kind === limit.kind);
      setOutcome(
        after === undefined || after.pending === null
          ? { kind: 'now' }
          : { kind: 'later', at: after.pending.effectiveAt },
      );
    } catch (error) {
      if (errorCodeOf(error) !== undefined) attempt.settle();
      throw error;
    }
  };

  const cancelPending = async () => {
    await cancel.mutateAsync({ kind: limit.kind, idempotencyKey: attempt.current('cancel') });
    attempt.settle();
    setOutcome({ kind: 'cancelled' });
  };

  const { pending } = limit;
  return (
    <Card title={t(`kinds.${limit.kind}.title`)} tone="raised" className={styles.card}>
      <div className={styles.body} data-testid={`limit-${limit.kind}`}>
        <p className={styles.text}>{t(`kinds.${limit.kind}.text`)}</p>
        {limit.value === null ? (
          <p className={styles.none}>{t('limits.none')}</p>
        ) : (
          <>
            <Meter
              label={t('limits.meter', { name })}
              value={Math.min(limit.used, limit.value)}
              maxValue={limit.value}
              valueLabel={
                money
                  ? t('limits.used', { used: show(limit.used), value: show(limit.value) })
                  : t('limits.usedMinutes', { used: limit.used, value: limit.value })
              }
            />
            <p className={styles.reset}>
              {limit.resetsAt === null
                ? t('limits.sessionResets')
                : t('limits.resets', { date: formatInstant(limit.resetsAt, tag) })}
            </p>
          </>
        )}
        {pending === null ? null : (
          <div className={styles.pending} role="status">
            <p>
              {pending.value === null
                ? t('limits.pendingRemoval', { date: formatInstant(pending.effectiveAt, tag) })
                : t('limits.pendingRaise', {
                    value: show(pending.value),
                    date: formatInstant(pending.effectiveAt, tag),
                  })}
            </p>
            <Button
              variant="secondary"
              size="sm"
              isLoading={cancel.isPending}
              onPress={() => void cancelPending()}
            >
              {t('limits.cancelPending')}
            </Button>
          </div>
        )}
        <Form
          schema={limitFormSchema(limit.kind)}
          defaultValues={{ value: '' }}
          onSubmit={({ value }) => change(value)}
          className={styles.form}
          aria-label={t(`kinds.${limit.kind}.title`)}
        >
          <FormTextField
            name="value"
            inputMode={money ? 'decimal' : 'numeric'}
            autoComplete="off"
            label={t('limits.newValue', {
              unit: money ? currencySign(currency) : t('limits.minutes'),
            })}
            description={
              money
                ? t('limits.newValueHint')
                : t('limits.newMinutesHint', {
                    min: SESSION_LIMIT_MIN_MINUTES,
                    max: SESSION_LIMIT_MAX_MINUTES,
                  })
            }
          />
          <div className={styles.actions}>
            <FormSubmit>{t('limits.save')}</FormSubmit>
            {limit.value === null || pending?.value === null ? null : (
              <Button
                variant="ghost"
                isLoading={setLimit.isPending}
                onPress={() => void change(null).catch(() => undefined)}
              >
                {t('limits.remove')}
              </Button>
            )}
          </div>
        </Form>
        {outcome === undefined ? null : (
          <p className={styles.outcome} role="status">
            {outcome.kind === 'now'
              ? t('limits.savedNow')
              : outcome.kind === 'later'
                ? t('limits.savedLater', { date: formatInstant(outcome.at, tag) })
                : t('limits.cancelled')}
          </p>
        )}
      </div>
    </Card>
  );
}
