import { type ReactNode } from 'react';
import styles from './state.module.css';
import { cx } from './class-names.js';
import { Icon, type IconName } from './icon.js';

export interface EmptyStateProps {
  /** What is missing, already translated ('No games found', 'Transactions not found'). */
  title: string;
  description?: ReactNode;
  icon?: IconName;
  /** What the player can do about it (a Button or ButtonLink). */
  action?: ReactNode;
  className?: string;
}

/** A list or page with nothing to show, said plainly, with a way on. */
export function EmptyState({
  title,
  description,
  icon = 'inbox',
  action,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(styles.state, className)}>
      <span className={styles.icon}>
        <Icon name={icon} size={32} />
      </span>
      <p className={styles.title}>{title}</p>
      {description === undefined ? null : <p className={styles.text}>{description}</p>}
      {action === undefined ? null : <div className={styles.action}>{action}</div>}
    </div>
  );
}
