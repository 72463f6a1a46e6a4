import { addDays, parseISO } from 'date-fns';
import { CATCH_GAME_WINDOW } from './constants.js';
import { type DateWindow, localDateKey } from './local-date.js';
import { catchGameBonusPercent, isCatchGameDay } from './promotions.js';

// The catch game's calendar as its page shows it: every game day of the window with its bonus
// percent, and where the player's local today stands (SPEC.md section 9; the window is
// configuration, SPEC-NOTES).

export type CatchGameDayWhen = 'past' | 'today' | 'future';

export interface CatchGameCalendarDay {
  /** The local day, 'YYYY-MM-DD'. */
  date: string;
  /** The pending deposit bonus a catch gives on that day. */
  percent: number;
  when: CatchGameDayWhen;
}

/**
 * Where the promotion stands on the player's local day: before its window, on one of its game
 * days, on a day of the window it does not run, or over (after the window's last day).
 */
export type CatchGamePhase = 'upcoming' | 'game_day' | 'rest_day' | 'over';

export interface CatchGameCalendar {
  phase: CatchGamePhase;
  days: CatchGameCalendarDay[];
  /** The next game day after today ('YYYY-MM-DD'), or null when none is left. */
  nextGameDay: string | null;
}

/** Local noon of a 'YYYY-MM-DD' key: the same calendar day in any time zone. */
function noonOf(key: string): Date {
  return parseISO(`${key}T12:00:00`);
}

/** Every game day of the window, in order, with its percent (a game day without one is left out). */
export function catchGameDays(
  window: Readonly<DateWindow> = CATCH_GAME_WINDOW,
): { date: string; percent: number }[] {
  const days: { date: string; percent: number }[] = [];
  for (let day = noonOf(window.start); localDateKey(day) <= window.end; day = addDays(day, 1)) {
    const percent = catchGameBonusPercent(day);
    if (isCatchGameDay(day, window) && percent !== null) {
      days.push({ date: localDateKey(day), percent });
    }
  }
  return days;
}

/** The calendar on the player's local `today`: each game day past, today or future, and the phase. */
export function catchGameCalendar(
  today: Date,
  window: Readonly<DateWindow> = CATCH_GAME_WINDOW,
): CatchGameCalendar {
  const key = localDateKey(today);
  const days = catchGameDays(window).map((day): CatchGameCalendarDay => ({
    ...day,
    when: day.date < key ? 'past' : day.date === key ? 'today' : 'future',
  }));
  const nextGameDay = days.find((day) => day.when === 'future')?.date ?? null;
  const phase: CatchGamePhase =
    key < window.start
      ? 'upcoming'
      : key > window.end
        ? 'over'
        : days.some((day) => day.when === 'today')
          ? 'game_day'
          : nextGameDay === null
            ? 'over'
            : 'rest_day';
  return { phase, days, nextGameDay };
}
