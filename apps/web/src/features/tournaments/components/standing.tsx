import {
  formatMoney,
  formatNumber,
  type LeaderboardEntry,
  type Money,
  type TournamentStanding,
} from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { TOURNAMENTS_NAMESPACE } from '../locales/namespace.js';
import styles from './standing.module.css';

export interface StandingProps {
  user: LeaderboardEntry;
  standing: TournamentStanding;
  minBet: Money;
}

/**
 * The player's race: their place and points, the bet that reaches the next paid place and the
 * bet that keeps the place they hold (figures the upstream gives, in the player's currency).
 */
export function Standing({ user, standing, minBet }: StandingProps) {
  const { t } = useTranslation(TOURNAMENTS_NAMESPACE);
  const { nextPaidPlace, keepPlace } = standing;
  const money = (value: Money) => formatMoney(value.amount, value.currency);
  return (
    <section className={styles.standing} aria-labelledby="tournament-standing">
      <h2 id="tournament-standing" className={styles.title}>
        {t('standing.title')}
      </h2>
      <p className={styles.place}>
        {t('standing.place', { place: user.place, points: formatNumber(user.points) })}
      </p>
      <ul className={styles.figures}>
        {nextPaidPlace !== null ? (
          <li>
            {t('standing.nextPaidPlace', {
              bet: money(nextPaidPlace.bet),
              place: nextPaidPlace.place,
            })}
          </li>
        ) : user.place === 1 ? (
          <li>{t('standing.top')}</li>
        ) : null}
        {keepPlace === null ? null : (
          <li>
            {keepPlace.points > 0
              ? t('standing.keepPlace', { bet: money(keepPlace.bet), place: user.place })
              : t('standing.keeping', { place: user.place })}
          </li>
        )}
      </ul>
      <p className={styles.rule}>{t('standing.rule', { minBet: money(minBet) })}</p>
    </section>
  );
}
