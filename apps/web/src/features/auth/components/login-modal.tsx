import { loginSchema } from '@casino/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.js';
import { Modal } from '../../../components/ui/modal.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { type ModalProps } from '../../../lib/features.js';
import { fieldErrorMessage, schemaResolver } from '../../../lib/form-resolver.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { useToasts } from '../../../lib/toasts.js';
import { useLogin } from '../api/auth.js';

const resolver = schemaResolver(loginSchema);

/**
 * LOGIN: email and password checked with the shared login schema; the BFF's answer for wrong
 * credentials, the rate limit or a refused account is shown as its message.
 */
export function LoginModal({ data, onClose }: ModalProps<'LOGIN'>) {
  const { t } = useTranslation('auth');
  const { href } = useLanguage();
  const { isRegistered, open } = useModals();
  const { show } = useToasts();
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const formErrorId = useId();
  const emailErrorId = useId();
  const passwordErrorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { email: data?.email ?? '', password: '' } });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await login.mutateAsync(form);
      onClose();
      show('success', t('auth.loggedIn'));
    } catch {
      // The message is shown from the mutation's error below.
    }
  });

  const emailError = fieldErrorMessage(errors.email);
  const passwordError = fieldErrorMessage(errors.password);
  const failure = login.error === null ? undefined : errorMessageOf(login.error);

  return (
    <Modal title={t('login.title')} onClose={onClose}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure === undefined ? null : (
          <p id={formErrorId} className="form__error form__error--banner" role="alert">
            {t(failure.key, failure.values)}
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor="login-email">
            {t('login.email')}
          </label>
          <input
            id="login-email"
            className="field__input"
            type="email"
            autoComplete="username"
            inputMode="email"
            data-autofocus
            aria-invalid={emailError !== undefined}
            aria-describedby={emailError === undefined ? undefined : emailErrorId}
            {...register('email')}
          />
          {emailError === undefined ? null : (
            <p id={emailErrorId} className="form__error">
              {t(emailError.key, emailError.values)}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="login-password">
            {t('login.password')}
          </label>
          <div className="field__with-action">
            <input
              id="login-password"
              className="field__input"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              aria-invalid={passwordError !== undefined}
              aria-describedby={passwordError === undefined ? undefined : passwordErrorId}
              {...register('password')}
            />
            <button
              type="button"
              className="field__action"
              aria-pressed={showPassword}
              onClick={() => {
                setShowPassword((shown) => !shown);
              }}
            >
              {showPassword ? t('login.hidePassword') : t('login.showPassword')}
            </button>
          </div>
          {passwordError === undefined ? null : (
            <p id={passwordErrorId} className="form__error">
              {t(passwordError.key, passwordError.values)}
            </p>
          )}
        </div>
        {isRegistered('RESET_PASSWORD_MODAL') ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onClose();
              open('RESET_PASSWORD_MODAL');
            }}
          >
            {t('login.forgotPassword')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={isSubmitting}
        >
          {isSubmitting ? (
            <>
              <Icon name="star" /> {t('login.submitting')}
            </>
          ) : (
            t('login.submit')
          )}
        </button>
        <p className="form__hint">
          {t('login.noAccount')}{' '}
          <Link to={href(path('registration'))} onClick={onClose}>
            {t('login.createAccount')}
          </Link>
        </p>
      </form>
    </Modal>
  );
}
