import type { ReactNode } from 'react';
import { cx } from './class-names.js';
import styles from './lead-page.module.css';
import { PageTitle } from './page-title.js';

/**
 * A screen with its title and a lead sentence above its parts, in one column: the landings, the
 * jackpots, tournaments and loyalty pages.
 */
export function LeadPage({
  title,
  lead,
  className,
  children,
}: {
  title: string;
  lead: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className={cx(styles.page, className)}>
      <header className={styles.header}>
        <PageTitle title={title} />
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </section>
  );
}
