import { formatNumber, type LeaderboardEntry } from '@casino/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money.js';
import { cx } from '../../../components/ui/class-names.js';
import { TOURNAMENTS_NAMESPACE } from '../locales/namespace.js';
import styles from './leaderboard.module.css';

export interface LeaderboardProps {
  title: string;
  /** The shown rows, best first. */
  rows: readonly LeaderboardEntry[];
  /** The player's own row: marked among the rows, or shown under them when further down. */
  own: LeaderboardEntry | null;
  /** A line under the title (when it was last updated). */
  note?: string;
}

const isOwn = (row: LeaderboardEntry, own: LeaderboardEntry | null) =>
  own !== null && row.place === own.place && row.login === own.login;

/** Places, players, points and prizes; the player's row marked "You" wherever it stands. */
export function Leaderboard({ title, rows, own, note }: LeaderboardProps) {
  const { t } = useTranslation(TOURNAMENTS_NAMESPACE);
  const titleId = useId();
  const ownShown = own !== null && rows.some((row) => isOwn(row, own));
  const row = (entry: LeaderboardEntry) => {
    const mine = isOwn(entry, own);
    return (
      <tr
        key={`${String(entry.place)}-${entry.login}`}
        className={cx(mine && styles.own)}
        aria-current={mine ? 'true' : undefined}
      >
        <td className={styles.place}>{entry.place}</td>
        <td className={styles.player}>
          <span className={styles.login}>{entry.login}</span>
          {mine ? <span className={styles.you}>{t('board.you')}</span> : null}
        </td>
        <td className={styles.number}>{formatNumber(entry.points)}</td>
        <td className={styles.number}>
          {entry.prize === null ? '–' : <Money {...entry.prize} decimals={0} />}
        </td>
      </tr>
    );
  };
  return (
    <section className={styles.board} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {note === undefined ? null : <p className={styles.note}>{note}</p>}
      </header>
      <table className={styles.table} aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col" className={styles.place}>
              {t('detail.place')}
            </th>
            <th scope="col">{t('board.player')}</th>
            <th scope="col" className={styles.number}>
              {t('board.points')}
            </th>
            <th scope="col" className={styles.number}>
              {t('detail.prize')}
            </th>
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
        {own === null || ownShown ? null : <tbody className={styles.apart}>{row(own)}</tbody>}
      </table>
    </section>
  );
}
