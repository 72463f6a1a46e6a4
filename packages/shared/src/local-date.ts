import { addDays, isExists, lightFormat, startOfDay } from 'date-fns';

// Promotions and banners follow the player's calendar (SPEC-NOTES), so every rule here reads the
// runtime's local time zone, never UTC.

const LOCAL_DATE_FORMAT = 'yyyy-MM-dd';

export const LOCAL_DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (2025-02-30 is not). */
export function isLocalDateKey(value: string): boolean {
  const match = LOCAL_DATE_KEY.exec(value);
  if (match === null) return false;
  const [, year, month, day] = match.map(Number);
  return isExists(year ?? Number.NaN, (month ?? Number.NaN) - 1, day ?? Number.NaN);
}

/** A promotion window from configuration: both days included, start not after end. */
export interface DateWindow {
  start: string;
  end: string;
}

/** The local calendar day of `date` as 'YYYY-MM-DD'. */
export function localDateKey(date: Date): string {
  return lightFormat(date, LOCAL_DATE_FORMAT);
}

/**
 * Whether the local calendar day of `date` lies in the window, both ends included. 'YYYY-MM-DD'
 * keys sort as dates, so string order is date order.
 */
export function isWithinDateWindow(date: Date, window: Readonly<DateWindow>): boolean {
  const day = localDateKey(date);
  return window.start <= day && day <= window.end;
}

/** The start of the next local calendar day after `now`. */
export function nextLocalMidnight(now: Date): Date {
  return startOfDay(addDays(now, 1));
}
