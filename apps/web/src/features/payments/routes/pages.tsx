import { formatMoney, paymentIdSchema } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { Icon } from '../../../components/ui/icon.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { RedirectTo } from '../../../lib/redirect.js';
import { useSession } from '../../../lib/session.js';
import { rememberWaitingAction } from '../../../lib/waiting-action.js';
import { AccountLayout } from '../../account/public.js';
import { useDepositResult } from '../api/deposit.js';
import { CryptoDeposit } from '../components/crypto-deposit.js';
import { DepositForm } from '../components/deposit-form.js';
import styles from '../components/deposit.module.css';
import { useOpenDeposit } from '../hooks/use-open-deposit.js';
import { PAYMENTS_NAMESPACE } from '../locales/namespace.js';

/**
 * deposit and deposit/modal: a player gets the deposit modal at once, over the main page; a guest
 * registers first (statusSignUp keeps the deposit, so the modal opens once the sign-up is done,
 * even after a reload).
 */
export function DepositPage() {
  const { player, status } = useSession();
  const openDeposit = useOpenDeposit();
  const opened = useRef(false);
  useEffect(() => {
    if (status === 'pending' || opened.current) return;
    opened.current = true;
    if (player === null) rememberWaitingAction({ kind: 'deposit' });
    else openDeposit();
  }, [status, player, openDeposit]);
  if (status === 'pending') return null;
  return <RedirectTo to={path(player === null ? 'registration' : 'main')} />;
}

export const DepositModalPage = DepositPage;

const DEPOSIT_SWITCH = {
  kind: 'method',
  routes: ['accountDeposit', 'accountDepositCrypto'],
} as const;

/** account/deposit: the bank deposit form in the account. */
export function AccountDepositPage() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  return (
    <AccountLayout
      title={t('deposit.title')}
      switcher={{ ...DEPOSIT_SWITCH, current: 'accountDeposit' }}
    >
      <div className={styles.page}>
        <DepositForm />
      </div>
    </AccountLayout>
  );
}

/** account/deposit/crypto: the crypto address in the account. */
export function AccountDepositCryptoPage() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  return (
    <AccountLayout
      title={t('crypto.title')}
      switcher={{ ...DEPOSIT_SWITCH, current: 'accountDepositCrypto' }}
    >
      <div className={styles.page}>
        <CryptoDeposit />
      </div>
    </AccountLayout>
  );
}

/** The payment provider's payment id on the way back, when it is one. */
function usePaymentId(): string | undefined {
  const [params] = useSearchParams();
  const parsed = paymentIdSchema.safeParse(params.get('payment_id'));
  return parsed.success ? parsed.data : undefined;
}

/** deposit-success/{merchantId?}: the deposit went through; the balance follows. */
export function DepositSuccessPage() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { href } = useLanguage();
  const { player } = useSession();
  const paymentId = usePaymentId();
  const result = useDepositResult(paymentId);
  const amount =
    result.data === undefined ? undefined : formatMoney(result.data.amount, result.data.currency);
  return (
    <section className={styles.result} aria-labelledby="page-title">
      <Icon name="check" size={48} />
      <PageTitle title={t('result.successTitle')} />
      {paymentId !== undefined && result.isPending && player !== null ? (
        <Skeleton width={320} height={24} shape="text" />
      ) : (
        <p>
          {amount === undefined ? t('result.successPending') : t('result.successText', { amount })}
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink to={href(path('accountPaymentHistory'))} variant="secondary">
          {t('result.history')}
        </ButtonLink>
        <ButtonLink to={href(path('main'))}>{t('result.play')}</ButtonLink>
      </div>
    </section>
  );
}

/**
 * deposit-return/{merchantId?}: reads what became of the deposit, opens PAYMENT_COMPLETED when it
 * went through, and goes to the payment history either way.
 */
export function DepositReturnPage() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { href } = useLanguage();
  const { player, status } = useSession();
  const { open } = useModals();
  const paymentId = usePaymentId();
  const result = useDepositResult(paymentId);
  const opened = useRef(false);
  const data = result.data;
  useEffect(() => {
    if (data?.completed !== true || opened.current) return;
    opened.current = true;
    open('PAYMENT_COMPLETED', { amount: data.amount, currency: data.currency });
  }, [data, open]);

  const settled =
    status !== 'pending' && (player === null || paymentId === undefined || !result.isPending);
  if (!settled) {
    return (
      <section className={styles.result} aria-busy="true">
        <p>{t('result.checking')}</p>
      </section>
    );
  }
  return <Navigate to={href(path('accountPaymentHistory'))} replace />;
}

/**
 * deposit-failure/* and deposit-cancel/*: to the payment history (SPEC.md section 2), without the
 * provider's query (its status and payment id mean nothing there).
 */
export function ToPaymentHistory() {
  const { href } = useLanguage();
  return <Navigate to={href(path('accountPaymentHistory'))} replace />;
}
