import { cx } from '../../../components/ui/class-names.js';
import { sparklinePath } from './format.js';
import styles from './ops.module.css';

const WIDTH = 160;
const HEIGHT = 40;

export interface SparklineProps {
  label: string;
  /** The figure now, written out. */
  now: string;
  /** What a screen reader hears of the whole line. */
  summary: string;
  values: readonly (number | null)[];
  tone?: 'info' | 'error';
  /** Shown instead of the line while there are fewer than two points. */
  empty: string;
}

/** A small line of one figure over the last minutes, with its label and its value now. */
export function Sparkline({ label, now, summary, values, tone = 'info', empty }: SparklineProps) {
  const path = sparklinePath(values, WIDTH, HEIGHT);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>
        <span className={styles.chartLabel}>{label}</span>
        <span className={styles.chartNow}>{now}</span>
      </figcaption>
      {path === '' ? (
        <p className={styles.chartEmpty}>{empty}</p>
      ) : (
        <svg
          className={cx(styles.chartLine, tone === 'error' && styles.chartError)}
          viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          <path d={path} fill="none" vectorEffect="non-scaling-stroke" />
        </svg>
      )}
    </figure>
  );
}
