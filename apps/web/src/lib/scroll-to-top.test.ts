import { describe, expect, it } from 'vitest';
import { easeInOutCubic } from './scroll-to-top.js';

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1 and passes the middle at one half', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('clamps times outside the scroll', () => {
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it('moves slowly at both ends', () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });
});
