import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Preloader } from '../components/ui/preloader.js';
import { ToastRegion } from '../components/ui/toast-region.js';
import { CookieBanner } from '../features/cookie-consent/components/cookie-banner.js';
import { ThirdPartyScripts } from '../features/third-party-scripts/third-party-scripts.js';
import { LanguageProvider } from '../lib/language.js';
import { ModalProvider } from '../lib/modals.js';
import { RealtimeProvider } from '../lib/realtime.js';
import { useSession } from '../lib/session.js';
import { ToastProvider } from '../lib/toasts.js';
import { ModalHost } from './modal-host.js';
import { REGISTERED_MODALS } from './modal-registry.js';
import { BlockedScreen } from './routes/blocked.js';

function Shell() {
  const { t } = useTranslation();
  const { bootstrap, status } = useSession();

  const brand = bootstrap?.settings.brandName ?? 'Lumo Casino';
  return (
    <>
      <Preloader ready={status !== 'pending'} label={t('app.loading')} />
      {bootstrap?.blocked === true ? (
        <BlockedScreen brand={brand} />
      ) : (
        <>
          <ToastRegion />
          <Outlet />
          <ModalHost />
          <CookieBanner />
          <ThirdPartyScripts />
        </>
      )}
    </>
  );
}

/** Everything that lives inside the router: language, toasts, realtime, modals, the blocked check. */
export function RootShell() {
  return (
    <LanguageProvider>
      <ToastProvider>
        <RealtimeProvider>
          <ModalProvider registered={REGISTERED_MODALS}>
            <Shell />
          </ModalProvider>
        </RealtimeProvider>
      </ToastProvider>
    </LanguageProvider>
  );
}
