import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';
import { addUtcMonths, formatLimitInstant } from './safer-gambling.js';

// Safer gambling, part two: time-out and self-exclusion
// (docs/decisions/040-safer-gambling-protection.md). The casino holds a player's protection and
// refuses a login while it lasts; the BFF ends every session of the player at once. These pure
// rules are what both decide with.
//
// - A time-out lasts 24 hours to 6 weeks (whole days) and ends by itself (UKGC RTS 13 / LCCP SR
//   3.5.2: not reversible before its end).
// - A self-exclusion lasts 6 months or more, or has no end (indefinite). It never ends by itself:
//   once its minimum period is over (for an indefinite one, after 6 months) the player asks to
//   return, and the account opens again after a cooling-off: 24 hours after a definite period,
//   7 days after an indefinite one (MGA player-protection directive; UKGC SR 3.5.3's one day).

export const PROTECTION_KINDS = ['timeOut', 'selfExclusion'] as const;
export const protectionKindSchema = z.enum(PROTECTION_KINDS);
export type ProtectionKind = z.infer<typeof protectionKindSchema>;

export const TIME_OUT_MIN_DAYS = 1;
/** Six weeks. */
export const TIME_OUT_MAX_DAYS = 42;
/** The choices the page offers (any whole day in the range is accepted). */
export const TIME_OUT_DAY_CHOICES = [1, 3, 7, 14, 28, 42] as const;

export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 60;
/** The choices the page offers; null is indefinite. */
export const SELF_EXCLUSION_MONTH_CHOICES = [6, 12, 24, 60, null] as const;

/** A definite self-exclusion's cooling-off after the return is asked for. */
export const DEFINITE_COOLING_OFF_HOURS = 24;
/** An indefinite self-exclusion's cooling-off after the return is asked for. */
export const INDEFINITE_COOLING_OFF_DAYS = 7;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What the player asks for: a time-out of some days, or a self-exclusion (months, or none). */
export const protectionRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('timeOut'),
    days: z
      .number()
      .int('errors.invalidInput')
      .min(TIME_OUT_MIN_DAYS, 'errors.invalidInput')
      .max(TIME_OUT_MAX_DAYS, 'errors.invalidInput'),
  }),
  z.object({
    kind: z.literal('selfExclusion'),
    /** Null: indefinite. */
    months: z
      .number()
      .int('errors.invalidInput')
      .min(SELF_EXCLUSION_MIN_MONTHS, 'errors.invalidInput')
      .max(SELF_EXCLUSION_MAX_MONTHS, 'errors.invalidInput')
      .nullable(),
  }),
]);
export type ProtectionRequest = z.infer<typeof protectionRequestSchema>;

/** A protection as the casino keeps it. */
export interface Protection {
  kind: ProtectionKind;
  startedAtMs: number;
  /** When the time-out ends, or the self-exclusion's minimum period; null: indefinite. */
  endsAtMs: number | null;
  /** When the player asked to return (self-exclusion only); null: not asked. */
  returnRequestedAtMs: number | null;
}

/** A new protection from `nowMs`. */
export function startProtection(request: ProtectionRequest, nowMs: number): Protection {
  return {
    kind: request.kind,
    startedAtMs: nowMs,
    endsAtMs:
      request.kind === 'timeOut'
        ? nowMs + request.days * DAY_MS
        : request.months === null
          ? null
          : addUtcMonths(nowMs, request.months),
    returnRequestedAtMs: null,
  };
}

/** When a return may be asked for: the end of the definite period, or 6 months in. */
export function returnOpensAt(protection: Protection): number {
  return protection.endsAtMs ?? addUtcMonths(protection.startedAtMs, SELF_EXCLUSION_MIN_MONTHS);
}

/** The cooling-off after a return is asked for. */
export function coolingOffMs(protection: Protection): number {
  return protection.endsAtMs === null
    ? INDEFINITE_COOLING_OFF_DAYS * DAY_MS
    : DEFINITE_COOLING_OFF_HOURS * HOUR_MS;
}

/**
 * Where a protection stands at `nowMs`:
 * - `none`: over (a time-out past its end, a return past its cooling-off); the player plays.
 * - `active`: the time-out or the self-exclusion's period runs; `until` is its end (null:
 *   indefinite).
 * - `returnOpen`: a self-exclusion whose period is over: still in force until the player asks to
 *   return.
 * - `coolingOff`: the return was asked for; `until` is when the account opens.
 */
export type ProtectionStatus =
  | { state: 'none' }
  | { state: 'active'; kind: ProtectionKind; until: number | null }
  | { state: 'returnOpen'; kind: 'selfExclusion' }
  | { state: 'coolingOff'; kind: 'selfExclusion'; until: number };

