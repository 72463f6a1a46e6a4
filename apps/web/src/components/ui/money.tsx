import { formatMoney, type CurrencyCode, type FormatMoneyOptions } from '@casino/shared';
import styles from './money.module.css';
import { cx } from './class-names.js';

export interface MoneyProps extends FormatMoneyOptions {
  amount: number;
  currency: CurrencyCode;
  /** win and loss colour the amount (green, red): a transaction's result, never a balance. */
  tone?: 'neutral' | 'win' | 'loss';
  className?: string;
}

/**
 * An amount in the shared money format, the same in every language: German grouping and decimal
 * comma, the sign where its currency puts it ("1.234,50 €", "1.234,50 RON", "£1.234,50").
 */
export function Money({ amount, currency, decimals, tone = 'neutral', className }: MoneyProps) {
  return (
    <span className={cx(styles.money, tone !== 'neutral' && styles[tone], className)}>
      {formatMoney(amount, currency, { decimals })}
    </span>
  );
}
