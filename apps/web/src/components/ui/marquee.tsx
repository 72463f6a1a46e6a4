import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from './use-reduced-motion.js';
import { cx } from './class-names.js';
import { IconButton } from './icon-button.js';
import styles from './marquee.module.css';

/** The default pace, in px a second: a name can be read as it passes. */
export const MARQUEE_SPEED = 40;

export interface MarqueeProps {
  /** Names the region for screen readers ('Latest winners'). */
  label: string;
  children: ReactNode;
  /** horizontal: a ticker; vertical: a list that rolls upwards (give the marquee a height). */
  orientation?: 'horizontal' | 'vertical';
  /** Pixels a second, the same whatever the content's length. */
  speed?: number;
  /** A pause button before the content (WCAG 2.2.2); hover and focus pause it anyway. */
  pauseControl?: boolean;
  className?: string;
}

/**
 * Content that scrolls by itself, round and round: it is drawn twice, the copy hidden from
 * screen readers and out of the tab order, and the pair moves by one copy's length, so the loop
 * has no seam. A pointer over it or focus inside it pauses it, and so does its pause button.
 * Under reduced motion nothing moves: the content is drawn once and scrolls by hand.
 */
export function Marquee({
  label,
  children,
  orientation = 'horizontal',
  speed = MARQUEE_SPEED,
  pauseControl = true,
  className,
}: MarqueeProps) {
  const { t } = useTranslation('kit');
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const [length, setLength] = useState(0);

  // The loop's length is one copy's: measured, so that the pace is `speed` for any content. The
  // size comes from a ResizeObserver, after the browser's own layout: reading it in the commit
  // would force a layout of the whole page there (170 ms of the main page's first load).
  useEffect(() => {
    const group = groupRef.current;
    if (group === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize[0];
      if (box === undefined) return;
      setLength(Math.round(orientation === 'horizontal' ? box.inlineSize : box.blockSize));
    });
    observer.observe(group);
    return () => {
      observer.disconnect();
    };
  }, [orientation]);

  const style =
    length > 0 && speed > 0
      ? ({ '--marquee-duration': `${(length / speed).toFixed(2)}s` } as CSSProperties)
      : undefined;
  const moving = !reducedMotion;

  return (
    <div
      className={cx(styles.marquee, className)}
      role="region"
      aria-label={label}
      data-orientation={orientation}
      data-motion={moving ? 'on' : 'off'}
      data-paused={paused || undefined}
    >
      {pauseControl && moving ? (
        <IconButton
          className={styles.control}
          size="sm"
          variant="secondary"
          icon={paused ? 'play' : 'pause'}
          label={paused ? t('marquee.resume') : t('marquee.pause')}
          onPress={() => {
            setPaused((value) => !value);
          }}
        />
      ) : null}
      {/* Still, the content may not fit: it scrolls by hand, from the keyboard too. */}
      <div className={styles.viewport} tabIndex={moving ? undefined : 0}>
        <div className={styles.track} style={style}>
          <div className={styles.group} ref={groupRef}>
            {children}
          </div>
          {moving ? (
            <div className={styles.group} aria-hidden="true" inert>
              {children}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
