import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration } from './format.js';

const HOUR = 3_600_000;

describe('a tournament’s duration', () => {
  it('is whole days and the hours beside them, rounded to the hour', () => {
    expect(durationParts(6 * 24 * HOUR)).toEqual({ days: 6, hours: 0 });
    expect(durationParts(4 * HOUR)).toEqual({ days: 0, hours: 4 });
    expect(durationParts(36 * HOUR + 29 * 60_000)).toEqual({ days: 1, hours: 12 });
    expect(durationParts(23 * HOUR + 31 * 60_000)).toEqual({ days: 1, hours: 0 });
    expect(durationParts(-HOUR)).toEqual({ days: 0, hours: 0 });
  });

  it('reads in the language, leaving out a zero unit', () => {
    expect(formatDuration(6 * 24 * HOUR, 'en')).toBe('6 days');
    expect(formatDuration(4 * HOUR, 'en')).toBe('4 hours');
    expect(formatDuration(36 * HOUR, 'en')).toBe('1 day 12 hours');
    expect(formatDuration(6 * 24 * HOUR, 'de')).toBe('6 Tage');
  });
});
