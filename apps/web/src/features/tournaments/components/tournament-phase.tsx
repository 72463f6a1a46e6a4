import { tournamentPhase, type Tournament } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/ui/countdown.js';
import { useSession } from '../../../lib/session.js';
import { TOURNAMENTS_NAMESPACE } from '../locales/namespace.js';
import styles from './tournament-phase.module.css';

export interface TournamentPhaseProps {
  tournament: Pick<Tournament, 'duration'>;
  /** Called when the countdown reaches its end: the tournament moved to its next phase. */
  onPhaseEnd: () => void;
}

/**
 * "Starts in 1 d 02:03:04" before the start, "Ends in …" while it runs, "Finished" after, on
 * the product's clock (QA may move it).
 */
export function TournamentPhase({ tournament, onPhaseEnd }: TournamentPhaseProps) {
  const { t } = useTranslation(TOURNAMENTS_NAMESPACE);
  const { now } = useSession();
  const phase = tournamentPhase(tournament, now());
  if (phase.phase === 'finished') {
    return <p className={styles.phase}>{t('phase.finished')}</p>;
  }
  return (
    <p className={styles.phase}>
      <span className={styles.label}>{t(`phase.${phase.phase}`)}</span>{' '}
      <Countdown
        key={phase.phase}
        to={phase.countsTo}
        now={now}
        onEnd={onPhaseEnd}
        className={styles.clock}
      />
    </p>
  );
}
