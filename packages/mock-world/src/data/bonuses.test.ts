import { bonusSchema } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { type BonusRecord, bonusWager, generatePromotions, toBonus } from './bonuses.js';
import { fromEur } from './rates.js';

const record: BonusRecord = {
  id: 501,
  type: 'deposits',
  status: 'pending',
  currency: 'EUR',
  percent: 100,
  spins: 0,
  upTo: 100,
  maxBet: null,
  minBet: null,
  wagering: 35,
  activatedAgoMs: null,
  activatedAtMs: null,
};
const view = { language: 'en', currency: 'RON', nowMs: 0, origin: 'http://mock' } as const;

describe('bonusWager', () => {
  it('shows an offered or queued bonus with nothing wagered and all of it left', () => {
    expect(bonusWager(record)).toEqual({ required: 3_500, wagered: 0, left: 3_500 });
    expect(bonusWager({ ...record, status: 'queue' })).toEqual(bonusWager(record));
  });

  it('counts the active bonus from what its bets came to', () => {
    const active = { ...record, status: 'activated' as const, wagered: 12.3 };
    expect(bonusWager(active)).toEqual({ required: 3_500, wagered: 12.3, left: 3_487.7 });
  });

  it('shows a generated completed bonus as wagered in full, a played one as played', () => {
    expect(bonusWager({ ...record, status: 'complete' })).toEqual({
      required: 3_500,
      wagered: 3_500,
      left: 0,
    });
    expect(bonusWager({ ...record, status: 'complete', wagered: 3_501 })).toMatchObject({
      wagered: 3_501,
      left: 0,
    });
    expect(bonusWager({ ...record, status: 'wager_zeroing', wagered: 40 })).toMatchObject({
      wagered: 40,
      left: 3_460,
    });
  });

  it('gives no figures to a bonus without wagering', () => {
    expect(bonusWager({ ...record, wagering: 0 })).toBeNull();
  });
});

describe('toBonus', () => {
  it('gives a promotion its figures in the currency it is shown in', () => {
    const promotion = generatePromotions(7).find((entry) => entry.wagering > 0);
    if (promotion === undefined) throw new Error('no promotion with wagering');
    const bonus = bonusSchema.parse(toBonus(promotion, view));
    const required = Math.round(fromEur(promotion.upTo, 'RON') * promotion.wagering * 100) / 100;
    expect(bonus.wager).toEqual({ required, wagered: 0, left: required });
  });
});
