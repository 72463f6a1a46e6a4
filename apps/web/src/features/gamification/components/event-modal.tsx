import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { path } from '../../../config/paths.js';
import type { ModalProps } from '../../../lib/features.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { GAMIFICATION_NAMESPACE } from '../locales/namespace.js';
import styles from './gamification-modals.module.css';

/** EVENT: an event the gamification service announced, in its own words. */
export function EventModal({ data, onClose }: ModalProps<'EVENT'>) {
  const { t } = useTranslation(GAMIFICATION_NAMESPACE);
  const { href } = useLanguage();
  const { player } = useSession();
  const navigate = useNavigate();
  return (
    <Dialog
      title={data.title}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <div className={styles.stack}>
        <p>{data.text}</p>
        <div className={styles.actions}>
          {player === null ? null : (
            <Button
              onPress={() => {
                onClose();
                void navigate(href(path('gamification', { action: 'missions' })));
              }}
            >
              {t('event.missions')}
            </Button>
          )}
          <Button autoFocus variant="secondary" onPress={onClose}>
            {t('event.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
