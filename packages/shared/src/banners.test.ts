import { describe, expect, it } from 'vitest';
import {
  bannerHiddenUntil,
  dailyBonusRefetchAt,
  type FloatingBannersInput,
  floatingBannerPage,
  isBannerDismissed,
  isDailyBonusVisible,
  isMiniGameAvailable,
  isMiniGameBannerVisible,
  shouldShowFloatingBanners,
} from './banners.js';

describe('isMiniGameAvailable', () => {
  it('is available on 204 only', () => {
    expect(isMiniGameAvailable(204)).toBe(true);
    for (const status of [200, 201, 203, 205, 400, 401, 403, 404, 500]) {
      expect(isMiniGameAvailable(status)).toBe(false);
    }
  });

  it('is not available before the call has answered', () => {
    expect(isMiniGameAvailable(undefined)).toBe(false);
    expect(isMiniGameAvailable(null)).toBe(false);
  });
});

describe('bannerHiddenUntil and isBannerDismissed', () => {
  const dismissedAt = new Date(2025, 8, 18, 15, 30);

  it('hides the banner until the next local midnight', () => {
    expect(bannerHiddenUntil(dismissedAt)).toBe(new Date(2025, 8, 19, 0, 0).toISOString());
  });

  it('is dismissed for the rest of the local day', () => {
    const until = bannerHiddenUntil(dismissedAt);
    expect(isBannerDismissed(until, dismissedAt)).toBe(true);
    expect(isBannerDismissed(until, new Date(2025, 8, 18, 23, 59, 59, 999))).toBe(true);
  });

  it('shows again from local midnight', () => {
    const until = bannerHiddenUntil(dismissedAt);
    expect(isBannerDismissed(until, new Date(2025, 8, 19, 0, 0))).toBe(false);
    expect(isBannerDismissed(until, new Date(2025, 8, 20, 12, 0))).toBe(false);
  });

  it('hides a banner dismissed at the last moment of a day until midnight only', () => {
    const lastMoment = new Date(2025, 8, 18, 23, 59, 59, 999);
    const until = bannerHiddenUntil(lastMoment);
    expect(isBannerDismissed(until, lastMoment)).toBe(true);
    expect(isBannerDismissed(until, new Date(2025, 8, 19, 0, 0))).toBe(false);
  });

  it('is not dismissed without a stored value or with one that does not parse', () => {
    expect(isBannerDismissed(undefined, dismissedAt)).toBe(false);
    expect(isBannerDismissed('', dismissedAt)).toBe(false);
    expect(isBannerDismissed('tomorrow', dismissedAt)).toBe(false);
  });

  it('ignores a dismissal that reaches past the next local midnight (clock moved back)', () => {
    const until = bannerHiddenUntil(dismissedAt);
    expect(isBannerDismissed(until, new Date(2025, 8, 17, 12, 0))).toBe(false);
  });
});

describe('isMiniGameBannerVisible', () => {
  const now = new Date(2025, 8, 18, 10, 0);

  it('shows an available banner that was not dismissed', () => {
    expect(isMiniGameBannerVisible({ status: 204, dismissedUntilIso: undefined, now })).toBe(true);
  });

  it('hides a dismissed banner until midnight', () => {
    const dismissedUntilIso = bannerHiddenUntil(now);
    expect(isMiniGameBannerVisible({ status: 204, dismissedUntilIso, now })).toBe(false);
    expect(
      isMiniGameBannerVisible({ status: 204, dismissedUntilIso, now: new Date(2025, 8, 19, 0, 0) }),
    ).toBe(true);
  });

  it('hides an unavailable banner', () => {
    expect(isMiniGameBannerVisible({ status: 200, dismissedUntilIso: undefined, now })).toBe(false);
  });
});

describe('isDailyBonusVisible', () => {
  it('shows for a player on 200 with data', () => {
    expect(isDailyBonusVisible({ isAuthenticated: true, status: 200, hasData: true })).toBe(true);
  });

  it('hides for a player on 200 without data or on any other status', () => {
    expect(isDailyBonusVisible({ isAuthenticated: true, status: 200, hasData: false })).toBe(false);
    expect(isDailyBonusVisible({ isAuthenticated: true, status: 204, hasData: false })).toBe(false);
    expect(isDailyBonusVisible({ isAuthenticated: true, status: 500, hasData: true })).toBe(false);
  });

  it('shows for a guest on 204', () => {
    expect(isDailyBonusVisible({ isAuthenticated: false, status: 204, hasData: false })).toBe(true);
  });

  it('hides for a guest on 200, even with data', () => {
    expect(isDailyBonusVisible({ isAuthenticated: false, status: 200, hasData: true })).toBe(false);
    expect(isDailyBonusVisible({ isAuthenticated: false, status: undefined, hasData: false })).toBe(
      false,
    );
  });
});

