import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import type { ModalProps } from '../../../lib/features.js';
import { usePlayFlow } from '../hooks/use-play-game.js';
import { GAME_NAMESPACE } from '../locales/namespace.js';
import styles from './game-modals.module.css';
import { GameModalFrame } from './modal-frame.js';

/**
 * SWITCH_TO_GAME_MODAL: from a demo to the same game for real money. The switch goes through the
 * whole play flow (a guest signs up, the bonus rules, the money, the profile).
 */
export function SwitchToGameModal({ data, onClose }: ModalProps<'SWITCH_TO_GAME_MODAL'>) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const { play } = usePlayFlow();
  return (
    <GameModalFrame
      title={t('switchToReal.title')}
      icon="play"
      tone="accent"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('switchToReal.stay')}
          </Button>
          <Button
            onPress={() => {
              onClose();
              void play(data.game, 'real');
            }}
          >
            {t('switchToReal.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{t('switchToReal.text', { name: data.game.name })}</p>
    </GameModalFrame>
  );
}
