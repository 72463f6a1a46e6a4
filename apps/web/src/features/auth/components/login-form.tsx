import { loginSchema } from '@casino/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { FormPasswordField } from '../../../components/ui/password-field.js';
import { FormTextField } from '../../../components/ui/text-field.js';
import { useModals } from '../../../lib/modals.js';
import { useToasts } from '../../../lib/toasts.js';
import { useLogin } from '../api/auth.js';
import styles from './auth-modals.module.css';

/**
 * A pointer press on a link of the form leaves focus in the field: leaving the field would show
 * its error first and move the link from under the pointer.
 */
export function keepFocus(event: MouseEvent): void {
  event.preventDefault();
}

/**
 * Email and password checked with the shared login schema; the BFF's answer for wrong
 * credentials, the rate limit or a refused account is shown as the form's message. LOGIN and
 * WELCOME_BACK share it.
 */
export function LoginForm({
  email = '',
  onDone,
  onLeave,
}: {
  email?: string;
  /** The player is signed in: the modal closes. */
  onDone: () => void;
  /** The modal closes for another one (reset, sign-up). */
  onLeave: () => void;
}) {
  const { t } = useTranslation('auth');
  const { isRegistered, open } = useModals();
  const { show } = useToasts();
  const login = useLogin();
  return (
    <Form
      schema={loginSchema}
      defaultValues={{ email, password: '' }}
      onSubmit={async (values) => {
        await login.mutateAsync(values);
        onDone();
        show('success', t('auth.loggedIn'));
      }}
    >
      <FormTextField
        name="email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        autoFocus={email === ''}
      />
      <FormPasswordField
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        autoFocus={email !== ''}
      />
      {isRegistered('RESET_PASSWORD_MODAL') ? (
        <button
          type="button"
          className={styles.link}
          onMouseDown={keepFocus}
          onClick={() => {
            onLeave();
            open('RESET_PASSWORD_MODAL');
          }}
        >
          {t('login.forgotPassword')}
        </button>
      ) : null}
      <FormSubmit block>{t('login.submit')}</FormSubmit>
      <p className={styles.hint}>
        {t('login.noAccount')}{' '}
        <button
          type="button"
          className={styles.inlineLink}
          onMouseDown={keepFocus}
          onClick={() => {
            onLeave();
            open('SIGNUP');
          }}
        >
          {t('login.createAccount')}
        </button>
      </p>
    </Form>
  );
}
