import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';
import { cx } from './class-names.js';

export interface SkeletonProps {
  /** The final content's width: pixels, or any CSS length ('100%'). */
  width: number | string;
  /** The final content's height, so that nothing moves when it arrives. */
  height: number | string;
  shape?: 'rect' | 'text' | 'circle';
  className?: string;
}

/**
 * A placeholder of the size of what is loading (a game tile, a line of text). It is decoration:
 * the region that loads says so (aria-busy, or ClientState's LOADING). The shimmer stops under
 * reduced motion.
 */
export function Skeleton({ width, height, shape = 'rect', className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return (
    <span
      className={cx(styles.skeleton, styles[shape], className)}
      style={style}
      aria-hidden="true"
    />
  );
}
