import {
  newPasswordSchema,
  passwordResetRequestSchema,
  passwordResetTokenSchema,
} from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { FormPasswordField } from '../../../components/ui/password-field.js';
import { FormTextField } from '../../../components/ui/text-field.js';
import type { ModalProps } from '../../../lib/features.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { useCompletePasswordReset, useRequestPasswordReset } from '../api/auth.js';
import styles from './auth-modals.module.css';

/**
 * RESET_PASSWORD_MODAL. Without a token: the address, and the same answer whether or not it has
 * an account. With the token of the mail's link: the new password twice, with the hints; then
 * RESET_PASSWORD_SUCCESS.
 */
export function ResetPasswordModal({ data, onClose }: ModalProps<'RESET_PASSWORD_MODAL'>) {
  const { t } = useTranslation('auth');
  const token = data?.token;
  return (
    <Dialog
      title={token === undefined ? t('reset.title') : t('reset.newTitle')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {token === undefined ? (
        <RequestStep onClose={onClose} />
      ) : (
        <NewPasswordStep token={token} onClose={onClose} />
      )}
    </Dialog>
  );
}

function RequestStep({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string>();
  if (sentTo !== undefined) {
    return (
      <div className={styles.stack}>
        <p className={styles.text} role="status">
          {t('reset.sent', { email: sentTo })}
        </p>
        <div className={styles.actions}>
          <Button onPress={onClose} autoFocus>
            {t('reset.done')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Form
      schema={passwordResetRequestSchema}
      defaultValues={{ email: '' }}
      onSubmit={async ({ email }) => {
        await request.mutateAsync({ email, language });
        setSentTo(email);
      }}
    >
      <p className={styles.text}>{t('reset.intro')}</p>
      <FormTextField
        name="email"
        label={t('reset.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
      />
      <FormSubmit block>{t('reset.send')}</FormSubmit>
    </Form>
  );
}

function NewPasswordStep({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { open } = useModals();
  const complete = useCompletePasswordReset();
  const { t: message } = useTranslation();
  // A link whose token cannot be one the casino issued asks for a new link at once.
  if (!passwordResetTokenSchema.safeParse(token).success) {
    return (
      <div className={styles.stack}>
        <p className={styles.text} role="alert">
          {message('errors.passwordResetInvalid')}
        </p>
        <div className={styles.actions}>
          <Button
            autoFocus
            onPress={() => {
              onClose();
              open('RESET_PASSWORD_MODAL');
            }}
          >
            {t('reset.again')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Form
      schema={newPasswordSchema}
      defaultValues={{ password: '', confirmation: '' }}
      onSubmit={async (values) => {
        await complete.mutateAsync({ token, ...values });
        onClose();
        open('RESET_PASSWORD_SUCCESS');
      }}
    >
      <FormPasswordField
        name="password"
        label={t('reset.newPassword')}
        autoComplete="new-password"
        showHints
        autoFocus
      />
      <FormPasswordField
        name="confirmation"
        label={t('reset.confirmation')}
        autoComplete="new-password"
      />
      <FormSubmit block>{t('reset.save')}</FormSubmit>
    </Form>
  );
}
