import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../../components/ui/titled-page.js';

export function ProfilePage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.profile')} />;
}

export function VerificationPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.verification')} />;
}

export function SecurityPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.security')} />;
}

export function BalancePage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.balance')} />;
}

export function PaymentHistoryPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.paymentHistory')} />;
}

export function GameTransactionsPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.gameTransactions')} />;
}

export function BonusTransactionsPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.bonusTransactions')} />;
}

export function WithdrawalPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.withdrawal')} />;
}

export function WithdrawalCryptoPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.withdrawalCrypto')} />;
}
