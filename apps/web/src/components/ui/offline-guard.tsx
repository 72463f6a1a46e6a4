import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/use-online.js';
import { Icon } from './icon.js';
import styles from './offline-guard.module.css';

// Money actions wait for the network: a deposit, a withdrawal, a bonus or jackpot
// decision or a game launch sent offline would fail half-way or, worse, leave the player unsure
// whether it happened. While the browser is offline their buttons are disabled, with this notice
// beside them; they come back by themselves when the network does.

/** True while a money action must wait: the browser is offline. */
export function useMoneyActionsBlocked(): boolean {
  return !useOnline();
}

/** The id a blocked button points at with aria-describedby. */
export const OFFLINE_NOTICE_ID = 'offline-money-notice';

/** Why the money actions are disabled; nothing while online. */
export function OfflineNotice({ id = OFFLINE_NOTICE_ID }: { id?: string }) {
  const { t } = useTranslation('kit');
  const blocked = useMoneyActionsBlocked();
  if (!blocked) return null;
  return (
    <p id={id} className={styles.notice} role="status">
      <Icon name="alert" size={20} />
      <span>{t('offline.money')}</span>
    </p>
  );
}
