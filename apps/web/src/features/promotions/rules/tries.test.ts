import { catchGameState } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { triesToday } from './tries.js';

// The page's 'left of total' from the state the BFF computes (packages/shared's rules).
const today = new Date('2024-12-21T12:00:00');
const stateOf = (depositsToday: number, triesUsedToday: number) =>
  catchGameState({ gameId: 100, today, depositsToday, triesUsedToday, snowflakes: 0 });

describe('triesToday', () => {
  it('is three a day before any deposit, counting down what was used', () => {
    expect(triesToday(stateOf(0, 0))).toEqual({ left: 3, total: 3 });
    expect(triesToday(stateOf(0, 1))).toEqual({ left: 2, total: 3 });
    expect(triesToday(stateOf(0, 3))).toEqual({ left: 0, total: 3 });
  });

  it('adds one to both for each deposit today, up to five more', () => {
    expect(triesToday(stateOf(1, 3))).toEqual({ left: 1, total: 4 });
    expect(triesToday(stateOf(5, 0))).toEqual({ left: 8, total: 8 });
    expect(triesToday(stateOf(6, 0))).toEqual({ left: 8, total: 8 });
    expect(triesToday(stateOf(6, 8))).toEqual({ left: 0, total: 8 });
  });

  it('never says more left than the day holds, nor below none', () => {
    expect(triesToday(stateOf(0, 9))).toEqual({ left: 0, total: 3 });
    expect(triesToday({ tries: { left: 9, used: 0, extra: 0 } })).toEqual({ left: 3, total: 3 });
  });
});
