import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.js';
import type { ModalProps } from '../../../lib/features.js';
import { storedValues } from '../../../lib/stored-values.js';
import styles from './auth-modals.module.css';
import { LoginForm } from './login-form.js';

/**
 * WELCOME_BACK: after a logout (or at /welcome-back), the login form with the address of the last
 * login (prevUserEmail) filled in.
 */
export function WelcomeBackModal({ data, onClose }: ModalProps<'WELCOME_BACK'>) {
  const { t } = useTranslation('auth');
  const email = data?.email ?? storedValues.local('prevUserEmail') ?? '';
  return (
    <Dialog
      title={t('welcomeBack.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <div className={styles.stack}>
        <p className={styles.text}>{t('welcomeBack.text')}</p>
        <LoginForm email={email} onDone={onClose} onLeave={onClose} />
      </div>
    </Dialog>
  );
}
