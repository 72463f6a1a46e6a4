import { describe, expect, it } from 'vitest';
import {
  BONUS_ACTION_STATUS,
  BONUS_ACTIONS,
  BONUS_STATUSES,
  BONUS_TYPES,
  bonusActivationSchema,
  bonusSchema,
  bonusStatusSchema,
  bonusTypeSchema,
  canCollectDailyBonusDay,
  dailyBonusCollectableAt,
  dailyBonusStateSchema,
  promoCodeCheckResultSchema,
  promoCodeMessage,
} from './bonus.js';
import { TRANSACTION_STATUSES } from './transaction.js';

const bonus = {
  id: 42,
  name: 'Welcome',
  imageBackground: 'https://cdn.example.com/welcome.webp',
  shortDescription: '200% up to 1000 EUR',
  maxBet: 5,
  minBet: null,
  wagering: 35,
  activationDate: null,
  type: 'registration',
  status: 'pending',
  currency: 'EUR',
};

describe('bonus types and statuses', () => {
  it('knows the nine bonus types of the spec', () => {
    expect(BONUS_TYPES).toHaveLength(9);
    expect(bonusTypeSchema.safeParse('activated_by_link').success).toBe(true);
    expect(bonusTypeSchema.safeParse('cashback').success).toBe(false);
  });

  it('uses the transaction status list', () => {
    expect(BONUS_STATUSES).toBe(TRANSACTION_STATUSES);
    expect(bonusStatusSchema.safeParse('pending_wager').success).toBe(true);
  });
});

describe('bonusSchema', () => {
  it('accepts an offered bonus', () => {
    expect(bonusSchema.parse(bonus)).toEqual(bonus);
  });

  it('accepts an activated bonus', () => {
    const active = { ...bonus, status: 'activated', activationDate: '2025-09-18T08:00:00Z' };
    expect(bonusSchema.parse(active)).toEqual(active);
  });

  it('rejects a negative wagering and an unknown type', () => {
    expect(bonusSchema.safeParse({ ...bonus, wagering: -1 }).success).toBe(false);
    expect(bonusSchema.safeParse({ ...bonus, type: 'weekly' }).success).toBe(false);
  });
});

describe('bonus actions', () => {
  it('map accept, add to queue and decline to activated, queue and rejected', () => {
    expect(BONUS_ACTIONS).toEqual(['accept', 'add_to_queue', 'decline']);
    expect(BONUS_ACTION_STATUS).toEqual({
      accept: 'activated',
      add_to_queue: 'queue',
      decline: 'rejected',
    });
  });

  it('send the bonus id as bonus_id', () => {
    expect(bonusActivationSchema.parse({ bonus_id: 7 })).toEqual({ bonus_id: 7 });
    expect(bonusActivationSchema.safeParse({ bonusId: 7 }).success).toBe(false);
  });
});

describe('dailyBonusStateSchema', () => {
  const days = [
    { day: 1, canBeCollectedAfterTs: 1_758_142_800 },
    { day: 2, canBeCollectedAfterTs: 1_758_229_200 },
  ];

  it('accepts 200 with days and the current day', () => {
    const state = { status: 200, data: { days, currentDay: 2 } };
    expect(dailyBonusStateSchema.parse(state)).toEqual(state);
  });

  it('accepts 204 without data', () => {
    expect(dailyBonusStateSchema.parse({ status: 204 })).toEqual({ status: 204 });
  });

  it('rejects 200 without data, another status and a current day not in the list', () => {
    expect(dailyBonusStateSchema.safeParse({ status: 200 }).success).toBe(false);
    expect(dailyBonusStateSchema.safeParse({ status: 404 }).success).toBe(false);
    expect(
      dailyBonusStateSchema.safeParse({ status: 200, data: { days, currentDay: 3 } }).success,
    ).toBe(false);
  });
});

describe('daily bonus collect time', () => {
  // 2025-09-18 00:00 in Bucharest is 2025-09-17T21:00:00Z = 1758142800 s.
  const day = { day: 1, canBeCollectedAfterTs: 1_758_142_800 };

  it('reads canBeCollectedAfterTs as seconds', () => {
    expect(dailyBonusCollectableAt(day)).toEqual(new Date(2025, 8, 18, 0, 0));
  });

  it('is collectable from that instant on, not a millisecond before', () => {
    expect(canCollectDailyBonusDay(day, new Date(2025, 8, 18, 0, 0))).toBe(true);
    expect(canCollectDailyBonusDay(day, new Date(2025, 8, 17, 23, 59, 59, 999))).toBe(false);
  });
});

describe('promo code check', () => {
  it('accepts a valid code with its bonus and an invalid one', () => {
    expect(promoCodeCheckResultSchema.parse({ valid: true, bonusId: 3 })).toEqual({
      valid: true,
      bonusId: 3,
    });
    expect(promoCodeCheckResultSchema.parse({ valid: false })).toEqual({ valid: false });
    expect(promoCodeCheckResultSchema.safeParse({ valid: 'yes' }).success).toBe(false);
  });

  it('says the code is invalid only when it is', () => {
    expect(promoCodeMessage({ valid: false })).toBe('errors.promoCodeInvalid');
    expect(promoCodeMessage({ valid: true, bonusId: null })).toBeNull();
  });
});
