import { useId, type ReactNode } from 'react';
import styles from './card.module.css';
import { cx } from './class-names.js';

export interface CardProps {
  /** The card's heading; the card is a region named by it. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Controls at the top right of the card, beside the title. */
  actions?: ReactNode;
  /** A row at the bottom of the card (its main action). */
  footer?: ReactNode;
  children?: ReactNode;
  /** raised: a card on a surface rather than on the page background. */
  tone?: 'default' | 'raised';
  className?: string;
}

/**
 * A surface that groups one thing's content: a bonus, a payment method, a profile block. With a
 * title it is a section named by it; without, a plain block.
 */
export function Card({
  title,
  headingLevel = 3,
  actions,
  footer,
  children,
  tone = 'default',
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Element = title === undefined ? 'div' : 'section';
  return (
    <Element
      className={cx(styles.card, tone === 'raised' && styles.raised, className)}
      aria-labelledby={title === undefined ? undefined : titleId}
    >
      {title === undefined && actions === undefined ? null : (
        <header className={styles.header}>
          {title === undefined ? null : (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children === undefined ? null : <div className={styles.body}>{children}</div>}
      {footer === undefined ? null : <footer className={styles.footer}>{footer}</footer>}
    </Element>
  );
}
