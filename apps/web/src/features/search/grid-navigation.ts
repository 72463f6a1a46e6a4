// The arrow keys of the search field over the grid of results it controls (the combobox pattern
// with a grid popup: https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Focus stays in the
// field; the highlighted cell is its aria-activedescendant.

/** The cells of the grid by row, each named by its element id. */
export type GridRows = readonly (readonly string[])[];

export const GRID_KEYS = ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft'] as const;

function locate(rows: GridRows, id: string): { row: number; column: number } | null {
  for (const [row, cells] of rows.entries()) {
    const column = cells.indexOf(id);
    if (column >= 0) return { row, column };
  }
  return null;
}

/**
 * The cell highlighted after `key`: a cell's id, null for none (the field itself), or undefined
 * when the key is the field's own (Left and Right move the caret until a cell is highlighted).
 * Down enters the grid at its first cell and moves a row down, keeping the column as far as the
 * row reaches; Up moves a row up and, from the first row, back to the field; Right and Left go
 * cell by cell across rows. At an edge the highlight stays.
 */
export function nextActiveCell(
  rows: GridRows,
  active: string | null,
  key: string,
): string | null | undefined {
  const grid = rows.filter((cells) => cells.length > 0);
  if (grid.length === 0) return undefined;
  const at = active === null ? null : locate(grid, active);
  const cellAt = (row: number, column: number) => {
    const cells = grid[row] ?? [];
    return cells[Math.min(column, cells.length - 1)] ?? null;
  };
  if (at === null) return key === 'ArrowDown' ? cellAt(0, 0) : undefined;
  const flat = grid.flat();
  const index = flat.indexOf(active ?? '');
  switch (key) {
    case 'ArrowDown':
      return at.row + 1 < grid.length ? cellAt(at.row + 1, at.column) : active;
    case 'ArrowUp':
      return at.row === 0 ? null : cellAt(at.row - 1, at.column);
    case 'ArrowRight':
      return flat[Math.min(index + 1, flat.length - 1)] ?? active;
    case 'ArrowLeft':
      return flat[Math.max(index - 1, 0)] ?? active;
    default:
      return undefined;
  }
}

/** `items` in rows of `columns` (the last one shorter). */
export function inRows<T>(items: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(columns));
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    rows.push(items.slice(start, start + size));
  }
  return rows;
}