export function protectionStatus(protection: Protection | null, nowMs: number): ProtectionStatus {
  if (protection === null) return { state: 'none' };
  if (protection.kind === 'timeOut') {
    const until = protection.endsAtMs ?? Number.POSITIVE_INFINITY;
    return nowMs < until ? { state: 'active', kind: 'timeOut', until } : { state: 'none' };
  }
  if (protection.returnRequestedAtMs !== null) {
    const until = protection.returnRequestedAtMs + coolingOffMs(protection);
    return nowMs < until
      ? { state: 'coolingOff', kind: 'selfExclusion', until }
      : { state: 'none' };
  }
  if (nowMs < returnOpensAt(protection)) {
    return { state: 'active', kind: 'selfExclusion', until: protection.endsAtMs };
  }
  return { state: 'returnOpen', kind: 'selfExclusion' };
}

/** Whether the protection keeps the player out (no login, no marketing) at `nowMs`. */
export function isProtected(protection: Protection | null, nowMs: number): boolean {
  return protectionStatus(protection, nowMs).state !== 'none';
}

/**
 * The player asks to return: allowed only once a self-exclusion's period is over. Answers the
 * protection with the request noted, or a reason it is refused.
 */
export function requestReturn(
  protection: Protection | null,
  nowMs: number,
): Protection | 'not_excluded' | 'too_early' | 'already_asked' {
  const status = protectionStatus(protection, nowMs);
  if (protection === null || status.state === 'none' || protection.kind !== 'selfExclusion') {
    return status.state === 'active' ? 'too_early' : 'not_excluded';
  }
  if (status.state === 'active') return 'too_early';
  if (status.state === 'coolingOff') return 'already_asked';
  return { ...protection, returnRequestedAtMs: nowMs };
}

/** The catalogue key of a refused login, by where the protection stands. */
export const PROTECTION_MESSAGES = {
  timeOut: 'errors.timeOutActive',
  selfExclusion: 'errors.selfExcluded',
  selfExclusionIndefinite: 'errors.selfExcludedIndefinite',
  returnOpen: 'errors.selfExclusionEnded',
  coolingOff: 'errors.selfExclusionCoolingOff',
} as const satisfies Record<string, `errors.${string}`>;

/** The refusal's message key and its `until` value (formatLimitInstant's format, or ''). */
export function protectionMessage(status: ProtectionStatus): {
  key: (typeof PROTECTION_MESSAGES)[keyof typeof PROTECTION_MESSAGES];
  until: string;
} | null {
  switch (status.state) {
    case 'none':
      return null;
    case 'returnOpen':
      return { key: PROTECTION_MESSAGES.returnOpen, until: '' };
    case 'coolingOff':
      return { key: PROTECTION_MESSAGES.coolingOff, until: formatLimitInstant(status.until) };
    case 'active':
      if (status.kind === 'timeOut' || status.until !== null) {
        return {
          key: PROTECTION_MESSAGES[status.kind],
          until: status.until === null ? '' : formatLimitInstant(status.until),
        };
      }
      return { key: PROTECTION_MESSAGES.selfExclusionIndefinite, until: '' };
  }
}

const instant = z.iso.datetime({ offset: true });

/** A protection as the casino answers it (GET/POST /protection). */
export const protectionViewSchema = z.object({
  kind: protectionKindSchema,
  startedAt: instant,
  endsAt: instant.nullable(),
  returnRequestedAt: instant.nullable(),
});
export type ProtectionView = z.infer<typeof protectionViewSchema>;

export function protectionViewOf(protection: Protection): ProtectionView {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    kind: protection.kind,
    startedAt: new Date(protection.startedAtMs).toISOString(),
    endsAt: iso(protection.endsAtMs),
    returnRequestedAt: iso(protection.returnRequestedAtMs),
  };
}

/** A view back as the rule's protection (what the BFF decides with after asking the casino). */
export function protectionOfView(view: ProtectionView): Protection {
  const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  return {
    kind: view.kind,
    startedAtMs: Date.parse(view.startedAt),
    endsAtMs: ms(view.endsAt),
    returnRequestedAtMs: ms(view.returnRequestedAt),
  };
}

/** When a requested return lets the player in again; null before it is requested. */
export function returnOpensAccountAt(protection: Protection): number | null {
  return protection.returnRequestedAtMs === null
    ? null
    : protection.returnRequestedAtMs + coolingOffMs(protection);
}

// UK bonus wagering cap (UKGC, from 19 January 2026): no offer above 10 times wagering.

/** The most wagering a bonus offered to a UK player may ask for. */
export const UK_MAX_WAGERING_MULTIPLIER = 10;

