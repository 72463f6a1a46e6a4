import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TitledPage } from '../../../components/ui/titled-page.js';
import { useSession } from '../../../lib/session.js';

export function BonusesPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.bonuses')} />;
}

export function ActivateBonusPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.activateBonus')} />;
}

export function AccountBonusesPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.accountBonuses')} />;
}

export function BonusShopPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.bonusShop')} />;
}

export function ShopPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.shop')} />;
}

export function LoyaltyPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.loyalty')} />;
}

/** bonuses/{id}: the catch game when id is CATCH_GAME_ID, otherwise the bonus's details. */
export function BonusPage() {
  const { t } = useTranslation();
  const { bonus } = useParams();
  const catchGameId = useSession().bootstrap?.settings.catchGameId;
  const isCatchGame = catchGameId !== undefined && bonus === String(catchGameId);
  return <TitledPage title={t(isCatchGame ? 'pages.catchGame' : 'pages.bonus')} />;
}
