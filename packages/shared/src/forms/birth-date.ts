import { getDate, getMonth, getYear, isExists } from 'date-fns';
import { z } from 'zod';
import { BIRTH_YEARS_SPAN, MIN_AGE_YEARS } from '../constants.js';
import { errorKey } from './form-error.js';

/** A calendar date as the profile keeps it; month 1-12. */
export interface BirthDate {
  day: number;
  month: number;
  year: number;
}

/** Whether day, month and year name a day that exists (31 February does not). */
export function isCalendarDate({ day, month, year }: BirthDate): boolean {
  return isExists(year, month - 1, day);
}

/**
 * Whether someone born on `birth` is at least `years` old on the local day of `today`. A
 * 29 February birthday comes round on 1 March in other years: for an age limit that is the
 * later, safe reading.
 */
export function isAtLeastAge(birth: BirthDate, today: Date, years: number): boolean {
  // yyyymmdd numbers compare like the dates they spell.
  const todayKey = getYear(today) * 10_000 + (getMonth(today) + 1) * 100 + getDate(today);
  const birthdayKey = (birth.year + years) * 10_000 + birth.month * 100 + birth.day;
  return todayKey >= birthdayKey;
}

/** The ISO calendar date 'YYYY-MM-DD' the account keeps a birthday as. */
export function birthDateToIso({ day, month, year }: BirthDate): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The selects' values for a birthday kept as 'YYYY-MM-DD'; undefined for anything else. */
export function birthDateFromIso(iso: string): BirthDate | undefined {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(iso);
  if (!match) return undefined;
  const birth = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDate(birth) ? birth : undefined;
}

export interface BirthYearRange {
  /** The most recent year offered: the current year minus MIN_AGE_YEARS. */
  latest: number;
  /** The earliest year offered, BIRTH_YEARS_SPAN years in all. */
  earliest: number;
}

export function birthYearRange(today: Date): BirthYearRange {
  const latest = getYear(today) - MIN_AGE_YEARS;
  return { latest, earliest: latest - BIRTH_YEARS_SPAN + 1 };
}

export interface BirthDateOptions {
  days: number[];
  months: number[];
  /** Most recent first. */
  years: number[];
}

/** The choices of the three date-of-birth selects. */
export function birthDateOptions(today: Date): BirthDateOptions {
  const { latest } = birthYearRange(today);
  const count = (length: number, valueAt: (index: number) => number) =>
    Array.from({ length }, (_, index) => valueAt(index));
  return {
    days: count(31, (index) => index + 1),
    months: count(12, (index) => index + 1),
    years: count(BIRTH_YEARS_SPAN, (index) => latest - index),
  };
}

/** One select's value: a number, or its digits as the select gives them; empty is missing. */
const birthDatePartSchema = z
  .union([z.number(), z.string()], { error: errorKey('errors.required') })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: errorKey('errors.required'), input: value });
      return z.NEVER;
    }
    const part =
      typeof value === 'number'
        ? value
        : /^[0-9]+$/.test(value.trim())
          ? Number(value)
          : Number.NaN;
    if (!Number.isSafeInteger(part)) {
      ctx.addIssue({
        code: 'custom',
        message: errorKey('errors.invalidBirthFormat'),
        input: value,
      });
      return z.NEVER;
    }
    return part;
  });

/**
 * Date of birth on the local day of `today`: an existing date in the offered years
 * (errors.invalidBirthFormat), and at least MIN_AGE_YEARS old (errors.over18). Both errors are
 * on the date as a whole.
 */
export function birthDateSchema(today: Date) {
  const { latest, earliest } = birthYearRange(today);
  return z
    .object(
      { day: birthDatePartSchema, month: birthDatePartSchema, year: birthDatePartSchema },
      { error: errorKey('errors.required') },
    )
    .refine((birth) => birth.year >= earliest && birth.year <= latest && isCalendarDate(birth), {
      error: errorKey('errors.invalidBirthFormat'),
      abort: true,
    })
    .refine((birth) => isAtLeastAge(birth, today, MIN_AGE_YEARS), {
      error: errorKey('errors.over18'),
    });
}
export type BirthDateInput = z.input<ReturnType<typeof birthDateSchema>>;
