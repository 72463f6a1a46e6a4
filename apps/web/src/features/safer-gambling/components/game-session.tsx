import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money.js';
import type { GameSlotContext } from '../../../lib/game-slot.js';
import { useSession } from '../../../lib/session.js';
import { useRealityCheck } from '../api/reality-check.js';
import { SAFER_GAMBLING_NAMESPACE } from '../locales/namespace.js';
import { formatElapsed, useElapsed } from './session-clock.js';
import styles from './game-session.module.css';

/** While a game runs, the figures are read this often, so a spin shows within seconds. */
const WHILE_PLAYING_MS = 3_000;

/**
 * Beside a running game (UKGC RTS 13 and the online slots rules): the session's time since login
 * and the net position, always on screen for a signed-in player. The time ticks every second from
 * the BFF's count; the net position is read again every few seconds.
 */
export function GameSession({ isOpen }: GameSlotContext) {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { player } = useSession();
  const status = useRealityCheck(isOpen ? WHILE_PLAYING_MS : undefined);
  const elapsed = useElapsed(status.data?.sessionStartedAt, status.data?.now);
  if (player === null || status.data === undefined) return null;
  const { net, currency } = status.data;
  return (
    <dl className={styles.session} aria-label={t('reality.session')} data-testid="game-session">
      <div className={styles.figure}>
        <dt>{t('reality.elapsed')}</dt>
        <dd className={styles.value}>{formatElapsed(elapsed)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('reality.net')}</dt>
        <dd className={styles.value}>
          <Money
            amount={net}
            currency={currency}
            tone={net < 0 ? 'loss' : net > 0 ? 'win' : 'neutral'}
          />
        </dd>
      </div>
    </dl>
  );
}
