import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../../components/ui/titled-page.js';

export function JackpotsPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.jackpots')} />;
}
