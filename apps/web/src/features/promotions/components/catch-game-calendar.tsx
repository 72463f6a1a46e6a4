import { LeadSection } from '../../../components/ui/lead-page.js';
import type { CatchGameCalendarDay } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/class-names.js';
import { PROMOTIONS_NAMESPACE } from '../locales/namespace.js';
import grid from '../../../components/ui/card-grid.module.css';
import styles from './catch-game-screen.module.css';

/** A 'YYYY-MM-DD' day in the page's language: 'Sat, 21 Dec', 'Sa., 21. Dez.'. */
export function useDayLabel(): (date: string, style?: 'short' | 'long') => string {
  const { i18n } = useTranslation();
  return (date, style = 'short') =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: style,
      day: 'numeric',
      month: style,
    }).format(new Date(`${date}T12:00:00`));
}

/** Every game day of the promotion with its bonus percent: today marked, past days dimmed. */
export function CatchGameCalendar({ days }: { days: readonly CatchGameCalendarDay[] }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const label = useDayLabel();
  return (
    <LeadSection id="catch-calendar" title={t('catchGame.calendar')}>
      <ol className={cx(grid.grid, styles.days)}>
        {days.map((day) => (
          <li
            key={day.date}
            className={cx(
              styles.day,
              day.when === 'past' && styles.past,
              day.when === 'today' && styles.today,
            )}
            aria-current={day.when === 'today' ? 'date' : undefined}
            aria-label={t('catchGame.calendarDay', {
              date: label(day.date, 'long'),
              percent: day.percent,
            })}
          >
            <span className={styles.dayDate} aria-hidden="true">
              {label(day.date)}
            </span>
            <span className={styles.dayPercent} aria-hidden="true">
              {t('catchGame.percent', { percent: day.percent })}
            </span>
            {day.when === 'today' ? (
              <span className={styles.todayMark} aria-hidden="true">
                {t('catchGame.today')}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </LeadSection>
  );
}
