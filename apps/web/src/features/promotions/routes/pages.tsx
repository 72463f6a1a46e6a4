import { useTranslation } from 'react-i18next';
import { ShopScreen } from '../components/shop-screen.js';

/** bonus_shop: bonus offers for loyalty points. */
export function BonusShopPage() {
  const { t } = useTranslation();
  return <ShopScreen shop="bonus" title={t('pages.bonusShop')} />;
}

/** shop: the snowflake shop (free spins or bonus money for the catch game's snowflakes). */
export function ShopPage() {
  const { t } = useTranslation();
  return <ShopScreen shop="snowflake" title={t('pages.shop')} />;
}
