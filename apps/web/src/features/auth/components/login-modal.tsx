import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.js';
import type { ModalProps } from '../../../lib/features.js';
import { LoginForm } from './login-form.js';

/** LOGIN: the login form; the kit's Dialog gives focus back to whatever opened it. */
export function LoginModal({ data, onClose }: ModalProps<'LOGIN'>) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      title={t('login.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <LoginForm email={data?.email} onDone={onClose} onLeave={onClose} />
    </Dialog>
  );
}
