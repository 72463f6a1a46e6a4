import { describe, expect, it } from 'vitest';
import { formatElapsed } from './session-clock.js';

describe('formatElapsed', () => {
  it('reads hours, minutes and seconds, whole seconds only', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(999)).toBe('0:00:00');
    expect(formatElapsed(1_000)).toBe('0:00:01');
    expect(formatElapsed(15 * 60_000 + 7_000)).toBe('0:15:07');
    expect(formatElapsed(3_600_000 - 1)).toBe('0:59:59');
    expect(formatElapsed(3_600_000)).toBe('1:00:00');
    expect(formatElapsed(12 * 3_600_000)).toBe('12:00:00');
  });

  it('never goes below zero (a clock a little ahead of the server)', () => {
    expect(formatElapsed(-5_000)).toBe('0:00:00');
  });
});
