import { describe, expect, it } from 'vitest';
import { formatMs, formatPercent, sparklinePath, uptimeParts } from './format.js';

describe('uptimeParts', () => {
  it('gives the two largest units, leaving out an empty second one', () => {
    expect(uptimeParts(0)).toEqual([{ unit: 's', value: 0 }]);
    expect(uptimeParts(59.9)).toEqual([{ unit: 's', value: 59 }]);
    expect(uptimeParts(60)).toEqual([{ unit: 'min', value: 1 }]);
    expect(uptimeParts(3_725)).toEqual([
      { unit: 'h', value: 1 },
      { unit: 'min', value: 2 },
    ]);
    expect(uptimeParts(86_400 * 3 + 3_600 * 4 + 59)).toEqual([
      { unit: 'd', value: 3 },
      { unit: 'h', value: 4 },
    ]);
    expect(uptimeParts(-5)).toEqual([{ unit: 's', value: 0 }]);
  });
});

describe('formatPercent and formatMs', () => {
  it('write nothing for a ratio or a latency that has no traffic behind it', () => {
    expect(formatPercent('en-GB', null)).toBeNull();
    expect(formatMs('en-GB', null)).toBeNull();
  });

  it('write a ratio with one decimal, in the page’s language', () => {
    expect(formatPercent('en-GB', 0.25)).toBe('25.0%');
    expect(formatPercent('de-DE', 1)).toBe('100,0\u00a0%');
  });

  it('keep a decimal below 10 ms only', () => {
    expect(formatMs('en-GB', 2.345)).toBe('2.3');
    expect(formatMs('en-GB', 17.5)).toBe('18');
  });
});

describe('sparklinePath', () => {
  it('draws nothing with fewer than two points or no known value', () => {
    expect(sparklinePath([], 100, 40)).toBe('');
    expect(sparklinePath([5], 100, 40)).toBe('');
    expect(sparklinePath([null, null], 100, 40)).toBe('');
  });

  it('spreads the points across the width, the highest at the top and zero at the bottom', () => {
    expect(sparklinePath([0, 5, 10], 100, 40)).toBe('M0 40L50 20L100 0');
  });

  it('draws a flat line at the top when every value is the same', () => {
    expect(sparklinePath([3, 3], 100, 40)).toBe('M0 0L100 0');
    expect(sparklinePath([0, 0], 100, 40)).toBe('M0 40L100 40');
  });

  it('leaves a gap where a value is unknown', () => {
    expect(sparklinePath([1, null, 1, 1], 90, 10)).toBe('M0 0M60 0L90 0');
  });
});
