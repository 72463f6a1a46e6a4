import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../../components/ui/titled-page.js';
import { path } from '../../../config/paths.js';
import { RedirectTo } from '../../../lib/redirect.js';

export function DepositPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.deposit')} />;
}

export function DepositModalPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.deposit')} />;
}

export function AccountDepositPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.accountDeposit')} />;
}

export function AccountDepositCryptoPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.accountDepositCrypto')} />;
}

export function DepositSuccessPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.depositSuccess')} />;
}

export function DepositReturnPage() {
  const { t } = useTranslation();
  return <TitledPage title={t('pages.paymentHistory')} />;
}

/** deposit-failure/* and deposit-cancel/*: to the payment history (SPEC.md section 2). */
export function ToPaymentHistory() {
  return <RedirectTo to={path('accountPaymentHistory')} />;
}
