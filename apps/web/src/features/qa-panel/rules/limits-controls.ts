import {
  LIMIT_KINDS,
  LIMIT_REVIEW_MONTHS,
  addUtcMonths,
  type LimitKind,
  type PlayerLimits,
} from '@casino/shared';
import type { LimitsPatch } from '@casino/mock-world/qa';

// The safer-gambling limits' form: each limit as typed (empty: none), whether the prompt to set
// one is answered, and when the player last reviewed them, as a patch of what changed (limits
// QA sets are in force at once; the mock world checks their range).

/** When the last review was: left as it is, now, long enough ago that the reminder is due, never. */
export const REVIEW_PICKS = ['keep', 'now', 'due', 'never'] as const;
export type ReviewPick = (typeof REVIEW_PICKS)[number];

export interface LimitsForm {
  limits: Record<LimitKind, string>;
  promptAnswered: boolean;
  review: ReviewPick;
}

export type LimitsField = LimitKind | 'promptAnswered' | 'review';

function valueOf(limits: PlayerLimits, kind: LimitKind): number | null {
  return limits.limits.find((limit) => limit.kind === kind)?.value ?? null;
}

export function limitsForm(limits: PlayerLimits): LimitsForm {
  return {
    limits: Object.fromEntries(
      LIMIT_KINDS.map((kind) => {
        const value = valueOf(limits, kind);
        return [kind, value === null ? '' : String(value)];
      }),
    ) as Record<LimitKind, string>,
    promptAnswered: limits.promptAnswered,
    review: 'keep',
  };
}

/** The last review that makes the reminder due now: the review period and a minute ago. */
export function dueReviewInstant(nowMs: number): string {
  return new Date(addUtcMonths(nowMs, -LIMIT_REVIEW_MONTHS) - 60_000).toISOString();
}

/**
 * The patch of what QA changed, or the first field that does not read: a limit is a number over
 * 0 (money in the account's currency, the session limit in minutes) or empty for none.
 */
export function limitsPatch(
  before: PlayerLimits,
  form: LimitsForm,
  nowMs: number,
): { patch: LimitsPatch; changed: LimitsField[] } | { invalid: LimitsField } {
  const patch: LimitsPatch = {};
  const changed: LimitsField[] = [];
  const limits: NonNullable<LimitsPatch['limits']> = {};
  for (const kind of LIMIT_KINDS) {
    const text = form.limits[kind].trim().replace(',', '.');
    const was = valueOf(before, kind);
    if (text === (was === null ? '' : String(was))) continue;
    if (text === '') {
      limits[kind] = null;
    } else {
      const value = Number(text);
      if (!/^\d+(?:\.\d+)?$/.test(text) || value <= 0) return { invalid: kind };
      if (value === was) continue;
      limits[kind] = value;
    }
    changed.push(kind);
  }
  if (changed.length > 0) patch.limits = limits;
  if (form.promptAnswered !== before.promptAnswered) {
    patch.promptAnswered = form.promptAnswered;
    changed.push('promptAnswered');
  }
  if (form.review !== 'keep') {
    patch.reviewedAt =
      form.review === 'never'
        ? null
        : form.review === 'now'
          ? new Date(nowMs).toISOString()
          : dueReviewInstant(nowMs);
    changed.push('review');
  }
  return { patch, changed };
}

/** The most hours the world ages limits by: a leap year. */
export const LIMITS_AGE_MAX_HOURS = 24 * 366;

/** Hours to age something by: a number over 0, at most `maxHours` (the world's bound). */
export function parseAgeHours(text: string, maxHours = LIMITS_AGE_MAX_HOURS): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return null;
  const hours = Number(trimmed);
  return hours > 0 && hours <= maxHours ? hours : null;
}
