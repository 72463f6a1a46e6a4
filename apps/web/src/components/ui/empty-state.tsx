import type { ReactNode } from 'react';
import styles from './state.module.css';
import { cx } from './class-names.js';
import { Icon, type IconName } from './icon.js';

export interface EmptyStateProps {
  /** What is missing, already translated ('No games found', 'Transactions not found'). */
  title: string;
  /**
   * The title as a heading of that level; 1 makes the state a screen of its own (the 404 page,
   * the blocked country, the error screen), at the page title's size. A paragraph by default.
   */
  headingLevel?: 1 | 2 | 3;
  description?: ReactNode;
  icon?: IconName;
  /** Shown instead of the icon: the brand's logo, the 404 numeral. */
  media?: ReactNode;
  /** What the player can do about it (a Button or ButtonLink). */
  action?: ReactNode;
  className?: string;
}

/** A list or page with nothing to show, said plainly, with a way on. */
export function EmptyState({
  title,
  headingLevel,
  description,
  icon = 'inbox',
  media,
  action,
  className,
}: EmptyStateProps) {
  const Title = headingLevel === undefined ? 'p' : (`h${String(headingLevel)}` as 'h1');
  return (
    <div className={cx(styles.state, headingLevel === 1 && styles.screen, className)}>
      {media === undefined ? (
        <span className={styles.icon}>
          <Icon name={icon} size={32} />
        </span>
      ) : (
        <div className={styles.media}>{media}</div>
      )}
      <Title className={styles.title}>{title}</Title>
      {description === undefined ? null : <p className={styles.text}>{description}</p>}
      {action === undefined ? null : <div className={styles.action}>{action}</div>}
    </div>
  );
}
