import { describe, expect, it } from 'vitest';
import {
  LIMIT_KINDS,
  cancelPendingLimit,
  changeLimit,
  depositLimitBreach,
  isLimitReviewDue,
  limitChangeSchema,
  limitFormSchema,
  limitMessageValues,
  limitReviewDueAt,
  limitStates,
  limitViewOf,
  limitStateOf,
  limitWindow,
  playLimitBreach,
  settleLimit,
  shouldPromptForLimits,
  usedCents,
  type LimitSetting,
} from './safer-gambling.js';

const T0 = Date.parse('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('changeLimit', () => {
  it('applies a first limit at once, its periods starting now', () => {
    expect(changeLimit(null, 100, T0)).toEqual({ value: 100, anchorMs: T0, pending: null });
  });

  it('applies a decrease at once and keeps the period in progress', () => {
    const current: LimitSetting = { value: 100, anchorMs: T0, pending: null };
    expect(changeLimit(current, 50, T0 + HOUR)).toEqual({ value: 50, anchorMs: T0, pending: null });
  });

  it('holds an increase for 24 hours as pending, the limit in force unchanged', () => {
    const current: LimitSetting = { value: 100, anchorMs: T0, pending: null };
    const changed = changeLimit(current, 150, T0 + HOUR) ?? current;
    expect(changed).toEqual({
      value: 100,
      anchorMs: T0,
      pending: { value: 150, effectiveAtMs: T0 + 25 * HOUR },
    });
    // One millisecond before the 24 hours: still pending; at the moment: in force.
    expect(settleLimit(changed, T0 + 25 * HOUR - 1).value).toBe(100);
    expect(settleLimit(changed, T0 + 25 * HOUR)).toEqual({
      value: 150,
      anchorMs: T0,
      pending: null,
    });
  });

  it('treats a removal as an increase: pending, then no limit', () => {
    const current: LimitSetting = { value: 100, anchorMs: T0, pending: null };
    const changed = changeLimit(current, null, T0) ?? current;
    expect(changed.pending).toEqual({ value: null, effectiveAtMs: T0 + 24 * HOUR });
    expect(settleLimit(changed, T0 + 24 * HOUR).value).toBeNull();
  });

  it('drops a pending increase when a decrease or the current value is asked for', () => {
    const pending: LimitSetting = {
      value: 100,
      anchorMs: T0,
      pending: { value: 200, effectiveAtMs: T0 + 24 * HOUR },
    };
    expect(changeLimit(pending, 80, T0 + HOUR)).toEqual({ value: 80, anchorMs: T0, pending: null });
    expect(changeLimit(pending, 100, T0 + HOUR)).toEqual({
      value: 100,
      anchorMs: T0,
      pending: null,
    });
  });

  it('an equal value is neither a decrease nor an increase; nothing with nothing is nothing', () => {
    expect(changeLimit(null, null, T0)).toBeNull();
    const current: LimitSetting = { value: 100, anchorMs: T0, pending: null };
    expect(changeLimit(current, 100, T0)).toEqual(current);
  });

  it('a new increase restarts the 24 hours', () => {
    const pending: LimitSetting = {
      value: 100,
      anchorMs: T0,
      pending: { value: 200, effectiveAtMs: T0 + 24 * HOUR },
    };
    expect(changeLimit(pending, 300, T0 + 2 * HOUR)?.pending).toEqual({
      value: 300,
      effectiveAtMs: T0 + 26 * HOUR,
    });
  });
});

describe('cancelPendingLimit', () => {
  it('keeps the limit in force and forgets what waited', () => {
    const pending: LimitSetting = {
      value: 100,
      anchorMs: T0,
      pending: { value: 200, effectiveAtMs: T0 + 24 * HOUR },
    };
    expect(cancelPendingLimit(pending, T0 + HOUR)).toEqual({
      value: 100,
      anchorMs: T0,
      pending: null,
    });
    // Too late: the increase is in force already.
    expect(cancelPendingLimit(pending, T0 + 24 * HOUR)).toEqual({
      value: 200,
      anchorMs: T0,
      pending: null,
    });
  });
});

