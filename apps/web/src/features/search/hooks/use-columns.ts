import type { Breakpoint } from '@casino/shared';
import { useLayoutEffect, useState, type RefObject } from 'react';

/** A tile is at least this wide in the search grid, in px. */
const MIN_TILE_PX = 144;
/** The grid's gaps: the lobby's (8 px on phones, 16 px from 768 px). */
const GAP_PX = { narrow: 8, wide: 16 } as const;
const WIDE_FROM_PX: Breakpoint = 768;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 7;

/** How many tiles of at least MIN_TILE_PX fit a row `width` px wide (2 to 7). */
export function columnsFor(width: number, viewportWidth: number): number {
  const gap = viewportWidth >= WIDE_FROM_PX ? GAP_PX.wide : GAP_PX.narrow;
  const fit = Math.floor((width + gap) / (MIN_TILE_PX + gap));
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fit));
}

/**
 * Tiles per row of the element's width, measured before paint and again when it resizes: the
 * rows of the grid (and its arrow keys) follow what the dialog has room for, not the viewport.
 */
export function useColumns(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(MIN_COLUMNS);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      setColumns(columnsFor(element.getBoundingClientRect().width, window.innerWidth));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return columns;
}
