import { describe, expect, it } from 'vitest';
import { inRows, nextActiveCell } from './grid-navigation.js';

// Providers p1-p3 over games g1-g5 in rows of two.
const ROWS = [['p1', 'p2', 'p3'], ['g1', 'g2'], ['g3', 'g4'], ['g5']];

describe('nextActiveCell: the arrow keys over the results', () => {
  it('enters at the first cell with Down, and leaves the other keys to the field', () => {
    expect(nextActiveCell(ROWS, null, 'ArrowDown')).toBe('p1');
    expect(nextActiveCell(ROWS, null, 'ArrowUp')).toBeUndefined();
    expect(nextActiveCell(ROWS, null, 'ArrowRight')).toBeUndefined();
    expect(nextActiveCell(ROWS, null, 'ArrowLeft')).toBeUndefined();
    expect(nextActiveCell(ROWS, null, 'Enter')).toBeUndefined();
  });

  it('moves a row down or up in the same column, as far as the row reaches', () => {
    expect(nextActiveCell(ROWS, 'g2', 'ArrowDown')).toBe('g4');
    expect(nextActiveCell(ROWS, 'g4', 'ArrowDown')).toBe('g5');
    expect(nextActiveCell(ROWS, 'p3', 'ArrowDown')).toBe('g2');
    expect(nextActiveCell(ROWS, 'g4', 'ArrowUp')).toBe('g2');
  });

  it('goes back to the field with Up from the first row, and stays at the last row', () => {
    expect(nextActiveCell(ROWS, 'p2', 'ArrowUp')).toBeNull();
    expect(nextActiveCell(ROWS, 'g5', 'ArrowDown')).toBe('g5');
  });

  it('goes cell by cell across rows with Right and Left, stopping at the ends', () => {
    expect(nextActiveCell(ROWS, 'p3', 'ArrowRight')).toBe('g1');
    expect(nextActiveCell(ROWS, 'g1', 'ArrowLeft')).toBe('p3');
    expect(nextActiveCell(ROWS, 'g5', 'ArrowRight')).toBe('g5');
    expect(nextActiveCell(ROWS, 'p1', 'ArrowLeft')).toBe('p1');
  });

  it('starts again from the field when the highlighted cell is gone, and ignores empty rows', () => {
    expect(nextActiveCell(ROWS, 'gone', 'ArrowDown')).toBe('p1');
    expect(nextActiveCell([[], ['g1']], null, 'ArrowDown')).toBe('g1');
    expect(nextActiveCell([], null, 'ArrowDown')).toBeUndefined();
  });
});

describe('inRows', () => {
  it('cuts a list into rows of the column count, the last one shorter', () => {
    expect(inRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inRows([], 6)).toEqual([]);
    expect(inRows([1, 2], 0)).toEqual([[1], [2]]);
  });
});
