import {
  formatMoney,
  formatNumber,
  JACKPOT_COUNTER_ANIMATION_MS,
  type CurrencyCode,
} from '@casino/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isDrawingFirstScreen } from '../../lib/render-assumptions.js';
import { useReducedMotion } from './use-reduced-motion.js';
import styles from './animated-number.module.css';
import { cx } from './class-names.js';

/**
 * The least time between two figures while counting: ten a second read as a running count, and
 * leave the main thread free between them (a figure a frame kept a phone busy all along).
 */
export const COUNT_FRAME_MS = 100;

/** Fast at first, settling gently on the value. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

export interface AnimatedNumberProps {
  value: number;
  /** Shown as money in the shared format ('1.234.567 €'); a plain grouped number without. */
  currency?: CurrencyCode;
  /** Decimals of the money format: 0 for the jackpot counters, 2 by default. */
  decimals?: 0 | 2;
  /** How long a count takes, in ms (SPEC.md section 2: about 10 s for the jackpot banner). */
  duration?: number;
  className?: string;
}

/**
 * A number that counts to each new value over `duration` (requestAnimationFrame), a new value
 * taking over from wherever the count is. Figures are tabular and the width of the longer of the
 * two ends is held from the start, so nothing beside it moves while it counts. Screen readers get
 * the value itself, never the frames. Under reduced motion it jumps, and so it does while the
 * figure is off screen.
 *
 * The count writes the figure's text straight into its node, at most every COUNT_FRAME_MS and
 * only when the text changes: a jackpot counts for most of every minute, and a React render a
 * frame would keep the main thread busy all that time. The figure is a layout-containment root,
 * so a new figure lays out nothing else.
 */
export function AnimatedNumber({
  value,
  currency,
  decimals,
  duration = JACKPOT_COUNTER_ANIMATION_MS,
  className,
}: AnimatedNumberProps) {
  const reducedMotion = useReducedMotion();
  const shownRef = useRef<HTMLSpanElement>(null);
  // The number on screen right now, read when a new value arrives mid-count.
  const currentRef = useRef(value);
  // Whether the figure is on screen; counting off screen would be work nobody sees.
  const inViewRef = useRef(true);
  // The count's start, for the width held while it runs.
  const [from, setFrom] = useState(value);
  // A server-drawn first screen carries the figure in its markup (the frames write it only in the
  // browser); the text never changes afterwards, so React never touches what the frames write.
  const [drawnText] = useState(() =>
    isDrawingFirstScreen()
      ? currency === undefined
        ? formatNumber(value, { decimals: decimals ?? 0 })
        : formatMoney(value, currency, { decimals })
      : undefined,
  );

  const format = useCallback(
    (amount: number) =>
      currency === undefined
        ? formatNumber(amount, { decimals: decimals ?? 0 })
        : formatMoney(amount, currency, { decimals }),
    [currency, decimals],
  );

  const paint = useCallback(
    (amount: number) => {
      currentRef.current = amount;
      const node = shownRef.current;
      if (node === null) return;
      const text = format(amount);
      if (node.textContent !== text) node.textContent = text;
    },
    [format],
  );

  // The first figure, and any change of format, before the browser paints.
  useLayoutEffect(() => {
    paint(currentRef.current);
  }, [paint]);

  useEffect(() => {
    const node = shownRef.current;
    if (node === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry !== undefined) inViewRef.current = entry.isIntersecting;
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    const start = currentRef.current;
    if (start === value) return;
    if (reducedMotion || duration <= 0 || !inViewRef.current) {
      paint(value);
      setFrom(value);
      return;
    }
    setFrom(start);
    let startedAt: number | undefined;
    let paintedAt = -Infinity;
    let frame = requestAnimationFrame(function step(now) {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / duration);
      if (progress === 1) {
        paint(value);
        setFrom(value);
        return;
      }
      if (now - paintedAt >= COUNT_FRAME_MS) {
        paintedAt = now;
        paint(start + (value - start) * easeOutCubic(progress));
      }
      frame = requestAnimationFrame(step);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [value, duration, reducedMotion, paint]);

  const reserve = [format(from), format(value)].reduce((a, b) => (b.length > a.length ? b : a));

  return (
    <span className={cx(styles.number, className)}>
      <span className={styles.reserve} aria-hidden="true">
        {reserve}
      </span>
      {/* Written by the frames, never by React: its only child, if any, is the first screen's. */}
      <span className={styles.shown} aria-hidden="true" ref={shownRef}>
        {drawnText}
      </span>
      <span className="visually-hidden">{format(value)}</span>
    </span>
  );
}
