import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { path } from '../../../config/paths.js';
import type { ModalProps } from '../../../lib/features.js';
import { useLanguage } from '../../../lib/language.js';
import { GAME_NAMESPACE } from '../locales/namespace.js';
import styles from './game-modals.module.css';
import { GameModalFrame } from './modal-frame.js';

/**
 * GAME_NOT_AVAILABLE: 'Access denied' for a game not licensed where the player is (SPEC-NOTES:
 * contact support, never "try another IP"), or a game that starts nowhere (no geo_link).
 */
export function GameNotAvailableModal({ data, onClose }: ModalProps<'GAME_NOT_AVAILABLE'>) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const { t: message } = useTranslation();
  const { t: kit } = useTranslation('kit');
  const { href } = useLanguage();
  const navigate = useNavigate();
  const restricted = data.reason === 'restricted';
  return (
    <GameModalFrame
      title={restricted ? message('errors.accessDenied') : t('notAvailable.title')}
      icon={restricted ? 'lock' : 'alert'}
      tone="warning"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {kit('close')}
          </Button>
          <Button
            onPress={() => {
              onClose();
              void navigate(href(path('games')));
            }}
          >
            {t('page.chooseAnother')}
          </Button>
        </>
      }
    >
      {data.gameName === undefined ? null : <p className={styles.lead}>{data.gameName}</p>}
      <p className={styles.text}>
        {restricted ? message('errors.accessDeniedText') : t('notAvailable.text')}
      </p>
    </GameModalFrame>
  );
}
