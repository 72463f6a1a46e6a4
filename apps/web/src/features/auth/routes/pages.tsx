import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../../components/ui/titled-page.js';
import { path } from '../../../config/paths.js';
import { useModals } from '../../../lib/modals.js';
import { RedirectTo } from '../../../lib/redirect.js';
import { useSession } from '../../../lib/session.js';

/** /login opens the LOGIN modal over the main page. */
export function LoginRoute() {
  const { open } = useModals();
  const { status, player } = useSession();
  useEffect(() => {
    if (status !== 'pending' && player === null) open('LOGIN');
  }, [open, status, player]);
  // Stay until the BFF has said who is here: a player needs no login.
  if (status === 'pending') return null;
  return <RedirectTo to={path('main')} />;
}

export function RegistrationPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.registration')} />;
}

export function WelcomeBackPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.welcomeBack')} />;
}

/** auth: the session callback (status, message, session_uuid). */
export function SessionCallbackPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.auth')} />;
}

export function ReauthPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.reauth')} />;
}
