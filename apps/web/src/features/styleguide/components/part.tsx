import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names.js';
import styles from './styleguide-page.module.css';

/** One kit part's section: its name (the component's), what it is for, and its specimens. */
export function Part({
  id,
  name,
  purpose,
  children,
}: {
  id: string;
  name: string;
  purpose: string;
  children: ReactNode;
}) {
  return (
    <section id={`part-${id}`} className={styles.part} aria-labelledby={`part-${id}-name`}>
      <h2 id={`part-${id}-name`} className={styles.partName}>
        {name}
      </h2>
      <p className={styles.purpose}>{purpose}</p>
      <div className={styles.specimens}>{children}</div>
    </section>
  );
}

/** One state of a part, under its label. */
export function Specimen({
  label,
  wide = false,
  children,
}: {
  label: string;
  /** Spans the whole row (a form, a row of badges). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.specimen, wide && styles.wide)}>
      <h3 className={styles.specimenLabel}>{label}</h3>
      <div className={styles.specimenBody}>{children}</div>
    </div>
  );
}
