import { LIMIT_KINDS, type PlayerLimits } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { dueReviewInstant, limitsForm, limitsPatch, parseAgeHours } from './limits-controls.js';

const NOW = Date.parse('2026-03-31T12:00:00.000Z');

const LIMITS: PlayerLimits = {
  currency: 'RON',
  limits: LIMIT_KINDS.map((kind) => ({
    kind,
    value: kind === 'loss' ? 50.5 : kind === 'session' ? 60 : null,
    used: 0,
    periodStart: null,
    resetsAt: null,
    pending: null,
  })),
  hasDeposited: false,
  promptAnswered: false,
  reviewDueAt: null,
};

describe('limitsForm and limitsPatch', () => {
  it('reads every limit (none: empty) and sends nothing when nothing changed', () => {
    const form = limitsForm(LIMITS);
    expect(form).toEqual({
      limits: { depositDay: '', depositWeek: '', depositMonth: '', loss: '50.5', session: '60' },
      promptAnswered: false,
      review: 'keep',
    });
    expect(limitsPatch(LIMITS, form, NOW)).toEqual({ patch: {}, changed: [] });
  });

  it('takes a decimal comma, and the same value written otherwise is no change', () => {
    const form = limitsForm(LIMITS);
    expect(
      limitsPatch(LIMITS, { ...form, limits: { ...form.limits, loss: '50,50' } }, NOW),
    ).toEqual({ patch: {}, changed: [] });
    expect(
      limitsPatch(LIMITS, { ...form, limits: { ...form.limits, depositWeek: '1000,25' } }, NOW),
    ).toEqual({ patch: { limits: { depositWeek: 1000.25 } }, changed: ['depositWeek'] });
  });

  it('removes a limit that was emptied, and sends the prompt and the review', () => {
    const form = limitsForm(LIMITS);
    expect(
      limitsPatch(
        LIMITS,
        { limits: { ...form.limits, session: '' }, promptAnswered: true, review: 'now' },
        NOW,
      ),
    ).toEqual({
      patch: {
        limits: { session: null },
        promptAnswered: true,
        reviewedAt: '2026-03-31T12:00:00.000Z',
      },
      changed: ['session', 'promptAnswered', 'review'],
    });
    expect(limitsPatch(LIMITS, { ...form, review: 'never' }, NOW)).toEqual({
      patch: { reviewedAt: null },
      changed: ['review'],
    });
  });

  it('names a limit that is not a number over 0 (the world checks the range)', () => {
    const form = limitsForm(LIMITS);
    for (const text of ['0', '-5', 'abc', '1e3']) {
      expect(
        limitsPatch(LIMITS, { ...form, limits: { ...form.limits, depositDay: text } }, NOW),
      ).toEqual({ invalid: 'depositDay' });
    }
  });
});

describe('dueReviewInstant', () => {
  it('is the review period and a minute back, the day clamped to the month', () => {
    // 31 March less six months is 30 September (no 31st), in UTC.
    expect(dueReviewInstant(NOW)).toBe('2025-09-30T11:59:00.000Z');
    expect(limitsPatch(LIMITS, { ...limitsForm(LIMITS), review: 'due' }, NOW)).toEqual({
      patch: { reviewedAt: '2025-09-30T11:59:00.000Z' },
      changed: ['review'],
    });
  });
});

describe('parseAgeHours', () => {
  it('takes hours over 0 up to a leap year, with a decimal comma', () => {
    expect(parseAgeHours('24')).toBe(24);
    expect(parseAgeHours(' 0,5 ')).toBe(0.5);
    expect(parseAgeHours(String(24 * 366))).toBe(24 * 366);
  });

  it('takes a bound of its own (a protection ages by up to ten leap years)', () => {
    expect(parseAgeHours(String(24 * 366 * 10), 24 * 366 * 10)).toBe(24 * 366 * 10);
    expect(parseAgeHours(String(24 * 366 * 10 + 1), 24 * 366 * 10)).toBeNull();
  });

  it('refuses 0, more than a leap year and anything else', () => {
    for (const text of ['0', '', String(24 * 366 + 1), '-1', 'x', '1e2']) {
      expect(parseAgeHours(text)).toBeNull();
    }
  });
});
