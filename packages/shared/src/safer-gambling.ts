import { addHours } from 'date-fns';
import { z } from 'zod';
import { type CurrencyCode, currencyCodeSchema } from './currency.js';
import { formatMoney } from './money.js';
import { idempotentInput } from './idempotency.js';

// Safer gambling, part one: the player's limits (docs/decisions/037-safer-gambling-limits.md).
// The casino holds and enforces them; the BFF checks them again before a deposit or a launch;
// these pure rules are what both decide with. "Deposit limit" is a gross deposit limit (UKGC
// RTS 12): withdrawals never give room back.

/** Every limit a player may set, in the order the limits page shows them. */
export const LIMIT_KINDS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'loss',
  'session',
] as const;
export const limitKindSchema = z.enum(LIMIT_KINDS);
export type LimitKind = z.infer<typeof limitKindSchema>;

export const DEPOSIT_LIMIT_KINDS = ['depositDay', 'depositWeek', 'depositMonth'] as const;
export type DepositLimitKind = (typeof DEPOSIT_LIMIT_KINDS)[number];
/** Limits of money (in the account's currency); the session limit is in minutes. */
export const MONEY_LIMIT_KINDS = [...DEPOSIT_LIMIT_KINDS, 'loss'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

/** The span each limit counts over: 24 hours, 7 days, 1 month, or the sign-in session. */
export type LimitPeriod = 'day' | 'week' | 'month' | 'session';
export const LIMIT_PERIODS: Readonly<Record<LimitKind, LimitPeriod>> = {
  depositDay: 'day',
  depositWeek: 'week',
  depositMonth: 'month',
  loss: 'day',
  session: 'session',
};

export function isMoneyLimit(kind: LimitKind): kind is MoneyLimitKind {
  return kind !== 'session';
}

/** An increase (or a removal) waits this long: the cooling-off of RTS 12. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/** How often a player is reminded to review their limits (RTS 12). */
export const LIMIT_REVIEW_MONTHS = 6;
/** A money limit: more than 0, at most this, two decimals at most. */
export const MONEY_LIMIT_MAX = 1_000_000;
export const SESSION_LIMIT_MIN_MINUTES = 5;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * An instant `months` calendar months later in UTC, the day clamped to the month's last (31
 * January + 1 month = 28 or 29 February). date-fns' addMonths counts in the process's time zone;
 * periods must fall on the same instants on every server, so they are counted in UTC.
 */
export function addUtcMonths(instantMs: number, months: number): number {
  const date = new Date(instantMs);
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return Date.UTC(
    date.getUTCFullYear(),
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** Whole cents: sums of money are made in integers, never in floating euros. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** A money limit as typed: more than 0, at most MONEY_LIMIT_MAX, two decimals at most. */
export const moneyLimitValueSchema = z
  .number()
  .positive('errors.positiveNumber')
  .max(MONEY_LIMIT_MAX, 'errors.invalidInput')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'errors.invalidAmount',
  );

export const sessionLimitValueSchema = z
  .number()
  .int('errors.invalidInput')
  .min(SESSION_LIMIT_MIN_MINUTES, 'errors.invalidInput')
  .max(SESSION_LIMIT_MAX_MINUTES, 'errors.invalidInput');

/** A request to change one limit: a value, or null to remove it (removing is an increase). */
export const limitChangeSchema = z
  .object({ kind: limitKindSchema, value: z.number().nullable() })
  .superRefine(({ kind, value }, context) => {
    if (value === null) return;
    const checked = (
      isMoneyLimit(kind) ? moneyLimitValueSchema : sessionLimitValueSchema
    ).safeParse(value);
    if (!checked.success) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: checked.error.issues[0]?.message ?? 'errors.invalidInput',
      });
    }
  });
export type LimitChange = z.infer<typeof limitChangeSchema>;

export const limitChangeInputSchema = limitChangeSchema.and(z.object(idempotentInput));

/**
 * The limits form's field as typed: money with '.' or ',' and two decimals at most, minutes as a
 * whole number; then the value's own range.
 */
