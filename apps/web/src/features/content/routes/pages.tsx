import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../../components/ui/titled-page.js';

export function InstallAppPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.installApp')} />;
}

export function PwaPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.pwa')} />;
}
