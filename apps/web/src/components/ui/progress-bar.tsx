import { Label } from 'react-aria-components/Label';
import { ProgressBar as AriaProgressBar } from 'react-aria-components/ProgressBar';
import { useTranslation } from 'react-i18next';
import styles from './bar.module.css';
import { cx } from './class-names.js';

export type BarTone = 'accent' | 'gold' | 'success';

/**
 * A bar's value as text in the page's language ('40%', '40 %' in German): a share of the range
 * by default, the value itself with formatOptions of its own. Formatted here rather than by React
 * Aria, whose locale is the browser's unless a provider sets it.
 */
export function useBarValueText(
  value: number | undefined,
  minValue: number,
  maxValue: number,
  formatOptions: Intl.NumberFormatOptions | undefined,
): string | undefined {
  const { i18n } = useTranslation();
  if (value === undefined) return undefined;
  const format = new Intl.NumberFormat(i18n.language, formatOptions ?? { style: 'percent' });
  if (formatOptions !== undefined) return format.format(value);
  const share = maxValue === minValue ? 0 : (value - minValue) / (maxValue - minValue);
  return format.format(Math.min(1, Math.max(0, share)));
}

export interface ProgressBarProps {
  /** What is under way ('Uploading'), already translated; the bar's name. */
  label: string;
  /** How far it is, between minValue and maxValue; undefined while that is not known. */
  value?: number;
  minValue?: number;
  maxValue?: number;
  /** How the value reads; a percentage of the range by default ('40%'). */
  formatOptions?: Intl.NumberFormatOptions;
  /** Reads the label to screen readers only, where the context already shows it. */
  hideLabel?: boolean;
  /** Leaves the value's text out (the bar still states it to screen readers). */
  hideValue?: boolean;
  tone?: BarTone;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The progress of an operation (an upload): React Aria's progressbar with its label and value
 * wired, a determinate fill or, without a value, an indeterminate stripe. For a value within a
 * known range that is not a task (a level's way to the next), use Meter.
 */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  formatOptions,
  hideLabel = false,
  hideValue = false,
  tone = 'accent',
  size = 'md',
  className,
}: ProgressBarProps) {
  const isIndeterminate = value === undefined;
  const valueLabel = useBarValueText(value, minValue, maxValue, formatOptions);
  return (
    <AriaProgressBar
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      valueLabel={valueLabel}
      className={cx(
        styles.root,
        tone !== 'accent' && styles[tone],
        size === 'sm' && styles.small,
        isIndeterminate && styles.indeterminate,
        className,
      )}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={cx(styles.labels, hideLabel && hideValue && 'visually-hidden')}>
            <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
            {hideValue || isIndeterminate ? null : (
              <span className={styles.value}>{valueText}</span>
            )}
          </span>
          <span className={styles.track}>
            <span
              className={styles.fill}
              style={
                isIndeterminate
                  ? undefined
                  : { transform: `scaleX(${String((percentage ?? 0) / 100)})` }
              }
            />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
