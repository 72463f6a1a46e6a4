import {
  SELF_EXCLUSION_MONTH_CHOICES,
  TIME_OUT_DAY_CHOICES,
  type ProtectionKind,
  type ProtectionRequest,
} from '@casino/shared';

/** What the break page is handed after a confirmed time-out or self-exclusion. */
export interface ProtectionStarted {
  kind: ProtectionKind;
  /** ISO instant; null: an indefinite self-exclusion. */
  endsAt: string | null;
}

export type TimeOutDays = (typeof TIME_OUT_DAY_CHOICES)[number];
export type ExclusionMonths = (typeof SELF_EXCLUSION_MONTH_CHOICES)[number];

/** The string key naming each offered length ("3 days", "1 year", "no end date"). */
export const TIME_OUT_LABELS = {
  1: 'protection.choices.day1',
  3: 'protection.choices.day3',
  7: 'protection.choices.day7',
  14: 'protection.choices.day14',
  28: 'protection.choices.day28',
  42: 'protection.choices.day42',
} as const satisfies Record<TimeOutDays, string>;

export const EXCLUSION_LABELS = {
  6: 'protection.choices.month6',
  12: 'protection.choices.month12',
  24: 'protection.choices.month24',
  60: 'protection.choices.month60',
  indefinite: 'protection.choices.indefinite',
} as const;

/** The string key of a request's length; lengths outside the offered choices are not asked. */
export function protectionLengthKey(request: ProtectionRequest): string {
  if (request.kind === 'timeOut') {
    const days = TIME_OUT_DAY_CHOICES.find((choice) => choice === request.days) ?? 1;
    return TIME_OUT_LABELS[days];
  }
  if (request.months === null) return EXCLUSION_LABELS.indefinite;
  const months = SELF_EXCLUSION_MONTH_CHOICES.find((choice) => choice === request.months) ?? 6;
  return EXCLUSION_LABELS[months];
}
