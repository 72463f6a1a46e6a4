import { describe, expect, it } from 'vitest';
import { BIRTH_YEARS_SPAN, MIN_AGE_YEARS } from '../constants.js';
import { isMessageKey } from '../messages.js';
import {
  birthDateFromIso,
  birthDateOptions,
  birthDateSchema,
  birthDateToIso,
  birthYearRange,
  isAtLeastAge,
  isCalendarDate,
} from './birth-date.js';
import { validateForm } from './form-error.js';

const today = new Date(2025, 8, 18, 12, 0);

function errorsOf(value: unknown, on: Date = today) {
  return validateForm(birthDateSchema(on), value).errors;
}

describe('isAtLeastAge', () => {
  const birth = { day: 18, month: 9, year: 2007 };

  it('is true from the first moment of the 18th birthday', () => {
    expect(MIN_AGE_YEARS).toBe(18);
    expect(isAtLeastAge(birth, new Date(2025, 8, 18, 0, 0), MIN_AGE_YEARS)).toBe(true);
    expect(isAtLeastAge(birth, new Date(2025, 8, 18, 23, 59), MIN_AGE_YEARS)).toBe(true);
  });

  it('is false until the end of the day before', () => {
    expect(isAtLeastAge(birth, new Date(2025, 8, 17, 23, 59), MIN_AGE_YEARS)).toBe(false);
  });

  it('compares months before days', () => {
    expect(isAtLeastAge({ day: 30, month: 8, year: 2007 }, today, 18)).toBe(true);
    expect(isAtLeastAge({ day: 1, month: 10, year: 2007 }, today, 18)).toBe(false);
    expect(isAtLeastAge({ day: 31, month: 12, year: 2006 }, today, 18)).toBe(true);
  });

  it('counts a 29 February birthday from 1 March in a common year', () => {
    const leapling = { day: 29, month: 2, year: 2008 };
    expect(isAtLeastAge(leapling, new Date(2026, 1, 28, 12, 0), 18)).toBe(false);
    expect(isAtLeastAge(leapling, new Date(2026, 2, 1, 0, 0), 18)).toBe(true);
  });

  it('counts a 29 February birthday on 29 February in a leap year', () => {
    const leapling = { day: 29, month: 2, year: 2000 };
    expect(isAtLeastAge(leapling, new Date(2024, 1, 28, 12, 0), 24)).toBe(false);
    expect(isAtLeastAge(leapling, new Date(2024, 1, 29, 0, 0), 24)).toBe(true);
  });
});

describe('isCalendarDate', () => {
  it.each([
    [{ day: 29, month: 2, year: 2024 }, true],
    [{ day: 29, month: 2, year: 2023 }, false],
    [{ day: 29, month: 2, year: 1900 }, false],
    [{ day: 29, month: 2, year: 2000 }, true],
    [{ day: 31, month: 2, year: 2000 }, false],
    [{ day: 30, month: 4, year: 2000 }, true],
    [{ day: 31, month: 4, year: 2000 }, false],
    [{ day: 31, month: 12, year: 2000 }, true],
    [{ day: 1, month: 13, year: 2000 }, false],
    [{ day: 0, month: 1, year: 2000 }, false],
    [{ day: 1, month: 0, year: 2000 }, false],
  ])('%j exists: %s', (date, exists) => {
    expect(isCalendarDate(date)).toBe(exists);
  });
});

describe('birthDateToIso and birthDateFromIso', () => {
  it('write and read the account date YYYY-MM-DD', () => {
    expect(birthDateToIso({ day: 5, month: 3, year: 1990 })).toBe('1990-03-05');
    expect(birthDateToIso({ day: 29, month: 2, year: 2000 })).toBe('2000-02-29');
    expect(birthDateFromIso('1990-03-05')).toEqual({ day: 5, month: 3, year: 1990 });
  });

  it.each(['', '1990-3-5', '1990-02-30', '1990-13-01', '05.03.1990', '1990-03-05T00:00:00Z'])(
    'read nothing from %j',
    (iso) => {
      expect(birthDateFromIso(iso)).toBeUndefined();
    },
  );
});

