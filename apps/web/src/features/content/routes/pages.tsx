import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../../components/ui/titled-page.js';

export function AviatorPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.aviator')} />;
}

export function WelcomeOfferPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.welcomeOffer')} />;
}

export function LiveCasinoPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.liveCasino')} />;
}

export function InstallAppPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.installApp')} />;
}

export function PwaPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.pwa')} />;
}