describe('limitWindow', () => {
  it('follows 24-hour periods from the anchor', () => {
    expect(limitWindow('day', T0, T0)).toEqual({ startMs: T0, endMs: T0 + 24 * HOUR });
    expect(limitWindow('day', T0, T0 + 24 * HOUR - 1).endMs).toBe(T0 + 24 * HOUR);
    expect(limitWindow('day', T0, T0 + 24 * HOUR)).toEqual({
      startMs: T0 + 24 * HOUR,
      endMs: T0 + 48 * HOUR,
    });
  });

  it('follows 7-day periods', () => {
    expect(limitWindow('week', T0, T0 + 8 * 24 * HOUR)).toEqual({
      startMs: T0 + 7 * 24 * HOUR,
      endMs: T0 + 14 * 24 * HOUR,
    });
  });

  it('follows calendar months, clamped at a short month', () => {
    const jan31 = Date.parse('2026-01-31T10:00:00Z');
    const window = limitWindow('month', jan31, Date.parse('2026-02-15T00:00:00Z'));
    expect(window.startMs).toBe(jan31);
    expect(new Date(window.endMs).getUTCMonth()).toBe(1);
    expect(new Date(window.endMs).getUTCDate()).toBe(28);
  });
});

describe('usage and breaches', () => {
  const deposits = [
    { atMs: T0 - HOUR, amount: 500 }, // before the limit: another period
    { atMs: T0 + HOUR, amount: 30.1 },
    { atMs: T0 + 2 * HOUR, amount: 40.2 },
  ];
  const settings = {
    depositDay: { value: 100, anchorMs: T0, pending: null },
    depositWeek: { value: 80, anchorMs: T0, pending: null },
  };
  const states = limitStates(settings, { deposits, play: [], sessionStartMs: null }, T0 + 3 * HOUR);

  it('sums gross deposits of the period in cents', () => {
    expect(usedCents(deposits, { startMs: T0, endMs: T0 + 24 * HOUR })).toBe(7030);
    const day = states.find((state) => state.kind === 'depositDay');
    expect(day).toMatchObject({ value: 100, used: 70.3, resetsAtMs: T0 + 24 * HOUR });
    expect(states.map((state) => state.kind)).toEqual([...LIMIT_KINDS]);
  });

  it('refuses a deposit past the lowest limit, to the cent', () => {
    expect(depositLimitBreach(states, 9.7)).toBeNull();
    expect(depositLimitBreach(states, 9.71)).toMatchObject({ kind: 'depositWeek', value: 80 });
    expect(depositLimitBreach(states, 50)?.kind).toBe('depositWeek');
  });

  it('stops play at the loss limit, and a stake that could pass it', () => {
    const play = [
      { atMs: T0 + HOUR, amount: 10 },
      { atMs: T0 + HOUR, amount: -4 },
      { atMs: T0 + 2 * HOUR, amount: 14 },
    ];
    const lossStates = limitStates(
      { loss: { value: 25, anchorMs: T0, pending: null } },
      { deposits: [], play, sessionStartMs: null },
      T0 + 3 * HOUR,
    );
    expect(lossStates.find((state) => state.kind === 'loss')?.used).toBe(20);
    expect(playLimitBreach(lossStates)).toBeNull();
    expect(playLimitBreach(lossStates, 5)).toBeNull();
    expect(playLimitBreach(lossStates, 5.01)?.kind).toBe('loss');
    const reached = limitStates(
      { loss: { value: 20, anchorMs: T0, pending: null } },
      { deposits: [], play, sessionStartMs: null },
      T0 + 3 * HOUR,
    );
    expect(playLimitBreach(reached)).toMatchObject({ kind: 'loss', resetsAtMs: T0 + 24 * HOUR });
  });

  it('stops play when the session has lasted its limit', () => {
    const session = { session: { value: 60, anchorMs: T0, pending: null } };
    const usage = { deposits: [], play: [], sessionStartMs: T0 };
    expect(playLimitBreach(limitStates(session, usage, T0 + 59 * MINUTE))).toBeNull();
    expect(playLimitBreach(limitStates(session, usage, T0 + 60 * MINUTE))).toMatchObject({
      kind: 'session',
      value: 60,
      resetsAtMs: null,
    });
  });

  it('round-trips a state through its view', () => {
    for (const state of states) expect(limitStateOf(limitViewOf(state))).toEqual(state);
  });
});

