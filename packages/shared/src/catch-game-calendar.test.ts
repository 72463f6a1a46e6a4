import { describe, expect, it } from 'vitest';
import { catchGameCalendar, catchGameDays } from './catch-game-calendar.js';

// Local noon, so the day of the month is the same in any time zone the tests run in.
const day = (iso: string) => new Date(`${iso}T12:00:00`);
const at = (iso: string) => new Date(iso);

describe('catchGameDays', () => {
  it('lists every game day of the default window with its percent', () => {
    expect(catchGameDays()).toEqual([
      { date: '2024-12-20', percent: 50 },
      { date: '2024-12-21', percent: 75 },
      { date: '2024-12-22', percent: 85 },
      { date: '2024-12-27', percent: 50 },
      { date: '2024-12-28', percent: 75 },
      { date: '2024-12-29', percent: 85 },
    ]);
  });

  it('includes both ends of a configured window and crosses a month', () => {
    expect(catchGameDays({ start: '2025-01-20', end: '2025-01-20' })).toEqual([
      { date: '2025-01-20', percent: 50 },
    ]);
    expect(catchGameDays({ start: '2025-01-21', end: '2025-02-20' })).toEqual([
      { date: '2025-01-21', percent: 75 },
      { date: '2025-01-22', percent: 85 },
      { date: '2025-01-27', percent: 50 },
      { date: '2025-01-28', percent: 75 },
      { date: '2025-01-29', percent: 85 },
      { date: '2025-02-20', percent: 50 },
    ]);
    expect(catchGameDays({ start: '2025-02-01', end: '2025-02-19' })).toEqual([]);
  });
});

describe('catchGameCalendar', () => {
  it('marks today and dims the days before it on a game day', () => {
    const calendar = catchGameCalendar(day('2024-12-21'));
    expect(calendar.phase).toBe('game_day');
    expect(calendar.days.map((entry) => entry.when)).toEqual([
      'past',
      'today',
      'future',
      'future',
      'future',
      'future',
    ]);
    expect(calendar.days[1]).toEqual({ date: '2024-12-21', percent: 75, when: 'today' });
    expect(calendar.nextGameDay).toBe('2024-12-22');
  });

  it('is a rest day between game days, with the next game day', () => {
    expect(catchGameCalendar(day('2024-12-23'))).toMatchObject({
      phase: 'rest_day',
      nextGameDay: '2024-12-27',
    });
    // The window's first day is not a game day.
    expect(catchGameCalendar(day('2024-12-16'))).toMatchObject({
      phase: 'rest_day',
      nextGameDay: '2024-12-20',
    });
  });

  it('is upcoming before the window and over after its last game day or its end', () => {
    expect(catchGameCalendar(day('2024-12-15'))).toMatchObject({
      phase: 'upcoming',
      nextGameDay: '2024-12-20',
    });
    const lastDay = catchGameCalendar(day('2024-12-29'));
    expect(lastDay).toMatchObject({ phase: 'game_day', nextGameDay: null });
    expect(catchGameCalendar(day('2024-12-30'))).toMatchObject({
      phase: 'over',
      nextGameDay: null,
    });
    const after = catchGameCalendar(day('2025-01-11'));
    expect(after.phase).toBe('over');
    expect(after.days.every((entry) => entry.when === 'past')).toBe(true);
  });

  it('turns at local midnight, not at noon', () => {
    expect(catchGameCalendar(at('2024-12-21T00:00:00')).phase).toBe('game_day');
    expect(catchGameCalendar(at('2024-12-22T23:59:59')).days[2]?.when).toBe('today');
    expect(catchGameCalendar(at('2024-12-22T23:59:59')).nextGameDay).toBe('2024-12-27');
    expect(catchGameCalendar(at('2024-12-23T00:00:00')).phase).toBe('rest_day');
  });
});
