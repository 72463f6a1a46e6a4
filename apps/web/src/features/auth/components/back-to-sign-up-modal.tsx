import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import type { ModalProps } from '../../../lib/features.js';
import { useModals } from '../../../lib/modals.js';
import { forgetWaitingAction } from '../../../lib/waiting-action.js';
import styles from './auth-modals.module.css';
import { WelcomeBonus } from './welcome-bonus.js';

/**
 * BACK_TO_SIGNUP: a guest closed SIGNUP half-way. Going back opens it with what was typed;
 * leaving gives up the sign-up, and whatever waited for it.
 */
export function BackToSignUpModal({ data, onClose }: ModalProps<'BACK_TO_SIGNUP'>) {
  const { t } = useTranslation('auth');
  const { open } = useModals();
  const leave = () => {
    forgetWaitingAction();
    onClose();
  };
  return (
    <Dialog
      title={t('backToSignUp.title')}
      role="alertdialog"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) leave();
      }}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onPress={leave}>
            {t('backToSignUp.leave')}
          </Button>
          <Button
            autoFocus
            onPress={() => {
              onClose();
              open('SIGNUP', { draft: data.draft });
            }}
          >
            {t('backToSignUp.back')}
          </Button>
        </div>
      }
    >
      <div className={styles.stack}>
        <p className={styles.text}>{t('backToSignUp.text')}</p>
        <WelcomeBonus />
      </div>
    </Dialog>
  );
}
