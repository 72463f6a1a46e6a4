import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CAROUSEL_SLIDES,
  LAYOUT,
  MOBILE_ART_MEDIA,
  belowWidthQuery,
  minWidthQuery,
} from './constants.js';

describe('the layout’s breakpoints', () => {
  it('are SPEC.md section 9’s, narrowest first', () => {
    expect(BREAKPOINTS).toEqual([360, 375, 412, 568, 768, 1024, 1280, 1440]);
  });

  it('give the media query from a breakpoint on', () => {
    expect(minWidthQuery(768)).toBe('(min-width: 768px)');
    expect(minWidthQuery(1440)).toBe('(min-width: 1440px)');
  });

  it('give the media query below a breakpoint, without a gap for fractional widths', () => {
    expect(belowWidthQuery(768)).toBe('(max-width: 767.98px)');
    for (const breakpoint of BREAKPOINTS) {
      expect(belowWidthQuery(breakpoint)).toBe(`(max-width: ${String(breakpoint - 1)}.98px)`);
    }
  });

  it('are where the desktop layout, the carousels’ steps and the phones’ art begin', () => {
    const breakpoints: readonly number[] = BREAKPOINTS;
    expect(breakpoints).toContain(LAYOUT.desktopFrom);
    for (const { minWidth } of CAROUSEL_SLIDES) {
      if (minWidth > 0) expect(breakpoints).toContain(minWidth);
    }
    expect(MOBILE_ART_MEDIA).toBe(belowWidthQuery(768));
  });
});
