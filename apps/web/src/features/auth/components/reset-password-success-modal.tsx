import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import type { ModalProps } from '../../../lib/features.js';
import { useModals } from '../../../lib/modals.js';
import styles from './auth-modals.module.css';

/** RESET_PASSWORD_SUCCESS: the new password is set; every old session has ended. */
export function ResetPasswordSuccessModal({ onClose }: ModalProps<'RESET_PASSWORD_SUCCESS'>) {
  const { t } = useTranslation('auth');
  const { open } = useModals();
  return (
    <Dialog
      title={t('resetSuccess.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={
        <div className={styles.actions}>
          <Button
            autoFocus
            onPress={() => {
              onClose();
              open('LOGIN');
            }}
          >
            {t('resetSuccess.logIn')}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>{t('resetSuccess.text')}</p>
    </Dialog>
  );
}
