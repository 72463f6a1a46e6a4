import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../../components/ui/titled-page.js';

export function BonusShopPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.bonusShop')} />;
}

export function ShopPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.shop')} />;
}
