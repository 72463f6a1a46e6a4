import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import type { ModalProps } from '../../../lib/features.js';
import styles from './auth-modals.module.css';
import { WelcomeBonus } from './welcome-bonus.js';

/**
 * THANK_FOR_REGISTRATION_MODAL: the new player is signed in; whatever waited for the sign-up
 * (statusSignUp) runs once this closes.
 */
export function ThankYouModal({ onClose }: ModalProps<'THANK_FOR_REGISTRATION_MODAL'>) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      title={t('thankYou.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={
        <div className={styles.actions}>
          <Button onPress={onClose} autoFocus>
            {t('thankYou.start')}
          </Button>
        </div>
      }
    >
      <div className={styles.stack}>
        <p className={styles.lead}>{t('thankYou.lead')}</p>
        <WelcomeBonus />
      </div>
    </Dialog>
  );
}