/**
 * Whether an offer may be shown to a player of `country` (alpha-3): outside the UK always; in
 * the UK only up to 10 times wagering (an offer with no wagering, or an unknown one, is shown).
 */
export function withinWageringCap(wagerMultiplier: number | null, country: string | null): boolean {
  if (country !== 'GBR' || wagerMultiplier === null) return true;
  return wagerMultiplier <= UK_MAX_WAGERING_MULTIPLIER;
}

// Reality checks (UKGC RTS 13): at the player's interval the game pauses under a dialog with the
// time played and the net position since login.

/** The intervals a player may pick, in minutes. */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];
export const realityCheckIntervalSchema = z
  .number()
  .refine(
    (value): value is RealityCheckInterval =>
      (REALITY_CHECK_INTERVALS as readonly number[]).includes(value),
    'errors.invalidInput',
  );

/** A session's reality checks: the interval, and when the last one was answered (or set). */
export interface RealityCheckSettings {
  intervalMinutes: number;
  acknowledgedAt: number;
}

/** When the next check is due: one interval after the last answer; null without checks. */
export function realityCheckDueAt(
  settings: RealityCheckSettings | null | undefined,
): number | null {
  if (settings === null || settings === undefined) return null;
  return settings.acknowledgedAt + settings.intervalMinutes * 60_000;
}

/** Whether a check is due at `nowMs` (the interval's end itself counts). */
export function isRealityCheckDue(
  settings: RealityCheckSettings | null | undefined,
  nowMs: number,
): boolean {
  const dueAt = realityCheckDueAt(settings);
  return dueAt !== null && nowMs >= dueAt;
}

/** Wins less real-money stakes, to the cent (negative: the player is down). */
export function netPosition(wagered: number, won: number): number {
  return (Math.round(won * 100) - Math.round(wagered * 100)) / 100;
}

/** What the casino sums of a player's real-money play since an instant (GET /play-summary). */
export const playSummarySchema = z.object({
  currency: currencyCodeSchema,
  /** Real-money stakes. */
  wagered: z.number().nonnegative(),
  /** Real-money wins. */
  won: z.number().nonnegative(),
});
export type PlaySummary = z.infer<typeof playSummarySchema>;

/** The session's clock and figures, as the BFF answers them (realityCheck.status). */
export const realityCheckStatusSchema = z.object({
  /** When the BFF session began (the login). */
  sessionStartedAt: instant,
  /** The product's now, so that a client with a wrong clock counts from the server's. */
  now: instant,
  intervalMinutes: z.number().int().positive().nullable(),
  dueAt: instant.nullable(),
  due: z.boolean(),
  currency: currencyCodeSchema,
  wagered: z.number(),
  won: z.number(),
  /** won − wagered. */
  net: z.number(),
});
export type RealityCheckStatus = z.infer<typeof realityCheckStatusSchema>;

// Net deposits (UKGC: at least 3 months of self-served history): deposits less withdrawals,
// completed ones only, over 30 days, 3 months and all time.

/** A completed deposit (positive) or withdrawal (negative) at an instant. */
export interface PaymentEntry {
  atMs: number;
  amount: number;
}

/** The spans the balance page shows. */
export const NET_DEPOSIT_SPANS = ['last30Days', 'last3Months', 'allTime'] as const;
export type NetDepositSpan = (typeof NET_DEPOSIT_SPANS)[number];

/** When each span starts, counted back from `nowMs` (3 calendar months in UTC). */
export function netDepositSpanStart(span: NetDepositSpan, nowMs: number): number {
  switch (span) {
    case 'last30Days':
      return nowMs - 30 * DAY_MS;
    case 'last3Months':
      return addUtcMonths(nowMs, -3);
    case 'allTime':
      return Number.NEGATIVE_INFINITY;
  }
}

/** Deposits less withdrawals per span, to the cent; an entry at a span's start counts in it. */
export function netDeposits(
  entries: readonly PaymentEntry[],
  nowMs: number,
): Record<NetDepositSpan, number> {
  const sum = (span: NetDepositSpan) => {
    const start = netDepositSpanStart(span, nowMs);
    const cents = entries
      .filter((entry) => entry.atMs >= start && entry.atMs <= nowMs)
      .reduce((total, entry) => total + Math.round(entry.amount * 100), 0);
    return cents / 100;
  };
  return {
    last30Days: sum('last30Days'),
    last3Months: sum('last3Months'),
    allTime: sum('allTime'),
  };
}

export const netDepositsSchema = z.object({
  currency: currencyCodeSchema,
  last30Days: z.number(),
  last3Months: z.number(),
  allTime: z.number(),
});
export type NetDeposits = z.infer<typeof netDepositsSchema>;
