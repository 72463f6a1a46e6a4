import { describe, expect, it } from 'vitest';
import { isWithinDateWindow, localDateKey, nextLocalMidnight } from './local-date.js';
import { dateWindowSchema, localDateKeySchema } from './local-date-schemas.js';

// Tests run in Europe/Bucharest (UTC+2, +3 in summer): local midnight is the previous day in UTC.

describe('localDateKey', () => {
  it('gives the local calendar day, not the UTC one, just after local midnight', () => {
    const justAfterMidnight = new Date(2025, 8, 18, 0, 30);
    expect(justAfterMidnight.toISOString().slice(0, 10)).toBe('2025-09-17');
    expect(localDateKey(justAfterMidnight)).toBe('2025-09-18');
  });

  it('gives the same local day just before local midnight', () => {
    expect(localDateKey(new Date(2025, 8, 18, 23, 59, 59, 999))).toBe('2025-09-18');
  });

  it('pads month and day to two digits', () => {
    expect(localDateKey(new Date(2025, 0, 5, 12))).toBe('2025-01-05');
  });
});

describe('isWithinDateWindow', () => {
  const window = { start: '2025-09-18', end: '2025-10-07' };

  it('is false on the last moment of the day before the start', () => {
    expect(isWithinDateWindow(new Date(2025, 8, 17, 23, 59, 59, 999), window)).toBe(false);
  });

  it('is true from local midnight of the start day', () => {
    expect(isWithinDateWindow(new Date(2025, 8, 18, 0, 0), window)).toBe(true);
  });

  it('is true until the last moment of the end day', () => {
    expect(isWithinDateWindow(new Date(2025, 9, 7, 23, 59, 59, 999), window)).toBe(true);
  });

  it('is false from local midnight of the day after the end', () => {
    expect(isWithinDateWindow(new Date(2025, 9, 8, 0, 0), window)).toBe(false);
  });

  it('includes a one-day window on that day only', () => {
    const oneDay = { start: '2025-01-10', end: '2025-01-10' };
    expect(isWithinDateWindow(new Date(2025, 0, 9, 23, 59), oneDay)).toBe(false);
    expect(isWithinDateWindow(new Date(2025, 0, 10, 0, 0), oneDay)).toBe(true);
    expect(isWithinDateWindow(new Date(2025, 0, 11, 0, 0), oneDay)).toBe(false);
  });

  it('spans a year change', () => {
    const newYear = { start: '2024-12-16', end: '2025-01-10' };
    expect(isWithinDateWindow(new Date(2024, 11, 31, 23, 59), newYear)).toBe(true);
    expect(isWithinDateWindow(new Date(2025, 0, 1, 0, 0), newYear)).toBe(true);
  });
});

describe('nextLocalMidnight', () => {
  it('is the start of the next local day', () => {
    expect(nextLocalMidnight(new Date(2025, 8, 18, 15, 42))).toEqual(new Date(2025, 8, 19, 0, 0));
  });

  it('is a full day ahead at local midnight itself', () => {
    expect(nextLocalMidnight(new Date(2025, 8, 18, 0, 0))).toEqual(new Date(2025, 8, 19, 0, 0));
  });

  it('is one millisecond ahead at the last moment of a day', () => {
    const now = new Date(2025, 8, 18, 23, 59, 59, 999);
    expect(nextLocalMidnight(now).getTime() - now.getTime()).toBe(1);
  });

  it('rolls over the month and the year', () => {
    expect(nextLocalMidnight(new Date(2024, 11, 31, 8))).toEqual(new Date(2025, 0, 1, 0, 0));
  });

  it('lands on local midnight across the autumn clock change (a 25-hour day)', () => {
    // Bucharest leaves summer time on 2025-10-26 at 04:00.
    const next = nextLocalMidnight(new Date(2025, 9, 26, 1, 0));
    expect(next).toEqual(new Date(2025, 9, 27, 0, 0));
    expect(localDateKey(next)).toBe('2025-10-27');
  });
});

describe('localDateKeySchema and dateWindowSchema', () => {
  it('accepts a real YYYY-MM-DD day', () => {
    expect(localDateKeySchema.safeParse('2025-02-28').success).toBe(true);
  });

  it('rejects a day that does not exist and other shapes', () => {
    expect(localDateKeySchema.safeParse('2025-02-29').success).toBe(false);
    expect(localDateKeySchema.safeParse('2025-9-18').success).toBe(false);
    expect(localDateKeySchema.safeParse('18.09.2025').success).toBe(false);
  });

  it('accepts a window whose start equals its end and rejects one that ends before it starts', () => {
    expect(dateWindowSchema.safeParse({ start: '2025-01-10', end: '2025-01-10' }).success).toBe(
      true,
    );
    const reversed = dateWindowSchema.safeParse({ start: '2025-01-10', end: '2025-01-09' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]?.message).toBe('errors.invalidDate');
  });
});
