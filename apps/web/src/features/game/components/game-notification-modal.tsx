import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import type { ModalProps } from '../../../lib/features.js';
import { usePlayFlow } from '../hooks/use-play-game.js';
import { GAME_NAMESPACE } from '../locales/namespace.js';
import styles from './game-modals.module.css';
import { GameModalFrame } from './modal-frame.js';

/**
 * GAME_NOTIFICATION_MODAL: the game plays, but with real money only: bonus money does not count
 * and the bets do not count towards wagering. Before a launch the player goes on or stays; on an
 * open game it only informs.
 */
export function GameNotificationModal({ data, onClose }: ModalProps<'GAME_NOTIFICATION_MODAL'>) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const { t: message } = useTranslation();
  const { play } = usePlayFlow();
  const { game, beforeLaunch } = data;
  return (
    <GameModalFrame
      title={t('notification.title')}
      icon="wagering"
      tone="info"
      onClose={onClose}
      actions={
        beforeLaunch ? (
          <>
            <Button variant="secondary" onPress={onClose}>
              {t('notification.notNow')}
            </Button>
            <Button
              onPress={() => {
                onClose();
                void play(game, 'real', { noticeSeen: true });
              }}
            >
              {t('notification.continue')}
            </Button>
          </>
        ) : (
          <Button onPress={onClose}>{t('notification.gotIt')}</Button>
        )
      }
    >
      <p className={styles.lead}>{message('gameNotification.notForBonusMoney')}</p>
      <p className={styles.text}>{message('gameNotification.notCountingTowardsWagering')}</p>
      <p className={styles.text}>{t('notification.realMoney', { name: game.name })}</p>
    </GameModalFrame>
  );
}
