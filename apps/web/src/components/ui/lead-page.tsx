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

/**
 * One of a lead page's parts under a heading of its own (the rules, the levels, a shop's items):
 * a section named by its title, its content in a column below.
 */
export function LeadSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, unique on the page (the section is named by it). */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cx(styles.section, className)}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
