import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_LEVEL, DEFAULT_LOYALTY_LEVEL_COUNT } from './constants.js';
import {
  KYC_STATUSES,
  PROFILE_FIELDS,
  SEXES,
  USER_LEVELS,
  type LoyaltyLevel,
  type Profile,
  birthdaySchema,
  hasUserLevel,
  kycStatusSchema,
  loyaltyFullInfoSchema,
  loyaltyLevelsSchema,
  loyaltyPointsToNextLevel,
  loyaltyProgress,
  missingProfileFields,
  profileSchema,
  userLevelSchema,
  userSchema,
} from './user.js';

const profile: Profile = {
  firstName: 'Ana',
  lastName: 'Pop',
  postcode: '010011',
  city: 'Bucharest',
  phoneNumber: '721234567',
  phonePrefix: '40',
  address: 'Str. Lipscani 1',
  country: 'ROU',
  sex: 'f',
  birthday: '1990-05-17',
  referralLink: 'https://example.com/r/ana',
  email: 'ana@example.com',
};

const emptyProfile: Profile = {
  firstName: null,
  lastName: null,
  postcode: null,
  city: null,
  phoneNumber: null,
  phonePrefix: null,
  address: null,
  country: null,
  sex: null,
  birthday: null,
  referralLink: null,
  email: 'new@example.com',
};

describe('user levels', () => {
  it('run from beginner to expert', () => {
    expect(USER_LEVELS).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
    expect(userLevelSchema.safeParse('vip').success).toBe(false);
  });

  it('are reached at the required level and above, not below', () => {
    expect(hasUserLevel('intermediate', 'intermediate')).toBe(true);
    expect(hasUserLevel('advanced', 'intermediate')).toBe(true);
    expect(hasUserLevel('beginner', 'intermediate')).toBe(false);
    expect(hasUserLevel('expert', 'expert')).toBe(true);
  });
});

describe('KYC statuses and sex', () => {
  it('know the four KYC statuses', () => {
    expect(KYC_STATUSES).toEqual([
      'not_verified',
      'verified',
      'documents_expired',
      'less_than_18_years',
    ]);
    expect(kycStatusSchema.safeParse('pending').success).toBe(false);
  });

  it('take m or f', () => {
    expect(SEXES).toEqual(['m', 'f']);
  });
});

describe('birthdaySchema', () => {
  it('takes a real ISO date', () => {
    expect(birthdaySchema.safeParse('2000-02-29').success).toBe(true);
    expect(birthdaySchema.safeParse('2001-02-29').success).toBe(false);
    expect(birthdaySchema.safeParse('17.05.1990').success).toBe(false);
  });
});

describe('profileSchema', () => {
  it('accepts a complete profile and an empty one', () => {
    expect(profileSchema.parse(profile)).toEqual(profile);
    expect(profileSchema.parse(emptyProfile)).toEqual(emptyProfile);
  });

  it('rejects an alpha-2 country, a sex outside m/f and a phone with a plus', () => {
    expect(profileSchema.safeParse({ ...profile, country: 'RO' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, sex: 'x' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, phonePrefix: '+40' }).success).toBe(false);
  });

  it('rejects an empty string standing for a missing value', () => {
    expect(profileSchema.safeParse({ ...profile, city: '' }).success).toBe(false);
  });
});

describe('missingProfileFields', () => {
  it('lists the asked fields the player lacks, in the order asked', () => {
    expect(
      missingProfileFields({ ...profile, birthday: null, city: null }, [
        'birthday',
        'firstName',
        'city',
      ]),
    ).toEqual(['birthday', 'city']);
  });

  it('is empty for a complete profile', () => {
    expect(missingProfileFields(profile, PROFILE_FIELDS)).toEqual([]);
  });

  it('lists every nullable field of an empty profile', () => {
    expect(missingProfileFields(emptyProfile, PROFILE_FIELDS)).toHaveLength(
      PROFILE_FIELDS.length - 1,
    );
  });
});

