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
  bonusWagerFigures,
  bonusWagerSchema,
  canCollectDailyBonusDay,
  dailyBonusCollectableAt,
  dailyBonusStateSchema,
  promoCodeCheckResultSchema,
  isWageringMet,
  promoCodeMessage,
  signUpOffer,
  signUpOfferSchema,
  wageringProgress,
} from './bonus.js';
import { LANGUAGE_CODES } from './language.js';
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

describe('bonusWagerFigures', () => {
  it('leaves the whole requirement before any bet', () => {
    expect(bonusWagerFigures(3500, 0)).toEqual({ required: 3500, wagered: 0, left: 3500 });
  });

  it('counts to the cent, whatever floating point makes of the sums', () => {
    expect(bonusWagerFigures(0.3, 0.1 + 0.2)).toEqual({ required: 0.3, wagered: 0.3, left: 0 });
    expect(bonusWagerFigures(100, 99.99)).toEqual({ required: 100, wagered: 99.99, left: 0.01 });
  });

  it('never leaves less than nothing when the last bet goes past the requirement', () => {
    expect(bonusWagerFigures(100, 105)).toEqual({ required: 100, wagered: 105, left: 0 });
  });

  it('gives figures the schema accepts', () => {
    expect(bonusWagerSchema.safeParse(bonusWagerFigures(3500, 12.5)).success).toBe(true);
  });
});

describe('bonusWagerSchema', () => {
  it('refuses a left that is not required minus wagered', () => {
    expect(bonusWagerSchema.safeParse({ required: 100, wagered: 10, left: 100 }).success).toBe(
      false,
    );
    expect(bonusWagerSchema.safeParse({ required: 100, wagered: 120, left: 0 }).success).toBe(true);
    expect(bonusWagerSchema.safeParse({ required: 100, wagered: 10, left: -1 }).success).toBe(
      false,
    );
  });

  it('is optional on a bonus: a bonus with no wagering carries none', () => {
    expect(bonusSchema.parse({ ...bonus, wagering: 0, wager: null }).wager).toBeNull();
    const wager = bonusWagerFigures(35_000, 2);
    expect(bonusSchema.parse({ ...bonus, wager }).wager).toEqual(wager);
  });
});

describe('isWageringMet and wageringProgress', () => {
  it('is not met a cent short, and is met at the requirement exactly', () => {
    expect(isWageringMet({ required: 100, wagered: 99.99 })).toBe(false);
    expect(isWageringMet({ required: 100, wagered: 100 })).toBe(true);
    expect(isWageringMet({ required: 0.3, wagered: 0.1 + 0.2 })).toBe(true);
  });

  it('goes from 0 to 1 and stops there', () => {
    expect(wageringProgress({ required: 200, wagered: 0 })).toBe(0);
    expect(wageringProgress({ required: 200, wagered: 50 })).toBe(0.25);
    expect(wageringProgress({ required: 200, wagered: 199.99 })).toBeLessThan(1);
    expect(wageringProgress({ required: 200, wagered: 250 })).toBe(1);
  });

  it('counts a requirement of nothing as met', () => {
    expect(isWageringMet({ required: 0, wagered: 0 })).toBe(true);
    expect(wageringProgress({ required: 0, wagered: 0 })).toBe(1);
  });
});

describe('signUpOffer', () => {
  const registration = {
    id: 1,
    type: 'registration' as const,
    imageBackground: 'https://cdn.example.com/1.svg',
    maxBet: 5,
    minBet: null,
    wagering: 35,
  };
  const other = { ...registration, id: 4, type: 'promo_code' as const, wagering: 20 };

  it('gives ro 350% up to 57500 RON, without free spins', () => {
    expect(signUpOffer('ro', [other, registration])).toEqual({
      id: 'ro',
      language: 'ro',
      percent: 350,
      upTo: { amount: 57_500, currency: 'RON' },
      freeSpins: 0,
      bonusId: 1,
      imageBackground: 'https://cdn.example.com/1.svg',
      maxBet: 5,
      minBet: null,
      wagering: 35,
    });
  });

  it('gives every other locale 200% up to 1000 EUR and 300 free spins', () => {
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'ro')) {
      expect(signUpOffer(language, [registration])).toMatchObject({
        id: 'standard',
        language,
        percent: 200,
        upTo: { amount: 1_000, currency: 'EUR' },
        freeSpins: 300,
      });
    }
  });

  it('keeps the figures but no card when the casino offers no registration promotion', () => {
    const offer = signUpOffer('de', [other]);
    expect(offer).toMatchObject({ percent: 200, bonusId: null, imageBackground: null });
    expect(offer.wagering).toBeNull();
    expect(signUpOfferSchema.parse(offer)).toEqual(offer);
  });
});