export function limitFormSchema(kind: LimitKind) {
  const money = isMoneyLimit(kind);
  return z.object({
    value: z
      .string()
      .trim()
      .min(1, 'errors.required')
      .regex(
        money ? /^\d{1,7}([.,]\d{1,2})?$/ : /^\d{1,4}$/,
        money ? 'errors.invalidAmount' : 'errors.onlyNumbers',
      )
      .transform((text) => Number(text.replace(',', '.')))
      .pipe(money ? moneyLimitValueSchema : sessionLimitValueSchema),
  });
}

/**
 * One limit as the casino holds it. `value` null: no limit in force (a pending first limit of an
 * increase cannot exist: a first limit applies at once). `anchorMs` starts the periods.
 */
export interface LimitSetting {
  value: number | null;
  anchorMs: number;
  pending: { value: number | null; effectiveAtMs: number } | null;
}

/** A stricter limit, or a first one: applies at once. Null (no limit) is the loosest. */
export function isLimitDecrease(current: number | null, next: number | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

/** The setting with a pending change whose time has come applied. */
export function settleLimit(setting: LimitSetting, nowMs: number): LimitSetting {
  const { pending } = setting;
  if (pending === null || pending.effectiveAtMs > nowMs) return setting;
  return { value: pending.value, anchorMs: setting.anchorMs, pending: null };
}

/**
 * What a requested change does: a decrease (or a first limit) applies at once and drops any
 * pending increase; an increase or a removal waits 24 hours as pending; asking for the limit in
 * force drops a pending change.
 */
export function changeLimit(
  current: LimitSetting | null,
  next: number | null,
  nowMs: number,
): LimitSetting | null {
  const settled = current === null ? null : settleLimit(current, nowMs);
  const value = settled?.value ?? null;
  if (value === null && next === null) return null;
  if (isLimitDecrease(value, next)) {
    return {
      value: next,
      // A period in progress keeps counting; a first limit starts its periods now.
      anchorMs: value === null ? nowMs : (settled?.anchorMs ?? nowMs),
      pending: null,
    };
  }
  if (next === value) return settled === null ? null : { ...settled, pending: null };
  return {
    value,
    anchorMs: settled?.anchorMs ?? nowMs,
    pending: {
      value: next,
      effectiveAtMs: addHours(nowMs, LIMIT_INCREASE_DELAY_HOURS).getTime(),
    },
  };
}

/** The setting without its pending change (the player cancelled it). */
export function cancelPendingLimit(setting: LimitSetting, nowMs: number): LimitSetting | null {
  const settled = settleLimit(setting, nowMs);
  if (settled.value === null) return null;
  return { ...settled, pending: null };
}

export interface LimitWindow {
  startMs: number;
  endMs: number;
}

/**
 * The period of a limit that `nowMs` falls in: periods follow each other from the anchor, each
 * 24 hours, 7 days (of 24 hours) or a calendar month long.
 */
export function limitWindow(
  period: Exclude<LimitPeriod, 'session'>,
  anchorMs: number,
  nowMs: number,
): LimitWindow {
  if (period === 'month') {
    const from = new Date(anchorMs);
    const to = new Date(nowMs);
    let months = Math.max(
      0,
      (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth(),
    );
    while (months > 0 && addUtcMonths(anchorMs, months) > nowMs) months -= 1;
    return { startMs: addUtcMonths(anchorMs, months), endMs: addUtcMonths(anchorMs, months + 1) };
  }
  const length = (period === 'day' ? 24 : 7 * 24) * HOUR_MS;
  const index = Math.max(0, Math.floor((nowMs - anchorMs) / length));
  return { startMs: anchorMs + index * length, endMs: anchorMs + (index + 1) * length };
}

/** Money moved at an instant: a deposit, or a real-money bet (positive) or win (negative). */
export interface MoneyEntry {
  atMs: number;
  amount: number;
}

/** The sum of the entries inside the window, in whole cents (a net loss below 0 counts as 0). */
export function usedCents(entries: readonly MoneyEntry[], window: LimitWindow): number {
  let cents = 0;
  for (const entry of entries) {
    if (entry.atMs >= window.startMs && entry.atMs < window.endMs) cents += toCents(entry.amount);
  }
  return Math.max(0, cents);
}

/** One limit's state now: what is used of it, until when, and what waits. */
export interface LimitState {
  kind: LimitKind;
  value: number | null;
  /** Money used in the period, or minutes of the session so far. */
  used: number;
  periodStartMs: number | null;
  /** When the period ends and the limit is whole again; null for the session limit. */
  resetsAtMs: number | null;
  pending: { value: number | null; effectiveAtMs: number } | null;
}

export interface LimitUsage {
  /** The player's deposits (gross: completed and under way). */
  deposits: readonly MoneyEntry[];
  /** Real-money bets as positive amounts, wins as negative ones. */
  play: readonly MoneyEntry[];
  /** When the player's session began (sign-in); null when unknown. */
  sessionStartMs: number | null;
}

/** Every limit's state, in LIMIT_KINDS order; a kind without a setting has value null. */
export function limitStates(
  settings: Partial<Record<LimitKind, LimitSetting | null>>,
  usage: LimitUsage,
  nowMs: number,
): LimitState[] {
  return LIMIT_KINDS.map((kind) => {
    const stored = settings[kind] ?? null;
    const setting = stored === null ? null : settleLimit(stored, nowMs);
    const period = LIMIT_PERIODS[kind];
    if (period === 'session') {
      const minutes =
        usage.sessionStartMs === null
          ? 0
          : Math.max(0, Math.floor((nowMs - usage.sessionStartMs) / MINUTE_MS));
      return {
        kind,
        value: setting?.value ?? null,
        used: minutes,
        periodStartMs: usage.sessionStartMs,
        resetsAtMs: null,
        pending: setting?.pending ?? null,
      };
    }
    const window = limitWindow(period, setting?.anchorMs ?? nowMs, nowMs);
    const entries = kind === 'loss' ? usage.play : usage.deposits;
    return {
      kind,
      value: setting?.value ?? null,
      used: setting === null ? 0 : fromCents(usedCents(entries, window)),
      periodStartMs: setting === null ? null : window.startMs,
      resetsAtMs: setting === null ? null : window.endMs,
      pending: setting?.pending ?? null,
    };
  });
}

/** The limit an action would pass: the one with the least room left, first in order on a tie. */
export interface LimitBreach {
  kind: LimitKind;
  value: number;
  used: number;
  resetsAtMs: number | null;
}

function breachOf(state: LimitState): LimitBreach | null {
  return state.value === null
    ? null
    : { kind: state.kind, value: state.value, used: state.used, resetsAtMs: state.resetsAtMs };
}

/**
 * Whether a deposit of `amount` fits every deposit limit (the lowest applies): the breached limit
 * with the least room, or null.
 */
export function depositLimitBreach(
  states: readonly LimitState[],
  amount: number,
): LimitBreach | null {
  let worst: { breach: LimitBreach; roomCents: number } | null = null;
  for (const state of states) {
    if (!(DEPOSIT_LIMIT_KINDS as readonly string[]).includes(state.kind)) continue;
    const breach = breachOf(state);
    if (breach === null) continue;
    const roomCents = toCents(breach.value) - toCents(breach.used);
    if (toCents(amount) <= roomCents) continue;
    if (worst === null || roomCents < worst.roomCents) worst = { breach, roomCents };
  }
  return worst?.breach ?? null;
}

/**
 * Whether real-money play may go on: the session-time limit passed, or the loss limit reached by
 * what is lost already, or by a stake that could be lost (`stake`, 0 for a launch).
 */
export function playLimitBreach(states: readonly LimitState[], stake = 0): LimitBreach | null {
  for (const state of states) {
    const breach = breachOf(state);
    if (breach === null) continue;
    if (state.kind === 'session' && state.used >= breach.value) return breach;
    if (state.kind === 'loss') {
      const lossCents = toCents(breach.used) + toCents(stake);
      const reached =
        stake === 0 ? lossCents >= toCents(breach.value) : lossCents > toCents(breach.value);
      if (reached) return breach;
    }
  }
  return null;
}

/** The catalogue key that names a refused action's limit and its reset. */
export const LIMIT_REACHED_MESSAGES = {
  depositDay: 'errors.limitDepositDay',
  depositWeek: 'errors.limitDepositWeek',
  depositMonth: 'errors.limitDepositMonth',
  loss: 'errors.limitLoss',
  session: 'errors.limitSession',
} as const satisfies Record<LimitKind, `errors.${string}`>;

/**
 * An instant as a refusal names it, the same in every language and on every server:
 * "27.11.2026 14:05 UTC" (the limits page shows times in the player's own zone).
 */
export function formatLimitInstant(instantMs: number): string {
  const date = new Date(instantMs);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${String(date.getUTCFullYear())} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}

/** The values of a refusal's message (LIMIT_REACHED_MESSAGES): the limit, what is used, the reset. */
export function limitMessageValues(
  breach: LimitBreach,
  currency: CurrencyCode,
): { limit: string; used: string; resetsAt: string } {
  const money = isMoneyLimit(breach.kind);
  return {
    limit: money ? formatMoney(breach.value, currency) : String(breach.value),
    used: money ? formatMoney(breach.used, currency) : String(breach.used),
    resetsAt: breach.resetsAtMs === null ? '' : formatLimitInstant(breach.resetsAtMs),
  };
}

/** When the six-monthly review comes due, from the last time the player looked at the limits. */
export function limitReviewDueAt(reviewedAtMs: number): number {
  return addUtcMonths(reviewedAtMs, LIMIT_REVIEW_MONTHS);
}

/**
 * The prompt to set a limit shows to a player with no limit in force or waiting, who never
 * deposited and has not declined it (RTS 12: before the first deposit; MGA: before the first
 * wager).
 */
export function shouldPromptForLimits(input: {
  limits: readonly Pick<LimitView, 'value' | 'pending'>[];
  hasDeposited: boolean;
  promptAnswered: boolean;
}): boolean {
  if (input.promptAnswered || input.hasDeposited) return false;
  return input.limits.every((limit) => limit.value === null && limit.pending === null);
}

/** Whether the review reminder shows now (its due time passed). */
export function isLimitReviewDue(reviewDueAt: string | null, nowMs: number): boolean {
  return reviewDueAt !== null && Date.parse(reviewDueAt) <= nowMs;
}

const instant = z.iso.datetime({ offset: true });

export const limitViewSchema = z.object({
  kind: limitKindSchema,
  value: z.number().nullable(),
  used: z.number().nonnegative(),
  periodStart: instant.nullable(),
  resetsAt: instant.nullable(),
  pending: z.object({ value: z.number().nullable(), effectiveAt: instant }).nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

/** A player's limits as the casino answers them (GET /limits). */
export const playerLimitsSchema = z.object({
  currency: currencyCodeSchema,
  limits: z.array(limitViewSchema),
  /** Whether the player ever made a deposit (completed). */
  hasDeposited: z.boolean(),
  /** The player set a limit or declined the prompt. */
  promptAnswered: z.boolean(),
  /** When the six-monthly review reminder is due; null before the prompt is answered. */
  reviewDueAt: instant.nullable(),
});
export type PlayerLimits = z.infer<typeof playerLimitsSchema>;

export function limitViewOf(state: LimitState): LimitView {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    kind: state.kind,
    value: state.value,
    used: state.used,
    periodStart: iso(state.periodStartMs),
    resetsAt: iso(state.resetsAtMs),
    pending:
      state.pending === null
        ? null
        : {
            value: state.pending.value,
            effectiveAt: new Date(state.pending.effectiveAtMs).toISOString(),
          },
  };
}

/** The views back as states (what the BFF decides with after reading the casino). */
export function limitStateOf(view: LimitView): LimitState {
  const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  return {
    kind: view.kind,
    value: view.value,
    used: view.used,
    periodStartMs: ms(view.periodStart),
    resetsAtMs: ms(view.resetsAt),
    pending:
      view.pending === null
        ? null
        : { value: view.pending.value, effectiveAtMs: Date.parse(view.pending.effectiveAt) },
  };
}
