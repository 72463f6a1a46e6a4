import { addDays, isValid, lightFormat, parse, startOfDay } from 'date-fns';
import { z } from 'zod';

// Promotions and banners follow the player's calendar (SPEC-NOTES), so every rule here reads the
// runtime's local time zone, never UTC.

const LOCAL_DATE_FORMAT = 'yyyy-MM-dd';

/** A local calendar day as 'YYYY-MM-DD' (a real date: 2025-02-30 is rejected). */
export const localDateKeySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate')
  .refine((value) => isValid(parse(value, LOCAL_DATE_FORMAT, new Date(0))), 'errors.invalidDate');

/** A promotion window from configuration: both days included, start not after end. */
export const dateWindowSchema = z
  .object({ start: localDateKeySchema, end: localDateKeySchema })
  .refine((window) => window.start <= window.end, { message: 'errors.invalidDate', path: ['end'] });
export type DateWindow = z.infer<typeof dateWindowSchema>;

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
