import type { LanguageCode } from '@casino/shared';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { DocumentTitleSuffix } from '../components/ui/page-title.js';
import { Preloader } from '../components/ui/preloader.js';
import { ToastRegion } from '../components/ui/toast-region.js';
import { useSetPlayerLanguage } from '../features/account-language/public.js';
import { AuthEffects } from '../features/auth/public.js';
import { JackpotWins } from '../features/bonuses/public.js';
import { CookieBanner } from '../features/cookie-consent/public.js';
import { MiniGames } from '../features/mini-games/public.js';
import { PostLoginDeposit } from '../features/payments/public.js';
import { PwaUpdates } from '../features/pwa/public.js';
import { ThirdPartyScripts } from '../features/third-party-scripts/public.js';
import { GameSlotProvider } from '../lib/game-slot.js';
import { LanguageProvider } from '../lib/language.js';
import { ModalProvider } from '../lib/modals.js';
import { RealtimeProvider } from '../lib/realtime.js';
import { useSession } from '../lib/session.js';
import { DocumentSeo } from '../lib/use-document-seo.js';
import { ToastProvider } from '../lib/toasts.js';
import { GAME_SIDE_PARTS, REALTIME_REGISTRATIONS } from './features.js';
import { ModalHost } from './modal-host.js';
import { REGISTERED_MODALS } from './modal-registry.js';
import { BlockedScreen } from './routes/blocked.js';
import { WaitingActionHost } from './waiting-action-host.js';

function Shell() {
  const { t } = useTranslation();
  const { bootstrap, status } = useSession();

  const brand = bootstrap?.settings.brandName ?? 'Lumo Casino';
  return (
    <DocumentTitleSuffix value={brand}>
      <Preloader ready={status !== 'pending'} label={t('app.loading')} />
      {bootstrap?.blocked === true ? (
        <BlockedScreen brand={brand} />
      ) : (
        <>
          <DocumentSeo />
          <ToastRegion />
          <Outlet />
          <ModalHost />
          <WaitingActionHost />
          <AuthEffects />
          <PostLoginDeposit />
          <JackpotWins />
          <MiniGames />
          <CookieBanner />
          <ThirdPartyScripts />
          <PwaUpdates />
        </>
      )}
    </DocumentTitleSuffix>
  );
}

/** Saves a player's language pick on the account, ignoring the promise (failures are logged). */
function useSavePlayerLanguage() {
  const setPlayerLanguage = useSetPlayerLanguage();
  return (language: Parameters<typeof setPlayerLanguage>[0]) => {
    void setPlayerLanguage(language);
  };
}

/** Everything that lives inside the router: language, toasts, realtime, modals, the blocked check. */
export function RootShell({ i18n, language }: { i18n: I18n; language: LanguageCode }) {
  return (
    <LanguageProvider i18n={i18n} initial={language} useSavePlayerLanguage={useSavePlayerLanguage}>
      <ToastProvider>
        {/* The modals sit outside realtime: a player's event may open one (USER_BONUS). */}
        <ModalProvider registered={REGISTERED_MODALS}>
          <RealtimeProvider handlers={REALTIME_REGISTRATIONS}>
            <GameSlotProvider value={GAME_SIDE_PARTS}>
              <Shell />
            </GameSlotProvider>
          </RealtimeProvider>
        </ModalProvider>
      </ToastProvider>
    </LanguageProvider>
  );
}
