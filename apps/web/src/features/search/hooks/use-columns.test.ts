import { describe, expect, it } from 'vitest';
import { columnsFor, MAX_COLUMNS, MIN_COLUMNS } from './use-columns.js';

describe('columnsFor: tiles per row in the dialog', () => {
  it.each([
    // A phone's sheet (360 and 375 px less the dialog's padding): two tiles.
    [312, 360, 2],
    [327, 375, 2],
    // A tablet's dialog, then the desktop's 1040 px dialog.
    [688, 768, 4],
    [992, 1440, 6],
  ])('%i px wide at a %i px viewport: %i', (width, viewport, columns) => {
    expect(columnsFor(width, viewport)).toBe(columns);
  });

  it('never goes under 2 or over 7', () => {
    expect(columnsFor(0, 360)).toBe(MIN_COLUMNS);
    expect(columnsFor(5000, 5000)).toBe(MAX_COLUMNS);
  });
});
