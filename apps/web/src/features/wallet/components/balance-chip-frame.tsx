import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.js';
import styles from './balance-chip.module.css';

/** The chip's look: the wallet, the label and the amount, or a placeholder of its size. */
export function BalanceChipFrame({ amount }: { amount: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={styles.chip} data-testid="balance-chip">
      <Icon name="wallet" />
      <span className={styles.label}>{t('balance.total')}</span>
      {amount === undefined ? (
        <span aria-busy="true">
          <span className="visually-hidden">{t('balance.loading')}</span>
          <span className="skeleton-text" style={{ width: 56, height: 12 }} />
        </span>
      ) : (
        <span>{amount}</span>
      )}
    </div>
  );
}