describe('userSchema', () => {
  const user = {
    ...profile,
    id: 1001,
    login: 'ana90',
    currency: 'RON',
    language: 'ro',
    kycStatus: 'verified',
    userLevel: 'beginner',
  };

  it('accepts a player', () => {
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('rejects an unknown language and a missing KYC status', () => {
    expect(userSchema.safeParse({ ...user, language: 'fr' }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, kycStatus: undefined }).success).toBe(false);
  });
});

describe('loyaltyFullInfoSchema', () => {
  const info = { points: 250, email: 'ana@example.com', id: 1001, language: 'en', birthday: null };

  it('defaults the level to the default loyalty level', () => {
    expect(loyaltyFullInfoSchema.parse(info).level).toBe(DEFAULT_LOYALTY_LEVEL);
    expect(loyaltyFullInfoSchema.parse({ ...info, level: 4 }).level).toBe(4);
  });

  it('rejects level 0 and negative points', () => {
    expect(loyaltyFullInfoSchema.safeParse({ ...info, level: 0 }).success).toBe(false);
    expect(loyaltyFullInfoSchema.safeParse({ ...info, points: -1 }).success).toBe(false);
  });
});

describe('loyaltyLevelsSchema', () => {
  it('defaults the total to the default level count', () => {
    const parsed = loyaltyLevelsSchema.parse({
      levels: [{ title: 'Bronze', levelInfo: { level: 1, fromPoints: 0 } }],
    });
    expect(parsed.totalLevels).toBe(DEFAULT_LOYALTY_LEVEL_COUNT);
  });

  it('rejects a level without levelInfo', () => {
    expect(loyaltyLevelsSchema.safeParse({ levels: [{ title: 'Bronze' }] }).success).toBe(false);
  });
});

describe('loyaltyProgress', () => {
  const level = (n: number, fromPoints: number): LoyaltyLevel => ({
    title: `Level ${n}`,
    levelInfo: { level: n, fromPoints },
  });
  // Out of order on purpose: the ladder is sorted by points.
  const levels = [level(3, 300), level(1, 0), level(2, 100)];

  it('starts at the first level with an empty bar', () => {
    expect(loyaltyProgress(0, levels)).toEqual({ level: 1, nextLevel: 2, progress: 0 });
  });

  it('stays below the next level one point short of it', () => {
    expect(loyaltyProgress(99, levels)).toEqual({ level: 1, nextLevel: 2, progress: 0.99 });
  });

  it('reaches the next level exactly at its fromPoints', () => {
    expect(loyaltyProgress(100, levels)).toEqual({ level: 2, nextLevel: 3, progress: 0 });
  });

  it('measures progress between two thresholds', () => {
    expect(loyaltyProgress(200, levels)).toEqual({ level: 2, nextLevel: 3, progress: 0.5 });
    expect(loyaltyProgress(299, levels).level).toBe(2);
  });

  it('fills the bar on the top level', () => {
    expect(loyaltyProgress(300, levels)).toEqual({ level: 3, nextLevel: null, progress: 1 });
    expect(loyaltyProgress(1_000_000, levels)).toEqual({ level: 3, nextLevel: null, progress: 1 });
  });

  it('counts from 0 on the default level when the first threshold is above 0', () => {
    expect(loyaltyProgress(50, [level(2, 200), level(3, 400)])).toEqual({
      level: DEFAULT_LOYALTY_LEVEL,
      nextLevel: 2,
      progress: 0.25,
    });
  });

  it('answers the default level with an empty bar without levels', () => {
    expect(loyaltyProgress(500, [])).toEqual({
      level: DEFAULT_LOYALTY_LEVEL,
      nextLevel: null,
      progress: 0,
    });
  });

  it('treats negative points as none', () => {
    expect(loyaltyProgress(-5, levels)).toEqual({ level: 1, nextLevel: 2, progress: 0 });
  });
});

describe('loyaltyPointsToNextLevel', () => {
  const level = (n: number, fromPoints: number): LoyaltyLevel => ({
    title: `Level ${n}`,
    levelInfo: { level: n, fromPoints },
  });
  const levels = [level(3, 300), level(1, 0), level(2, 100)];

  it('counts the points to the next threshold, the ladder in any order', () => {
    expect(loyaltyPointsToNextLevel(0, levels)).toBe(100);
    expect(loyaltyPointsToNextLevel(99, levels)).toBe(1);
    expect(loyaltyPointsToNextLevel(100, levels)).toBe(200);
  });

  it('rounds a fraction of a point up and reads negative points as none', () => {
    expect(loyaltyPointsToNextLevel(99.5, levels)).toBe(1);
    expect(loyaltyPointsToNextLevel(-20, levels)).toBe(100);
  });

  it('is null on the top level and without levels', () => {
    expect(loyaltyPointsToNextLevel(300, levels)).toBeNull();
    expect(loyaltyPointsToNextLevel(10, [])).toBeNull();
  });
});
