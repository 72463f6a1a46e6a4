import { describe, expect, it } from 'vitest';
import {
  CATCH_LINE,
  FALL_MS,
  FLAKES_PER_ROUND,
  ROUND_MS,
  basketAfterKey,
  flakeHeight,
  isCaught,
  snowfall,
} from './snowfall.js';

describe('snowfall', () => {
  it('is the same for a seed, differs between seeds, and lands every flake inside the round', () => {
    expect(snowfall(3)).toEqual(snowfall(3));
    expect(snowfall(3)).not.toEqual(snowfall(4));
    const flakes = snowfall(7);
    expect(flakes).toHaveLength(FLAKES_PER_ROUND);
    for (const flake of flakes) {
      expect(flake.x).toBeGreaterThanOrEqual(6);
      expect(flake.x).toBeLessThanOrEqual(94);
      expect(flake.delayMs + FALL_MS).toBeLessThanOrEqual(ROUND_MS);
    }
    expect(ROUND_MS).toBeLessThan(10_000);
  });

  it('falls from the top to the bottom in FALL_MS, hidden before and after', () => {
    const flake = { id: 0, x: 50, delayMs: 1_000 };
    expect(flakeHeight(flake, 999)).toBeNull();
    expect(flakeHeight(flake, 1_000)).toBe(0);
    expect(flakeHeight(flake, 1_000 + FALL_MS / 2)).toBe(50);
    expect(flakeHeight(flake, 1_000 + FALL_MS)).toBe(100);
    expect(flakeHeight(flake, 1_001 + FALL_MS)).toBeNull();
  });

  it('catches a flake crossing the line within reach of the basket, once', () => {
    const flake = { id: 0, x: 50, delayMs: 0 };
    const line = (CATCH_LINE / 100) * FALL_MS;
    expect(isCaught(flake, 60, line - 16, line)).toBe(true);
    expect(isCaught(flake, 61, line - 16, line)).toBe(false);
    expect(isCaught(flake, 50, line, line + 16)).toBe(false);
    expect(isCaught(flake, 50, line - 32, line - 16)).toBe(false);
  });
});

describe('basketAfterKey', () => {
  it('steps with the arrows, stops at the edges, jumps with Home and End', () => {
    expect(basketAfterKey(50, 'ArrowRight')).toBe(58);
    expect(basketAfterKey(50, 'ArrowLeft')).toBe(42);
    expect(basketAfterKey(96, 'ArrowRight')).toBe(100);
    expect(basketAfterKey(4, 'ArrowLeft')).toBe(0);
    expect(basketAfterKey(40, 'Home')).toBe(0);
    expect(basketAfterKey(40, 'End')).toBe(100);
    expect(basketAfterKey(40, 'Enter')).toBeNull();
  });
});
