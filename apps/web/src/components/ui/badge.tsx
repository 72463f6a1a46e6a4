import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './badge.module.css';
import { cx } from './class-names.js';

export type BadgeKind = 'new' | 'top' | 'live' | 'drops' | 'wagering' | 'jackpot';

export interface BadgeProps {
  kind: BadgeKind;
  /** The text; by default the kind's own word ('New', 'Top', 'Live', 'Drops & Wins' …). */
  children?: ReactNode;
  className?: string;
}

/** A short tag on a game tile or a bonus: its kind sets the colour (gold is the jackpot's). */
export function Badge({ kind, children, className }: BadgeProps) {
  const { t } = useTranslation('kit');
  return (
    <span className={cx(styles.badge, styles[kind], className)}>
      {kind === 'live' ? <span className={styles.pulse} aria-hidden="true" /> : null}
      {children ?? t(`badge.${kind}`)}
    </span>
  );
}