describe('limitFormSchema', () => {
  it('reads money with a comma or a point and whole minutes', () => {
    expect(limitFormSchema('depositDay').parse({ value: ' 12,5 ' })).toEqual({ value: 12.5 });
    expect(limitFormSchema('loss').parse({ value: '100.25' })).toEqual({ value: 100.25 });
    expect(limitFormSchema('depositDay').safeParse({ value: '1.000,00' }).success).toBe(false);
    expect(limitFormSchema('depositDay').safeParse({ value: '0' }).success).toBe(false);
    expect(limitFormSchema('session').parse({ value: '90' })).toEqual({ value: 90 });
    expect(limitFormSchema('session').safeParse({ value: '90.5' }).success).toBe(false);
    expect(limitFormSchema('session').safeParse({ value: '' }).success).toBe(false);
  });
});

describe('limitChangeSchema', () => {
  it('takes money with two decimals at most and whole minutes in range', () => {
    expect(limitChangeSchema.safeParse({ kind: 'depositDay', value: 10.55 }).success).toBe(true);
    expect(limitChangeSchema.safeParse({ kind: 'depositDay', value: 10.555 }).success).toBe(false);
    expect(limitChangeSchema.safeParse({ kind: 'loss', value: 0 }).success).toBe(false);
    expect(limitChangeSchema.safeParse({ kind: 'loss', value: null }).success).toBe(true);
    expect(limitChangeSchema.safeParse({ kind: 'session', value: 4 }).success).toBe(false);
    expect(limitChangeSchema.safeParse({ kind: 'session', value: 30.5 }).success).toBe(false);
    expect(limitChangeSchema.safeParse({ kind: 'session', value: 1440 }).success).toBe(true);
    expect(limitChangeSchema.safeParse({ kind: 'other', value: 1 }).success).toBe(false);
  });
});

describe('prompt and review', () => {
  const none = LIMIT_KINDS.map(() => ({ value: null, pending: null }));

  it('prompts a player with no limit who never deposited nor declined', () => {
    expect(
      shouldPromptForLimits({ limits: none, hasDeposited: false, promptAnswered: false }),
    ).toBe(true);
    expect(shouldPromptForLimits({ limits: none, hasDeposited: true, promptAnswered: false })).toBe(
      false,
    );
    expect(shouldPromptForLimits({ limits: none, hasDeposited: false, promptAnswered: true })).toBe(
      false,
    );
    const one = [{ value: 10, pending: null }, ...none.slice(1)];
    expect(shouldPromptForLimits({ limits: one, hasDeposited: false, promptAnswered: false })).toBe(
      false,
    );
  });

  it('comes due six calendar months after the last review', () => {
    const due = limitReviewDueAt(T0);
    expect(new Date(due).toISOString()).toBe('2026-09-10T12:00:00.000Z');
    expect(isLimitReviewDue(new Date(due).toISOString(), due - 1)).toBe(false);
    expect(isLimitReviewDue(new Date(due).toISOString(), due)).toBe(true);
    expect(isLimitReviewDue(null, due)).toBe(false);
  });
});

describe('monthly periods over several months', () => {
  it('finds the period a later instant falls in, from a month-end anchor', () => {
    const jan31 = Date.parse('2026-01-31T10:00:00Z');
    const window = limitWindow('month', jan31, Date.parse('2026-04-30T09:59:59Z'));
    expect(new Date(window.startMs).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(new Date(window.endMs).toISOString()).toBe('2026-04-30T10:00:00.000Z');
  });
});

describe("a refusal's values", () => {
  it('names the limit in the currency and the reset in UTC', () => {
    expect(
      limitMessageValues(
        {
          kind: 'depositDay',
          value: 1000,
          used: 250.5,
          resetsAtMs: Date.parse('2026-11-27T14:05:00Z'),
        },
        'EUR',
      ),
    ).toEqual({
      limit: '1.000,00\u00A0€',
      used: '250,50\u00A0€',
      resetsAt: '27.11.2026 14:05 UTC',
    });
    expect(
      limitMessageValues({ kind: 'session', value: 60, used: 61, resetsAtMs: null }, 'GBP'),
    ).toEqual({ limit: '60', used: '61', resetsAt: '' });
  });
});
