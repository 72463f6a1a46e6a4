import { afterEach, describe, expect, it } from 'vitest';
import {
  assumedViewportRect,
  beginFirstScreen,
  drawsLikeViewport,
  endFirstScreen,
  isDrawingFirstScreen,
  matchesAssumedViewport,
} from './render-assumptions.js';

afterEach(() => {
  endFirstScreen();
});

describe('the viewport a first screen is drawn for', () => {
  it("answers the hooks' width queries at its edges, and no other query", () => {
    beginFirstScreen('phone');
    expect(matchesAssumedViewport('(min-width: 412px)')).toBe(true);
    expect(matchesAssumedViewport('(min-width: 413px)')).toBe(false);
    expect(matchesAssumedViewport('(min-width: 768px)')).toBe(false);
    expect(matchesAssumedViewport(' (max-width: 412px) ')).toBe(true);
    expect(matchesAssumedViewport('(max-width: 411.5px)')).toBe(false);
    expect(matchesAssumedViewport('(prefers-reduced-motion: reduce)')).toBe(false);
    beginFirstScreen('desktop');
    expect(matchesAssumedViewport('(min-width: 1440px)')).toBe(true);
    expect(matchesAssumedViewport('(min-width: 1441px)')).toBe(false);
  });

  it('is drawn from begin to end, with its rect only meanwhile', () => {
    expect(isDrawingFirstScreen()).toBe(false);
    expect(assumedViewportRect()).toBeUndefined();
    beginFirstScreen('phone');
    expect(isDrawingFirstScreen()).toBe(true);
    expect(assumedViewportRect()).toEqual({ width: 412, height: 823 });
    endFirstScreen();
    expect(isDrawingFirstScreen()).toBe(false);
    expect(assumedViewportRect()).toBeUndefined();
  });

  it('lays out like a browser on the same side of every layout width', () => {
    expect(drawsLikeViewport('phone', 320)).toBe(true);
    expect(drawsLikeViewport('phone', 767)).toBe(true);
    expect(drawsLikeViewport('phone', 768)).toBe(false);
    expect(drawsLikeViewport('desktop', 1440)).toBe(true);
    expect(drawsLikeViewport('desktop', 2560)).toBe(true);
    expect(drawsLikeViewport('desktop', 1439)).toBe(false);
  });
});
