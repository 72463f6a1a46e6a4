import { Label } from 'react-aria-components/Label';
import { Meter as AriaMeter } from 'react-aria-components/Meter';
import styles from './bar.module.css';
import { cx } from './class-names.js';
import { useBarValueText, type BarTone } from './progress-bar.js';

export interface MeterProps {
  /** What is measured ('Progress to the next level'), already translated; the meter's name. */
  label: string;
  value: number;
  minValue?: number;
  maxValue?: number;
  /** How the value reads; a percentage of the range by default ('40%'). */
  formatOptions?: Intl.NumberFormatOptions;
  /** A text of its own instead of the formatted value ('120 of 300 points'). */
  valueLabel?: string;
  /** Reads the label to screen readers only, where the context already shows it. */
  hideLabel?: boolean;
  /** Leaves the value's text out (the meter still states it to screen readers). */
  hideValue?: boolean;
  tone?: BarTone;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A value within a known range that is not a task's progress (the way to the next loyalty level,
 * a share used): React Aria's meter, read as one by screen readers, drawn like the ProgressBar.
 */
export function Meter({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  formatOptions,
  valueLabel,
  hideLabel = false,
  hideValue = false,
  tone = 'accent',
  size = 'md',
  className,
}: MeterProps) {
  const formatted = useBarValueText(value, minValue, maxValue, formatOptions);
  return (
    <AriaMeter
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel ?? formatted}
      className={cx(
        styles.root,
        tone !== 'accent' && styles[tone],
        size === 'sm' && styles.small,
        className,
      )}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={cx(styles.labels, hideLabel && hideValue && 'visually-hidden')}>
            <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
            {hideValue ? null : <span className={styles.value}>{valueText}</span>}
          </span>
          <span className={styles.track}>
            <span
              className={styles.fill}
              style={{ transform: `scaleX(${String(percentage / 100)})` }}
            />
          </span>
        </>
      )}
    </AriaMeter>
  );
}