describe('floatingBannerPage', () => {
  it.each([
    ['/', 'home'],
    ['/de', 'home'],
    ['/games', 'games'],
    ['/games/slots', 'games'],
    ['/ro/games/oktoberfest', 'games'],
    ['/tournaments', 'tournaments'],
    ['/tournaments/local/7', 'tournaments'],
    ['/bonuses', 'bonuses'],
    ['/bonuses/100', 'bonuses'],
    ['/loyalty', 'loyalty'],
    ['/gb/loyalty', 'loyalty'],
  ] as const)('puts %s on %s', (pathname, page) => {
    expect(floatingBannerPage(pathname)).toBe(page);
  });

  it.each(['/game/12-book-of-ra', '/jackpots', '/account/profile', '/bonus_shop', '/faq', '/fr'])(
    'gives no banner page for %s',
    (pathname) => {
      expect(floatingBannerPage(pathname)).toBeNull();
    },
  );
});

describe('shouldShowFloatingBanners', () => {
  const base: FloatingBannersInput = {
    page: 'games',
    isAuthenticated: true,
    modalOpen: false,
    wheelAvailable: true,
    cardAvailable: false,
  };

  it.each(['home', 'games', 'tournaments', 'bonuses', 'loyalty'] as const)(
    'shows for a player on %s with no modal and a mini-game available',
    (page) => {
      expect(shouldShowFloatingBanners({ ...base, page })).toBe(true);
    },
  );

  it('shows when only the card is available', () => {
    expect(shouldShowFloatingBanners({ ...base, wheelAvailable: false, cardAvailable: true })).toBe(
      true,
    );
  });

  it('hides when neither the wheel nor the card is available', () => {
    expect(shouldShowFloatingBanners({ ...base, wheelAvailable: false })).toBe(false);
  });

  it('hides on other pages', () => {
    expect(shouldShowFloatingBanners({ ...base, page: null })).toBe(false);
  });

  it('hides for guests', () => {
    expect(
      shouldShowFloatingBanners({ ...base, isAuthenticated: false, cardAvailable: true }),
    ).toBe(false);
  });

  it('hides while a modal is open', () => {
    expect(shouldShowFloatingBanners({ ...base, modalOpen: true })).toBe(false);
  });
});

describe('dailyBonusRefetchAt', () => {
  const now = new Date(2025, 8, 18, 12, 0);
  const seconds = (date: Date) => date.getTime() / 1000;

  it('gives the earliest collect time after now, whatever the order of the days', () => {
    const tomorrow = new Date(2025, 8, 19, 0, 0);
    const later = new Date(2025, 8, 20, 0, 0);
    const days = [
      { canBeCollectedAfterTs: seconds(later) },
      { canBeCollectedAfterTs: seconds(new Date(2025, 8, 17, 0, 0)) },
      { canBeCollectedAfterTs: seconds(tomorrow) },
    ];
    expect(dailyBonusRefetchAt(days, now)).toEqual(tomorrow);
  });

  it('reads the timestamps as seconds', () => {
    expect(dailyBonusRefetchAt([{ canBeCollectedAfterTs: seconds(now) + 1 }], now)).toEqual(
      new Date(now.getTime() + 1000),
    );
  });

  it('skips a collect time equal to now', () => {
    expect(dailyBonusRefetchAt([{ canBeCollectedAfterTs: seconds(now) }], now)).toBeNull();
  });

  it('is null when every day is already collectable or there are none', () => {
    expect(dailyBonusRefetchAt([{ canBeCollectedAfterTs: seconds(now) - 60 }], now)).toBeNull();
    expect(dailyBonusRefetchAt([], now)).toBeNull();
  });

  it('takes richer day objects', () => {
    const days = [{ day: 2, collected: false, canBeCollectedAfterTs: seconds(now) + 3600 }];
    expect(dailyBonusRefetchAt(days, now)).toEqual(new Date(now.getTime() + 3_600_000));
  });
});
