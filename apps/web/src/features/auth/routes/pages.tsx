import type { ModalName } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { RedirectTo } from '../../../lib/redirect.js';
import { useSession } from '../../../lib/session.js';
import { useToasts } from '../../../lib/toasts.js';
import { useAdoptSession } from '../api/auth.js';

/** A route that opens a modal over the main page for a guest; a player just goes to main. */
function ModalRoute({ modal }: { modal: Extract<ModalName, 'LOGIN' | 'SIGNUP' | 'WELCOME_BACK'> }) {
  const { open } = useModals();
  const { status, player } = useSession();
  useEffect(() => {
    if (status !== 'pending' && player === null) open(modal);
  }, [open, status, player, modal]);
  // Stay until the BFF has said who is here: a player needs no login.
  if (status === 'pending') return null;
  return <RedirectTo to={path('main')} />;
}

/** /login opens the LOGIN modal over the main page. */
export function LoginRoute() {
  return <ModalRoute modal="LOGIN" />;
}

/** /registration opens SIGNUP over the main page. */
export function RegistrationPage() {
  return <ModalRoute modal="SIGNUP" />;
}

/** /welcome-back opens WELCOME_BACK over the main page. */
export function WelcomeBackPage() {
  return <ModalRoute modal="WELCOME_BACK" />;
}

/**
 * Leaves for main at once (history replace: the session value leaves the address bar), then
 * redeems the session; a refusal is told as an error.
 */
function useRedeemAndLeave(source: 'callback' | 'reauth', value: string | undefined) {
  const navigate = useNavigate();
  const { href } = useLanguage();
  const { t } = useTranslation();
  const { show } = useToasts();
  const adopt = useAdoptSession();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(href(path('main')), { replace: true });
    if (value === undefined || value === '') return;
    // The promise outlives this page (left at once), as the mutation's own callbacks do.
    adopt.mutateAsync({ source, value }).catch((error: unknown) => {
      const { key, values } = errorMessageOf(error);
      show('error', t(key, values));
    });
  }, [navigate, href, adopt, source, value, show, t]);
}

/**
 * auth, the session callback: `status=error` shows its `message` as an error; otherwise the
 * `session_uuid` signs the player in. Either way the page is main, without the parameters.
 */
export function SessionCallbackPage() {
  const [search] = useSearchParams();
  const { show } = useToasts();
  const { t } = useTranslation();
  const isError = search.get('status') === 'error';
  const message = search.get('message')?.trim();
  const shown = useRef(false);
  useEffect(() => {
    if (!isError || shown.current) return;
    shown.current = true;
    // The callback's own text, shown as text; the generic message when it sent none.
    show('error', message === undefined || message === '' ? t('errors.unexpected') : message);
  }, [isError, message, show, t]);
  useRedeemAndLeave('callback', isError ? undefined : (search.get('session_uuid') ?? undefined));
  return null;
}

/** reauth/{session}: signs the player in with the session, then main. */
export function ReauthPage() {
  const { session } = useParams();
  useRedeemAndLeave('reauth', session);
  return null;
}
