import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names.js';
import styles from './search-dialog.module.css';

// The parts of the grid the search field controls: sections of rows of cells. Every cell has an
// id (the field's aria-activedescendant names it) and shows when it is the one highlighted.

/** A cell of the grid and what Enter does on it. */
export interface Cell {
  id: string;
  activate: () => void;
}

/**
 * A section of the grid: a row group named for screen readers, its visual label hidden from
 * them (the group's name says it).
 */
export function GridSection({
  label,
  aside,
  children,
}: {
  label: string;
  /** Beside the visual label: a count. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role="rowgroup" aria-label={label} className={styles.section}>
      <div className={styles.sectionLabel} aria-hidden="true">
        <span>{label}</span>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** A row of tiles, `columns` across (the rows the arrow keys move between). */
export function TileRow({ columns, children }: { columns: number; children: ReactNode }) {
  const style = { '--search-columns': columns } as CSSProperties;
  return (
    <div role="row" className={styles.tileRow} style={style}>
      {children}
    </div>
  );
}

export function GridCell({
  id,
  active,
  className,
  children,
}: {
  id: string;
  active: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="gridcell"
      id={id}
      aria-selected={active || undefined}
      data-active={active || undefined}
      className={cx(styles.cell, className)}
    >
      {children}
    </div>
  );
}
