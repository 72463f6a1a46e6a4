import { catchGameDays, localDateKey, type DateWindow } from '@casino/shared';
import type { PlayerState, PlayerStatePatch, NextSpins } from '@casino/mock-world/qa';

// The QA panel's rules: the clock's quick picks (SPEC.md section 9's promotion dates, from the
// configured windows), the free-text fields QA types, and the player-state patch of what changed.

export type ClockPickId =
  | 'oktoberfestBefore'
  | 'oktoberfestStart'
  | 'oktoberfestEnd'
  | 'oktoberfestAfter'
  | 'catchGameBefore'
  | 'catchGameDay'
  | 'catchGameEnd';

export interface ClockPick {
  id: ClockPickId;
  /** The local day, 'YYYY-MM-DD'. */
  date: string;
  /** A catch-game day's bonus percent. */
  percent?: number;
}

/** Local noon of a 'YYYY-MM-DD' day, `days` later: the same calendar day in any time zone. */
function noonOf(dateKey: string, days = 0): Date {
  const [year = 0, month = 1, day = 1] = dateKey.split('-').map(Number);
  return new Date(year, month - 1, day + days, 12);
}

function shift(dateKey: string, days: number): string {
  return localDateKey(noonOf(dateKey, days));
}

/**
 * The promotion dates QA moves the clock to: each edge of the Oktoberfest window with the days
 * just outside it, and the catch game's window edges with each of its game days.
 */
export function clockPicks(windows: {
  oktoberfestWindow: Readonly<DateWindow>;
  catchGameWindow: Readonly<DateWindow>;
}): ClockPick[] {
  const { oktoberfestWindow: oktoberfest, catchGameWindow: catchGame } = windows;
  return [
    { id: 'oktoberfestBefore', date: shift(oktoberfest.start, -1) },
    { id: 'oktoberfestStart', date: oktoberfest.start },
    { id: 'oktoberfestEnd', date: oktoberfest.end },
    { id: 'oktoberfestAfter', date: shift(oktoberfest.end, 1) },
    { id: 'catchGameBefore', date: shift(catchGame.start, -1) },
    ...catchGameDays(catchGame).map((day): ClockPick => ({
      id: 'catchGameDay',
      date: day.date,
      percent: day.percent,
    })),
    { id: 'catchGameEnd', date: catchGame.end },
  ];
}

/**
 * The instant of a local day's noon ('YYYY-MM-DD' in the browser's zone): promotions go by the
 * player's local date, and noon is that date whatever the zone. Null for anything else.
 */
export function localNoonInstant(dateKey: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateKey)) return null;
  const noon = noonOf(dateKey);
  if (Number.isNaN(noon.getTime()) || localDateKey(noon) !== dateKey) return null;
  return noon.toISOString();
}

type SpinOutcome = NextSpins['outcomes'][number];

/**
 * The next spins as QA types them: comma-separated win amounts ("10", "2.5") or stake multiples
 * ("x2"); null when empty, over 100 entries, or any entry is not one of the two.
 */
export function parseSpinOutcomes(text: string): SpinOutcome[] | null {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0 || entries.length > 100) return null;
  const outcomes: SpinOutcome[] = [];
  for (const entry of entries) {
    const match = /^(x)?(\d+(?:\.\d{1,2})?)$/i.exec(entry);
    if (match === null) return null;
    const value = Number(match[2]);
    outcomes.push(match[1] === undefined ? { win: value } : { multiplier: value });
  }
  return outcomes;
}

/** The player-state form: what the inputs hold, as text. */
export interface PlayerStateForm {
  kycStatus: PlayerState['kycStatus'];
  userLevel: PlayerState['userLevel'];
  loyaltyLevel: string;
  loyaltyPoints: string;
  main: string;
  bonusCasino: string;
  cashback: string;
  freeSpins: string;
  birthday: string;
  country: string;
  wageringGames: string;
}

export type PlayerStateField = keyof PlayerStateForm;

export function playerStateForm(state: PlayerState): PlayerStateForm {
  return {
    kycStatus: state.kycStatus,
    userLevel: state.userLevel,
    loyaltyLevel: String(state.loyaltyLevel),
    loyaltyPoints: String(state.loyaltyPoints),
    main: String(state.balances.main),
    bonusCasino: String(state.balances.bonusCasino),
    cashback: String(state.balances.cashback),
    freeSpins: String(state.freeSpins.number),
    birthday: state.birthday ?? '',
    country: state.country ?? '',
    wageringGames: state.wageringGames?.join(', ') ?? '',
  };
}

function amount(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
}

function count(text: string): number | null {
  const value = amount(text);
  return value !== null && Number.isInteger(value) ? value : null;
}

/**
 * The patch of the fields QA changed (the mock world checks the values again), or the first
 * field that does not read. Loyalty points win over the level when both changed: the level
 * sets the points to its start.
 */
export function playerStatePatch(
  before: PlayerState,
  form: PlayerStateForm,
): { patch: PlayerStatePatch; changed: PlayerStateField[] } | { invalid: PlayerStateField } {
  const was = playerStateForm(before);
  const changed = (Object.keys(form) as PlayerStateField[]).filter(
    (field) => form[field].trim() !== was[field],
  );
  const patch: PlayerStatePatch = {};
  const balances: NonNullable<PlayerStatePatch['balances']> = {};
  for (const field of changed) {
    const text = form[field].trim();
    switch (field) {
      case 'kycStatus':
        patch.kycStatus = form.kycStatus;
        break;
      case 'userLevel':
        patch.userLevel = form.userLevel;
        break;
      case 'loyaltyLevel': {
        const level = count(text);
        if (level === null || level < 1) return { invalid: field };
        patch.loyaltyLevel = level;
        break;
      }
      case 'loyaltyPoints': {
        const points = amount(text);
        if (points === null) return { invalid: field };
        patch.loyaltyPoints = points;
        break;
      }
      case 'main':
      case 'bonusCasino':
      case 'cashback': {
        const value = amount(text);
        if (value === null) return { invalid: field };
        balances[field] = value;
        break;
      }
      case 'freeSpins': {
        const spins = count(text);
        if (spins === null) return { invalid: field };
        patch.freeSpins = { number: spins };
        break;
      }
      case 'birthday':
        if (text !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) return { invalid: field };
        patch.birthday = text === '' ? null : text;
        break;
      case 'country':
        if (text !== '' && !/^[A-Za-z]{3}$/.test(text)) return { invalid: field };
        patch.country = text === '' ? null : text.toUpperCase();
        break;
      case 'wageringGames': {
        if (text === '') {
          patch.wageringGames = null;
          break;
        }
        const ids = text.split(',').map((id) => count(id));
        if (ids.some((id) => id === null || id === 0)) return { invalid: field };
        patch.wageringGames = ids as number[];
        break;
      }
    }
  }
  if (Object.keys(balances).length > 0) patch.balances = balances;
  return { patch, changed };
}
