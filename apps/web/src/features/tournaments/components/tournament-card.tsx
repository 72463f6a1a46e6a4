import type { Tournament } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Money } from '../../../components/ui/money.js';
import { useLanguage } from '../../../lib/language.js';
import { TOURNAMENTS_NAMESPACE } from '../locales/namespace.js';
import { formatDateTime } from '../rules/format.js';
import { tournamentHref } from '../rules/links.js';
import { TournamentPhase } from './tournament-phase.js';
import styles from './tournament-card.module.css';

export interface TournamentCardProps {
  tournament: Tournament;
  onPhaseEnd: () => void;
}

/** A tournament in the list: its kind, name (the link to it), prize pool, countdown and dates. */
export function TournamentCard({ tournament, onPhaseEnd }: TournamentCardProps) {
  const { t, i18n } = useTranslation(TOURNAMENTS_NAMESPACE);
  const { href } = useLanguage();
  const { start, end } = tournament.duration;
  return (
    <article className={styles.card}>
      <p className={styles.kind}>{t(`kind.${tournament.kind}`)}</p>
      <h2 className={styles.name}>
        <Link to={href(tournamentHref(tournament))} className={styles.link}>
          {tournament.name}
        </Link>
      </h2>
      <dl className={styles.facts}>
        <div className={styles.pool}>
          <dt>{t('card.prizePool')}</dt>
          <dd>
            <Money {...tournament.prizePool} decimals={0} />
          </dd>
        </div>
        <div>
          <dt>{t('card.dates')}</dt>
          <dd className={styles.dates}>
            <time dateTime={start}>{formatDateTime(start, i18n.language)}</time>
            {' – '}
            <time dateTime={end}>{formatDateTime(end, i18n.language)}</time>
          </dd>
        </div>
      </dl>
      <TournamentPhase tournament={tournament} onPhaseEnd={onPhaseEnd} />
    </article>
  );
}

/** A card's placeholder, of the card's size. */
export function TournamentCardSkeleton() {
  return <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />;
}
