import type { Winner } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { newWinners } from './new-winners.js';

const winner = (login: string, amount = 10): Winner => ({
  login,
  amount,
  currency: 'EUR',
  game: { id: 1, name: 'Fruits' },
});

describe('newWinners', () => {
  const previous = [winner('c'), winner('b'), winner('a')];

  it('finds the winners above the previous head, oldest first', () => {
    expect(newWinners(previous, [winner('e'), winner('d'), winner('c'), winner('b')], 10)).toEqual([
      winner('d'),
      winner('e'),
    ]);
  });

  it('finds none when the list did not move', () => {
    expect(newWinners(previous, previous, 10)).toEqual([]);
  });

  it('tells a winner by login, amount, currency and game', () => {
    expect(newWinners(previous, [winner('c', 11), ...previous], 10)).toEqual([winner('c', 11)]);
  });

  it('keeps to the newest `max` when the previous head is gone', () => {
    expect(newWinners(previous, [winner('z'), winner('y'), winner('x')], 2)).toEqual([
      winner('y'),
      winner('z'),
    ]);
  });

  it('replays nothing without a previous list, everything after an empty one', () => {
    expect(newWinners(null, previous, 10)).toEqual([]);
    expect(newWinners([], [winner('b'), winner('a')], 10)).toEqual([winner('a'), winner('b')]);
  });
});