describe('birthDateOptions', () => {
  const options = birthDateOptions(today);

  it('offers days 1-31 and months 1-12', () => {
    expect(options.days).toHaveLength(31);
    expect([options.days[0], options.days.at(-1)]).toEqual([1, 31]);
    expect(options.months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('offers 100 years, from the current year minus 18 back', () => {
    expect(BIRTH_YEARS_SPAN).toBe(100);
    expect(options.years).toHaveLength(100);
    expect([options.years[0], options.years.at(-1)]).toEqual([2007, 1908]);
    expect(birthYearRange(today)).toEqual({ latest: 2007, earliest: 1908 });
  });

  it('follows the local year of today', () => {
    expect(birthDateOptions(new Date(2026, 0, 1, 0, 0)).years[0]).toBe(2008);
    expect(birthDateOptions(new Date(2025, 11, 31, 23, 59)).years[0]).toBe(2007);
  });
});

describe('birthDateSchema', () => {
  it('takes the numeric strings of the selects and gives numbers', () => {
    expect(birthDateSchema(today).parse({ day: '18', month: '9', year: '2007' })).toEqual({
      day: 18,
      month: 9,
      year: 2007,
    });
    expect(birthDateSchema(today).parse({ day: 1, month: 1, year: 1990 })).toEqual({
      day: 1,
      month: 1,
      year: 1990,
    });
  });

  it('passes exactly 18 on the birthday and fails the day before', () => {
    expect(errorsOf({ day: 18, month: 9, year: 2007 })).toEqual([]);
    expect(errorsOf({ day: 19, month: 9, year: 2007 })).toEqual([
      { path: '', key: 'errors.over18', values: {} },
    ]);
  });

  it('treats a 29 February birthday as 1 March in a common year', () => {
    const leapling = { day: 29, month: 2, year: 2008 };
    expect(errorsOf(leapling, new Date(2026, 1, 28, 12, 0))).toEqual([
      { path: '', key: 'errors.over18', values: {} },
    ]);
    expect(errorsOf(leapling, new Date(2026, 2, 1, 12, 0))).toEqual([]);
  });

  it('rejects dates that do not exist, without judging the age', () => {
    expect(errorsOf({ day: 31, month: 2, year: 2000 })).toEqual([
      { path: '', key: 'errors.invalidBirthFormat', values: {} },
    ]);
    expect(errorsOf({ day: 29, month: 2, year: 2001 })).toEqual([
      { path: '', key: 'errors.invalidBirthFormat', values: {} },
    ]);
    expect(errorsOf({ day: 29, month: 2, year: 2000 })).toEqual([]);
  });

  it('accepts only the offered years', () => {
    expect(errorsOf({ day: 1, month: 1, year: 1908 })).toEqual([]);
    expect(errorsOf({ day: 1, month: 1, year: 1907 })).toEqual([
      { path: '', key: 'errors.invalidBirthFormat', values: {} },
    ]);
    expect(errorsOf({ day: 1, month: 1, year: 2007 })).toEqual([]);
    expect(errorsOf({ day: 1, month: 1, year: 2008 })).toEqual([
      { path: '', key: 'errors.invalidBirthFormat', values: {} },
    ]);
  });

  it.each([
    [{ day: '', month: '9', year: '2000' }, 'day', 'errors.required'],
    [{ month: '9', year: '2000' }, 'day', 'errors.required'],
    [{ day: '1', month: ' ', year: '2000' }, 'month', 'errors.required'],
    [{ day: 'x', month: '9', year: '2000' }, 'day', 'errors.invalidBirthFormat'],
    [{ day: '1', month: '9.5', year: '2000' }, 'month', 'errors.invalidBirthFormat'],
    [{ day: 1.5, month: 9, year: 2000 }, 'day', 'errors.invalidBirthFormat'],
    [{ day: 1, month: 9, year: '-2000' }, 'year', 'errors.invalidBirthFormat'],
  ])('reports a bad part on its own field: %j', (value, path, key) => {
    expect(errorsOf(value)).toEqual([{ path, key, values: {} }]);
  });

  it('says required for no date at all', () => {
    expect(errorsOf(undefined)).toEqual([{ path: '', key: 'errors.required', values: {} }]);
  });

  it('reports only message keys', () => {
    for (const value of [null, 42, 'x', [], { day: {}, month: [], year: null }]) {
      for (const issue of birthDateSchema(today).safeParse(value).error?.issues ?? []) {
        expect(isMessageKey(issue.message)).toBe(true);
      }
    }
  });
});
