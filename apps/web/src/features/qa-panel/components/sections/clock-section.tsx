import { CATCH_GAME_WINDOW, OKTOBERFEST_WINDOW } from '@casino/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session.js';
import { qaClient, useQaAction } from '../../api/qa.js';
import { clockPicks, localNoonInstant } from '../../rules/qa-rules.js';
import { ActionButton, Section, TextInput, useQaT, type QaLevel } from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// The product clock: quick picks for SPEC.md section 9's dates, any date, and back to now.

export function ClockSection({ level }: { level: QaLevel }) {
  const t = useQaT();
  const { bootstrap, now } = useSession();
  const { i18n } = useTranslation();
  const { status, run, fail } = useQaAction();
  const [date, setDate] = useState('');
  const picks = useMemo(
    () =>
      clockPicks({
        oktoberfestWindow: bootstrap?.settings.oktoberfestWindow ?? OKTOBERFEST_WINDOW,
        catchGameWindow: bootstrap?.settings.catchGameWindow ?? CATCH_GAME_WINDOW,
      }),
    [bootstrap],
  );
  const format = (instant: Date | string) =>
    new Date(instant).toLocaleString(i18n.language === 'gb' ? 'en-GB' : i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const moveTo = (dateKey: string) => {
    const instant = localNoonInstant(dateKey);
    if (instant === null) {
      fail(t('invalid', { field: t('clock.date') }));
      return;
    }
    void run(
      () => qaClient.setClock({ now: instant }),
      (clock) => t('clock.moved', { now: format(clock.now) }),
      { refresh: true },
    );
  };
  const GroupTitle = level === 2 ? 'h3' : 'h4';
  const offsetHours = Math.round((bootstrap?.clock.offsetMs ?? 0) / 36_000) / 100;
  return (
    <Section title={t('clock.title')} level={level} status={status}>
      <p className={styles.note}>
        {t('clock.now', { now: format(now()) })} · {t('clock.offset', { hours: offsetHours })}
      </p>
      <GroupTitle className={styles.groupTitle}>{t('clock.picks')}</GroupTitle>
      <ul className={styles.picks}>
        {picks.map((pick) => (
          <li key={`${pick.id}-${pick.date}`}>
            <ActionButton
              onPress={() => {
                moveTo(pick.date);
              }}
            >
              {t(`clock.pick.${pick.id}`, { date: pick.date, percent: pick.percent ?? 0 })}
            </ActionButton>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <TextInput label={t('clock.date')} type="date" value={date} onChange={setDate} />
        <div className={styles.actions}>
          <ActionButton
            tone="primary"
            onPress={() => {
              moveTo(date);
            }}
          >
            {t('clock.move')}
          </ActionButton>
          <ActionButton
            onPress={() => {
              void run(
                () => qaClient.setClock({ offsetMs: 0 }),
                () => t('clock.back'),
                { refresh: true },
              );
            }}
          >
            {t('clock.backToNow')}
          </ActionButton>
        </div>
      </div>
    </Section>
  );
}
