import { formatMoney } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.js';
import { useDisplayedBalance } from '../api/get-balance.js';

/** The player's total balance in the header. A forced currency shows its code (EUR), not €. */
export function BalanceChip() {
  const { t } = useTranslation();
  const { balance } = useDisplayedBalance();
  const amount =
    balance === undefined
      ? undefined
      : balance.forced
        ? `${formatMoney(balance.total, balance.currency)
            .replace(/[^\d.,-]+/g, '')
            .trim()} ${balance.currencyName}`
        : formatMoney(balance.total, balance.currency);
  return (
    <div className="balance-chip" data-testid="balance-chip">
      <Icon name="wallet" />
      <span className="balance-chip__label">{t('balance.total')}</span>
      {amount === undefined ? (
        <span className="balance-chip__amount balance-chip__amount--loading" aria-busy="true">
          <span className="visually-hidden">{t('balance.loading')}</span>
        </span>
      ) : (
        <span className="balance-chip__amount">{amount}</span>
      )}
    </div>
  );
}
