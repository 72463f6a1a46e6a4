import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './countdown.module.css';
import { cx } from './class-names.js';

const SECOND = 1000;

/** The whole seconds left, counted up: a countdown shows 00:00:01 until the very end. */
function secondsLeft(to: number, now: number): number {
  return Math.max(0, Math.ceil((to - now) / SECOND));
}

const epoch = (time: number | Date) => (typeof time === 'number' ? time : time.getTime());

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Days, hours, minutes and seconds of a number of seconds. */
export function countdownParts(seconds: number) {
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
    seconds: seconds % 60,
  };
}

export interface CountdownProps {
  /** The moment it counts to, in epoch milliseconds (or a Date). */
  to: number | Date;
  /**
   * The current time: the product's clock (useSession().now, which QA may move away from the
   * device's), so there is no default.
   */
  now: () => number | Date;
  /** Called once when it reaches zero (at once if `to` has passed). */
  onEnd?: () => void;
  className?: string;
}

/** The time left until a moment: "03:04:05", or "2 d 03:04:05" beyond a day. */
export function Countdown({ to, now, onEnd, className }: CountdownProps) {
  const { t } = useTranslation('kit');
  const target = epoch(to);
  const [left, setLeft] = useState(() => secondsLeft(target, epoch(now())));
  // The latest callbacks, without restarting the timer when a parent passes new functions.
  const nowRef = useRef(now);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    nowRef.current = now;
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = epoch(nowRef.current());
      const remaining = target - current;
      const seconds = secondsLeft(target, current);
      setLeft(seconds);
      if (seconds === 0) {
        onEndRef.current?.();
        return;
      }
      // Wake when the shown second changes, not on a drifting one-second beat.
      timer = setTimeout(tick, remaining % SECOND || SECOND);
    };
    tick();
    return () => {
      clearTimeout(timer);
    };
  }, [target]);

  const parts = countdownParts(left);
  const clock = `${twoDigits(parts.hours)}:${twoDigits(parts.minutes)}:${twoDigits(parts.seconds)}`;
  return (
    <time
      role="timer"
      className={cx(styles.countdown, className)}
      dateTime={`P${parts.days}DT${parts.hours}H${parts.minutes}M${parts.seconds}S`}
    >
      {parts.days > 0 ? `${t('countdown.days', { days: parts.days })} ${clock}` : clock}
    </time>
  );
}
