import { CURRENCY_CODES, currencySign, type CurrencyCode } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Money } from '../../../components/ui/money.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { useFreeSpins, useFullBalance, useShortBalance } from '../../wallet/public.js';
import { AccountLayout } from '../components/account-layout.js';
import { NetDepositsCard } from '../components/net-deposits-card.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import rows from '../components/amount-rows.module.css';
import styles from './balance-page.module.css';

/** The balances held in currencies other than the account's, in the list's order. */
export function otherCurrencies(
  balances: Partial<Record<CurrencyCode, number>>,
  accountCurrency: CurrencyCode,
): { currency: CurrencyCode; amount: number }[] {
  return CURRENCY_CODES.flatMap((currency) => {
    const amount = balances[currency];
    return currency === accountCurrency || amount === undefined ? [] : [{ currency, amount }];
  });
}

/**
 * account/balance: real, bonus casino and total with the currency's sign and name, the money in
 * other currencies (each can become the account's), loyalty points, cashback and free spins.
 */
export function BalancePage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { href } = useLanguage();
  const { player } = useSession();
  const { open } = useModals();
  const short = useShortBalance();
  const full = useFullBalance();
  const spins = useFreeSpins();
  const currency = player?.currency;

  return (
    <AccountLayout title={t('layout.tabs.balance')}>
      <div className={styles.grid}>
        <Card title={t('balance.total')} headingLevel={2}>
          {short.isError ? (
            <ErrorState onRetry={short.refetch} />
          ) : (
            <dl className={rows.amounts}>
              <Amount label={t('balance.real')} amount={short.balance?.balanceMain} />
              <Amount label={t('balance.bonus')} amount={short.balance?.bonusCasino} />
              <Amount label={t('balance.total')} amount={short.balance?.balance} strong />
              <div className={rows.row}>
                <dt>{t('balance.currency')}</dt>
                <dd className={styles.currency}>
                  {currency === undefined ? (
                    <Skeleton width={72} height={24} shape="text" />
                  ) : (
                    <>
                      <span className={styles.sign} aria-hidden="true">
                        {currencySign(currency)}
                      </span>
                      {currency}
                    </>
                  )}
                </dd>
              </div>
            </dl>
          )}
          <div className={styles.links}>
            <ButtonLink to={href(path('accountPaymentHistory'))} variant="secondary" size="sm">
              {t('balance.paymentHistory')}
            </ButtonLink>
            <ButtonLink to={href(path('accountGameTransactions'))} variant="secondary" size="sm">
              {t('balance.gameTransactions')}
            </ButtonLink>
          </div>
        </Card>

        <NetDepositsCard />

        <Card title={t('balance.other')} headingLevel={2}>
          {full.isError ? (
            <ErrorState onRetry={() => void full.refetch()} />
          ) : full.data === undefined || currency === undefined ? (
            <Skeleton width="100%" height={96} />
          ) : (
            <OtherCurrencies
              list={otherCurrencies(full.data.balance, currency)}
              onMakeMine={(other) => {
                open('CHANGE_CURRENCY_MODAL', { currency: other });
              }}
            />
          )}
        </Card>

        <Card title={t('balance.loyaltyPoints')} headingLevel={2}>
          <dl className={rows.amounts}>
            <div className={rows.row}>
              <dt>{t('balance.loyaltyPoints')}</dt>
              <dd>
                {full.data === undefined ? (
                  <Skeleton width={72} height={24} shape="text" />
                ) : (
                  full.data.loyaltyPoints.toLocaleString('de-DE')
                )}
              </dd>
            </div>
            <Amount label={t('balance.cashback')} amount={full.data?.cashback} />
          </dl>
        </Card>

        <Card title={t('balance.freeSpins')} headingLevel={2}>
          {spins.isError ? (
            <ErrorState onRetry={() => void spins.refetch()} />
          ) : (
            <dl className={rows.amounts}>
              <div className={rows.row}>
                <dt>{t('balance.freeSpinsLeft')}</dt>
                <dd>{spins.data?.number ?? <Skeleton width={48} height={24} shape="text" />}</dd>
              </div>
              {spins.data?.usage == null ? null : (
                <div className={rows.row}>
                  <dt>{t('balance.freeSpinsUsed')}</dt>
                  <dd>{`${spins.data.usage.used}/${spins.data.usage.limit}`}</dd>
                </div>
              )}
              <Amount label={t('balance.betAmount')} amount={spins.data?.betAmount} />
            </dl>
          )}
        </Card>
      </div>
    </AccountLayout>
  );
}

function Amount({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number | undefined;
  strong?: boolean;
}) {
  const { player } = useSession();
  return (
    <div className={strong ? `${rows.row} ${rows.strong}` : rows.row}>
      <dt>{label}</dt>
      <dd>
        {amount === undefined || player === null ? (
          <Skeleton width={96} height={24} shape="text" />
        ) : (
          <Money amount={amount} currency={player.currency} />
        )}
      </dd>
    </div>
  );
}

function OtherCurrencies({
  list,
  onMakeMine,
}: {
  list: { currency: CurrencyCode; amount: number }[];
  onMakeMine: (currency: CurrencyCode) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (list.length === 0) return <p className={styles.muted}>{t('balance.noOther')}</p>;
  return (
    <ul className={styles.currencies}>
      {list.map(({ currency, amount }) => (
        <li key={currency} className={styles.currencyRow}>
          <Money amount={amount} currency={currency} />
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              onMakeMine(currency);
            }}
          >
            {t('balance.makeMine', { currency })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
