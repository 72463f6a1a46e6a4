import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF } from './backoff.js';

describe('backoffDelay', () => {
  const settings = { initialMs: 500, maxMs: 8_000 };

  it('doubles the window with each attempt, up to the cap', () => {
    const top = () => 0.999_999;
    expect([0, 1, 2, 3, 4, 5, 40].map((attempt) => backoffDelay(attempt, settings, top))).toEqual([
      499, 999, 1_999, 3_999, 7_999, 7_999, 7_999,
    ]);
  });

  it('spreads retries over the whole window (full jitter)', () => {
    expect(backoffDelay(3, settings, () => 0)).toBe(0);
    expect(backoffDelay(3, settings, () => 0.5)).toBe(2_000);
  });

  it('waits at most 30 s by default', () => {
    expect(backoffDelay(100, DEFAULT_BACKOFF, () => 0.999_999)).toBeLessThan(30_000);
  });
});
