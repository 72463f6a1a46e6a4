import { z } from 'zod';
import { LOCAL_DATE_KEY, isLocalDateKey, type DateWindow } from './local-date.js';

// The schemas of local-date.ts, apart from it: the app shell runs its rules in its first chunk,
// and zod loads with the first screen that parses.

/** A local calendar day as 'YYYY-MM-DD' (a real date: 2025-02-30 is rejected). */
export const localDateKeySchema = z
  .string()
  .regex(LOCAL_DATE_KEY, 'errors.invalidDate')
  .refine(isLocalDateKey, 'errors.invalidDate');

/** A promotion window from configuration: both days included, start not after end. */
export const dateWindowSchema: z.ZodType<DateWindow> = z
  .object({ start: localDateKeySchema, end: localDateKeySchema })
  .refine((window) => window.start <= window.end, { message: 'errors.invalidDate', path: ['end'] });
