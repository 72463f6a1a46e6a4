import {
  canCollectDailyBonusDay,
  dailyBonusCollectableAt,
  dailyBonusRefetchAt,
} from '@casino/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ClientState } from '../../../components/ui/client-state.js';
import { cx } from '../../../components/ui/class-names.js';
import { Countdown } from '../../../components/ui/countdown.js';
import { Icon } from '../../../components/ui/icon.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useAttemptKey } from '../../../lib/idempotency-key.js';
import { useSession } from '../../../lib/session.js';
import { useCollectDailyBonus, useDailyBonus } from '../api/mini-games.js';
import { MINI_GAMES_NAMESPACE } from '../locales/namespace.js';
import styles from './daily-bonus.module.css';

/** The longest a timer may wait (setTimeout's limit); a later refetch waits again. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The daily bonus: the week's seven days, today's marked, the days before it collected; Collect
 * while today's day is open, else the time to the next as a Countdown on the product's clock.
 * The state is read again when the next collect time comes (dailyBonusRefetchAt).
 */
export function DailyBonus() {
  const { t } = useTranslation(MINI_GAMES_NAMESPACE);
  const { t: common } = useTranslation();
  const { player, now } = useSession();
  const daily = useDailyBonus();
  const collect = useCollectDailyBonus();
  const attempt = useAttemptKey();
  const state = daily.data;
  const days = state?.status === 200 ? state.data.days : undefined;
  const { refetch } = daily;

  // Read again once the next day opens (the product's clock; QA may have moved it).
  useEffect(() => {
    if (days === undefined) return;
    const at = dailyBonusRefetchAt(days, now());
    if (at === null) return;
    const timer = setTimeout(
      () => {
        void refetch();
      },
      Math.min(MAX_TIMER_MS, Math.max(0, at.getTime() - now().getTime())),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [days, now, refetch]);

  if (daily.isPending) return <ClientState state="LOADING" height={224} />;
  if (daily.isError) {
    return (
      <ClientState
        state="FETCH_ERROR"
        onRetry={() => void refetch()}
        isRetrying={daily.isFetching}
      />
    );
  }
  // A player's week comes with 200; anything else (a session that ended) has nothing to collect.
  if (state?.status !== 200 || player === null) {
    return <p className={styles.lead}>{common('errors.actionUnavailable')}</p>;
  }

  const { currentDay } = state.data;
  const today = state.data.days.find((day) => day.day === currentDay);
  const open = today !== undefined && canCollectDailyBonusDay(today, now());
  const failure = collect.error === null ? undefined : errorMessageOf(collect.error);

  return (
    <div className={styles.daily}>
      <p className={styles.lead}>{t('daily.lead')}</p>
      <ol className={styles.days} aria-label={t('daily.days')}>
        {state.data.days.map((day) => {
          const kind =
            day.day < currentDay ? 'collected' : day.day === currentDay ? 'today' : 'later';
          return (
            <li
              key={day.day}
              className={cx(styles.day, styles[kind])}
              aria-current={kind === 'today' ? 'date' : undefined}
            >
              <span className={styles.dayNumber}>{t('daily.day', { day: day.day })}</span>
              <Icon name={kind === 'collected' ? 'check' : 'gift'} size={24} />
              <span className={styles.dayState}>{t(`daily.${kind}`)}</span>
            </li>
          );
        })}
      </ol>
      {open ? (
        <p className={styles.status}>{t('daily.ready')}</p>
      ) : today === undefined ? null : (
        <p className={styles.status}>
          <span>{t('daily.nextIn')}</span>{' '}
          <Countdown
            to={dailyBonusCollectableAt(today)}
            now={now}
            onEnd={() => void refetch()}
            className={styles.countdown}
          />
        </p>
      )}
      <Button
        isDisabled={!open}
        isLoading={collect.isPending}
        onPress={() => {
          collect.mutate(
            { idempotencyKey: attempt.current() },
            {
              onSettled: () => {
                attempt.settle();
              },
            },
          );
        }}
      >
        {t('daily.collect')}
      </Button>
      <p role="status" className={styles.message}>
        {failure !== undefined
          ? common(failure.key, failure.values)
          : collect.isSuccess
            ? t('daily.collectedNow')
            : ''}
      </p>
    </div>
  );
}
