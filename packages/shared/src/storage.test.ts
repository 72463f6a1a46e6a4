import { describe, expect, it } from 'vitest';
import { REFERRAL_FLAGS } from './language-resolution.js';
import {
  LOCAL_STORAGE_KEYS,
  LOCAL_STORAGE_SCHEMAS,
  SESSION_STORAGE_KEYS,
  type StorageKey,
  dailyShownFlagKey,
  dailyShownFlagValue,
  isShownToday,
  parseStoredValue,
  signUpContinuationSchema,
} from './storage.js';
import { serializeStoredValue } from './storage-shell.js';

describe('storage keys', () => {
  it('hold the local-storage keys of the spec plus dismissedBanners', () => {
    expect([...LOCAL_STORAGE_KEYS].sort()).toEqual(
      [
        'language',
        'reload_count',
        'statusSignUp',
        'cookiesAccepted',
        'gameRecentSearches',
        'providerRecentSearches',
        'prevUserEmail',
        'userId',
        'openedModalName',
        'prevFreespins',
        'completedNoWagerJackpots',
        'sspermission',
        'referralSearchParams',
        'dismissedBanners',
      ].sort(),
    );
  });

  it('never store the access token or the email', () => {
    const keys: string[] = [...LOCAL_STORAGE_KEYS, ...SESSION_STORAGE_KEYS];
    expect(keys).not.toContain('accessToken');
    expect(keys).not.toContain('email');
  });

  it('keep the referral flag in session storage', () => {
    expect(SESSION_STORAGE_KEYS).toEqual([
      'referralFlag',
      'depositBalanceBefore',
      'depositModalShown',
      'qaControlHidden',
    ]);
    expect(REFERRAL_FLAGS).toEqual(['uk_referral', 'uk_organic', 'referral']);
  });
});

describe('signUpContinuationSchema', () => {
  it('accepts playing a game, activating a bonus and depositing', () => {
    for (const value of [
      { kind: 'play_game', gameId: 12 },
      { kind: 'play_game', gameId: 12, demo: true },
      { kind: 'activate_bonus', bonusId: 5 },
      { kind: 'deposit' },
    ]) {
      expect(signUpContinuationSchema.parse(value)).toEqual(value);
    }
  });

  it('rejects a game without its id and an unknown kind', () => {
    expect(signUpContinuationSchema.safeParse({ kind: 'play_game' }).success).toBe(false);
    expect(signUpContinuationSchema.safeParse({ kind: 'withdraw' }).success).toBe(false);
  });
});

describe('parseStoredValue', () => {
  it('reads back what serializeStoredValue wrote, for every key', () => {
    const samples: { [K in keyof typeof LOCAL_STORAGE_SCHEMAS]: unknown } = {
      language: 'ro',
      reload_count: 2,
      statusSignUp: { kind: 'play_game', gameId: 12, demo: false },
      cookiesAccepted: true,
      gameRecentSearches: ['book of', 'sweet'],
      providerRecentSearches: ['pragmatic'],
      prevUserEmail: 'ana@example.com',
      userId: 1001,
      openedModalName: 'DEPOSIT',
      prevFreespins: 20,
      completedNoWagerJackpots: [3, 8],
      sspermission: 'enabled',
      referralSearchParams: { stag: '123_abc' },
      dismissedBanners: { wheel: '2025-09-19T00:00:00.000+03:00' },
    };
    for (const key of LOCAL_STORAGE_KEYS) {
      const value = LOCAL_STORAGE_SCHEMAS[key].parse(samples[key]);
      expect(parseStoredValue(key, serializeStoredValue(key, value))).toEqual(value);
    }
    expect(
      parseStoredValue('referralFlag', serializeStoredValue('referralFlag', 'uk_organic')),
    ).toBe('uk_organic');
  });

  it('returns undefined when nothing is stored', () => {
    expect(parseStoredValue('language', null)).toBeUndefined();
  });

  it('returns undefined for text that is not JSON', () => {
    expect(parseStoredValue('language', 'en')).toBeUndefined();
    expect(parseStoredValue('statusSignUp', '{"kind":')).toBeUndefined();
    expect(parseStoredValue('reload_count', '')).toBeUndefined();
  });

  it('returns undefined for JSON of the wrong shape', () => {
    expect(parseStoredValue('language', '"fr"')).toBeUndefined();
    expect(parseStoredValue('reload_count', '-1')).toBeUndefined();
    expect(parseStoredValue('cookiesAccepted', 'false')).toBeUndefined();
    expect(parseStoredValue('sspermission', '"disabled"')).toBeUndefined();
    expect(parseStoredValue('openedModalName', '"CASHIER"')).toBeUndefined();
    expect(parseStoredValue('completedNoWagerJackpots', '["3"]')).toBeUndefined();
    expect(parseStoredValue('dismissedBanners', '{"wheel":"tomorrow"}')).toBeUndefined();
    expect(parseStoredValue('referralFlag', '"organic"')).toBeUndefined();
    expect(parseStoredValue('userId', 'null')).toBeUndefined();
  });

  it('does not throw on a key it does not know', () => {
    expect(parseStoredValue('accessToken' as StorageKey, '"secret"')).toBeUndefined();
  });
});

describe('daily-shown flags', () => {
  const now = new Date(2025, 8, 18, 0, 0);

  it('are named after the game and the user', () => {
    expect(dailyShownFlagKey('gptGame', 1001)).toBe('gptGameIsAlreadyShowed_1001');
  });

  it('store the local day they were shown on', () => {
    const key = dailyShownFlagKey('gptGame', 1001);
    const raw = serializeStoredValue(key, dailyShownFlagValue(now));
    expect(raw).toBe('"2025-09-18"');
    expect(parseStoredValue(key, raw)).toBe('2025-09-18');
    expect(parseStoredValue(key, '"2025-02-30"')).toBeUndefined();
  });

  it('count as shown for the rest of that local day only', () => {
    const flag = dailyShownFlagValue(new Date(2025, 8, 18, 0, 0));
    expect(isShownToday(flag, new Date(2025, 8, 18, 23, 59, 59, 999))).toBe(true);
    expect(isShownToday(flag, new Date(2025, 8, 19, 0, 0))).toBe(false);
    expect(isShownToday(flag, new Date(2025, 8, 17, 23, 59, 59, 999))).toBe(false);
    expect(isShownToday(undefined, now)).toBe(false);
  });
});
