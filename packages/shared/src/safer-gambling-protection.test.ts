import { describe, expect, it } from 'vitest';
import {
  coolingOffMs,
  isProtected,
  protectionMessage,
  protectionOfView,
  protectionRequestSchema,
  protectionStatus,
  protectionViewOf,
  requestReturn,
  returnOpensAccountAt,
  returnOpensAt,
  startProtection,
  withinWageringCap,
  type Protection,
} from './safer-gambling-protection.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-01-31T10:00:00Z');

describe('protection requests', () => {
  it('takes a time-out of 24 hours to 6 weeks, in whole days', () => {
    const ok = (days: number) => protectionRequestSchema.safeParse({ kind: 'timeOut', days });
    expect(ok(1).success).toBe(true);
    expect(ok(42).success).toBe(true);
    expect(ok(0).success).toBe(false);
    expect(ok(43).success).toBe(false);
    expect(ok(1.5).success).toBe(false);
  });

  it('takes a self-exclusion of 6 months or more, or indefinite', () => {
    const ok = (months: number | null) =>
      protectionRequestSchema.safeParse({ kind: 'selfExclusion', months });
    expect(ok(6).success).toBe(true);
    expect(ok(60).success).toBe(true);
    expect(ok(null).success).toBe(true);
    expect(ok(5).success).toBe(false);
    expect(ok(61).success).toBe(false);
  });
});

describe('a time-out', () => {
  const timeOut = startProtection({ kind: 'timeOut', days: 1 }, START);

  it('lasts exactly its days and ends by itself', () => {
    expect(timeOut.endsAtMs).toBe(START + DAY);
    expect(protectionStatus(timeOut, START + DAY - 1)).toEqual({
      state: 'active',
      kind: 'timeOut',
      until: START + DAY,
    });
    expect(isProtected(timeOut, START + DAY)).toBe(false);
    expect(startProtection({ kind: 'timeOut', days: 42 }, START).endsAtMs).toBe(START + 42 * DAY);
  });

  it('cannot be cut short', () => {
    expect(requestReturn(timeOut, START + HOUR)).toBe('too_early');
    expect(requestReturn(timeOut, START + DAY)).toBe('not_excluded');
  });
});

describe('a definite self-exclusion', () => {
  // 31 January + 6 months: 31 July (calendar months in UTC).
  const exclusion = startProtection({ kind: 'selfExclusion', months: 6 }, START);
  const end = Date.parse('2026-07-31T10:00:00Z');

  it('runs its calendar months, then stays until the player asks to return', () => {
    expect(exclusion.endsAtMs).toBe(end);
    expect(protectionStatus(exclusion, end - 1).state).toBe('active');
    expect(protectionStatus(exclusion, end)).toEqual({
      state: 'returnOpen',
      kind: 'selfExclusion',
    });
    expect(isProtected(exclusion, end + 365 * DAY)).toBe(true);
  });

  it('refuses a return before its end, and opens the account 24 hours after one', () => {
    expect(requestReturn(exclusion, end - 1)).toBe('too_early');
    const asked = requestReturn(exclusion, end + HOUR) as Protection;
    expect(asked.returnRequestedAtMs).toBe(end + HOUR);
    expect(coolingOffMs(asked)).toBe(DAY);
    expect(returnOpensAccountAt(asked)).toBe(end + HOUR + DAY);
    expect(protectionStatus(asked, end + HOUR + DAY - 1)).toEqual({
      state: 'coolingOff',
      kind: 'selfExclusion',
      until: end + HOUR + DAY,
    });
    expect(isProtected(asked, end + HOUR + DAY)).toBe(false);
    expect(requestReturn(asked, end + 2 * HOUR)).toBe('already_asked');
  });
});

describe('an indefinite self-exclusion', () => {
  const exclusion = startProtection({ kind: 'selfExclusion', months: null }, START);
  const sixMonths = Date.parse('2026-07-31T10:00:00Z');

  it('has no end; a return may be asked after 6 months, with a 7-day cooling-off', () => {
    expect(exclusion.endsAtMs).toBeNull();
    expect(returnOpensAt(exclusion)).toBe(sixMonths);
    expect(protectionStatus(exclusion, sixMonths - 1)).toEqual({
      state: 'active',
      kind: 'selfExclusion',
      until: null,
    });
    expect(requestReturn(exclusion, sixMonths - 1)).toBe('too_early');
    const asked = requestReturn(exclusion, sixMonths) as Protection;
    expect(coolingOffMs(asked)).toBe(7 * DAY);
    expect(isProtected(asked, sixMonths + 7 * DAY - 1)).toBe(true);
    expect(isProtected(asked, sixMonths + 7 * DAY)).toBe(false);
  });
});

describe('refusal messages', () => {
  it('names the end in UTC, or none for an indefinite exclusion', () => {
    const timeOut = startProtection({ kind: 'timeOut', days: 3 }, START);
    expect(protectionMessage(protectionStatus(timeOut, START))).toEqual({
      key: 'errors.timeOutActive',
      until: '03.02.2026 10:00 UTC',
    });
    const definite = startProtection({ kind: 'selfExclusion', months: 12 }, START);
    expect(protectionMessage(protectionStatus(definite, START))).toEqual({
      key: 'errors.selfExcluded',
      until: '31.01.2027 10:00 UTC',
    });
    const indefinite = startProtection({ kind: 'selfExclusion', months: null }, START);
    expect(protectionMessage(protectionStatus(indefinite, START))).toEqual({
      key: 'errors.selfExcludedIndefinite',
      until: '',
    });
    expect(protectionMessage(protectionStatus(null, START))).toBeNull();
  });

  it('round-trips a protection through its view', () => {
    const asked = requestReturn(
      startProtection({ kind: 'selfExclusion', months: 6 }, START),
      START + 200 * DAY,
    ) as Protection;
    expect(protectionOfView(protectionViewOf(asked))).toEqual(asked);
  });
});

describe('the UK wagering cap', () => {
  it('shows a UK player offers up to 10 times wagering only', () => {
    expect(withinWageringCap(10, 'GBR')).toBe(true);
    expect(withinWageringCap(10.01, 'GBR')).toBe(false);
    expect(withinWageringCap(35, 'GBR')).toBe(false);
    expect(withinWageringCap(0, 'GBR')).toBe(true);
    expect(withinWageringCap(35, 'IRL')).toBe(true);
    expect(withinWageringCap(35, null)).toBe(true);
  });
});
