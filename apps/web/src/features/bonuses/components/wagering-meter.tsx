import {
  formatMoney,
  isWageringMet,
  liveWagering,
  wageringProgress,
  type Bonus,
  type BonusWager,
  type CurrencyCode,
} from '@casino/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/class-names.js';
import { Meter } from '../../../components/ui/meter.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import styles from './wagering-meter.module.css';

export interface WageringMeterProps {
  wager: BonusWager;
  currency: CurrencyCode;
  /** The meter's name; 'Wagering' unless told ('Wagering of Weekend reload' beside a game). */
  label?: string;
  /** Compact: the thin track and small type of the place beside a running game. */
  compact?: boolean;
  /**
   * Brief (beside a game on a phone, where the toolbar's row has room for one figure): what is
   * left to wager over the track, like the wallet's figures beside it; the meter still states
   * the whole ('70,00 € of 700,00 €') to screen readers.
   */
  brief?: boolean;
  className?: string;
}

/**
 * The wagering of the bonus being wagered, live: the kit's meter from nothing to what is required,
 * its value "wagered of required" (the same words for screen readers), and what is left to wager
 * under it ('Wagering complete' once met). The figures are the BFF's (bonusWagerFigures), in the
 * bonus's currency.
 */
export function WageringMeter({
  wager,
  currency,
  label,
  compact = false,
  brief = false,
  className,
}: WageringMeterProps) {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const met = isWageringMet(wager);
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <div
      className={cx(styles.wagering, compact && styles.compact, brief && styles.brief, className)}
    >
      {brief ? (
        <p className={styles.briefFigure} aria-hidden="true" data-testid="wagering-left">
          <span className={styles.briefLabel}>
            {met ? t('wagering.met') : t('wagering.leftShort')}
          </span>
          {met ? null : <span className={styles.briefValue}>{money(wager.left)}</span>}
        </p>
      ) : null}
      <Meter
        label={label ?? t('wagering.label')}
        value={wageringProgress(wager)}
        maxValue={1}
        valueLabel={t('wagering.value', {
          wagered: money(wager.wagered),
          required: money(wager.required),
        })}
        tone={met ? 'success' : 'accent'}
        size={compact || brief ? 'sm' : 'md'}
        hideLabel={brief}
        hideValue={brief}
      />
      {brief ? null : (
        <p className={styles.left} data-testid="wagering-left">
          {met ? t('wagering.met') : t('wagering.left', { left: money(wager.left) })}
        </p>
      )}
    </div>
  );
}

/** The card's wagering part for a bonus: its live meter while it is being wagered, else none. */
export function wageringPartOf(bonus: Bonus): ReactNode {
  const wager = liveWagering(bonus);
  return wager === null ? undefined : <WageringMeter wager={wager} currency={bonus.currency} />;
}
