import { describe, expect, it } from 'vitest';
import type { GameCategoryKey } from './game-category.js';
import {
  collectReferralParams,
  isCasinoCategoryVisible,
  isDropsAndWinsHidden,
  isUkVisitor,
  languageMenuFor,
  localizePath,
  referralFlag,
  resolveCurrency,
  resolveLanguage,
  splitLanguagePrefix,
  welcomeOfferKey,
} from './language-resolution.js';
import { LANGUAGE_CODES } from './language.js';

describe('resolveLanguage order', () => {
  const all = {
    userLanguage: 'de',
    pathLanguage: 'ro',
    storedLanguage: 'pt',
    country: 'DEU',
    browserLanguages: ['pt-PT'],
  };

  it('takes the logged-in player language first', () => {
    expect(resolveLanguage(all)).toEqual({ language: 'de', source: 'user' });
  });

  it('takes the path prefix when there is no player language', () => {
    expect(resolveLanguage({ ...all, userLanguage: null })).toEqual({
      language: 'ro',
      source: 'path',
    });
  });

  it('takes the stored language when there is no path prefix', () => {
    expect(resolveLanguage({ ...all, userLanguage: null, pathLanguage: null })).toEqual({
      language: 'pt',
      source: 'stored',
    });
  });

  it('takes the country language when nothing is stored', () => {
    expect(
      resolveLanguage({ ...all, userLanguage: null, pathLanguage: null, storedLanguage: null }),
    ).toEqual({ language: 'de', source: 'country' });
  });

  it.each([
    ['DEU', 'de'],
    ['ROU', 'ro'],
    ['PRT', 'pt'],
  ] as const)('maps country %s to %s', (country, language) => {
    expect(resolveLanguage({ country, browserLanguages: ['en-US'] })).toEqual({
      language,
      source: 'country',
    });
  });

  it('takes the browser language for a country without one', () => {
    expect(resolveLanguage({ country: 'FRA', browserLanguages: ['ro-RO', 'en'] })).toEqual({
      language: 'ro',
      source: 'browser',
    });
  });

  it('falls back to en when nothing matches', () => {
    expect(resolveLanguage({ country: 'FRA', browserLanguages: ['fr-FR', 'es'] })).toEqual({
      language: 'en',
      source: 'default',
    });
    expect(resolveLanguage({ browserLanguages: [] })).toEqual({
      language: 'en',
      source: 'default',
    });
  });

  it('skips values that are not supported languages', () => {
    expect(
      resolveLanguage({
        userLanguage: 'fr',
        pathLanguage: 'xx',
        storedLanguage: '',
        browserLanguages: ['de-AT'],
      }),
    ).toEqual({ language: 'de', source: 'browser' });
  });

  it('reads stored and account values case-insensitively', () => {
    expect(resolveLanguage({ storedLanguage: ' RO ', browserLanguages: [] })).toEqual({
      language: 'ro',
      source: 'stored',
    });
  });
});

describe('resolveLanguage from the browser', () => {
  it.each([
    ['en-US', 'FRA', 'en'],
    ['en-GB', 'FRA', 'en'],
    ['en', 'GBR', 'gb'],
    ['en-US', 'GBR', 'gb'],
    ['de-DE', 'AUT', 'de'],
    ['ro', 'MDA', 'ro'],
    ['pt-BR', 'BRA', 'pt'],
    ['PT_pt', 'ESP', 'pt'],
  ] as const)('gives %s in %s → %s', (tag, country, language) => {
    expect(resolveLanguage({ country, browserLanguages: [tag] })).toEqual({
      language,
      source: 'browser',
    });
  });

  it('takes the first supported browser language in preference order', () => {
    expect(resolveLanguage({ browserLanguages: ['fr', 'pt', 'de'] }).language).toBe('pt');
  });
});

describe('resolveLanguage for UK visitors (en or gb only)', () => {
  it('skips a player language outside the UK menu', () => {
    expect(
      resolveLanguage({ userLanguage: 'de', country: 'GBR', browserLanguages: ['en-GB'] }),
    ).toEqual({ language: 'gb', source: 'browser' });
  });

  it('skips a path prefix and a stored language outside the UK menu', () => {
    expect(
      resolveLanguage({
        pathLanguage: 'ro',
        storedLanguage: 'pt',
        country: 'GBR',
        browserLanguages: ['de'],
      }),
    ).toEqual({ language: 'en', source: 'default' });
  });

  it('keeps gb and en when they are chosen', () => {
    expect(resolveLanguage({ storedLanguage: 'gb', country: 'GBR', browserLanguages: [] })).toEqual(
      { language: 'gb', source: 'stored' },
    );
    expect(resolveLanguage({ userLanguage: 'en', country: 'GBR', browserLanguages: [] })).toEqual({
      language: 'en',
      source: 'user',
    });
  });

  it('never gives gb outside the UK', () => {
    expect(resolveLanguage({ storedLanguage: 'gb', country: 'IRL', browserLanguages: [] })).toEqual(
      { language: 'en', source: 'default' },
    );
  });
});

describe('languageMenuFor', () => {
  it('gives UK visitors en and gb', () => {
    expect(languageMenuFor('GBR')).toEqual(['en', 'gb']);
  });

  it('gives everyone else en, de, pt and ro', () => {
    expect(languageMenuFor('DEU')).toEqual(['en', 'de', 'pt', 'ro']);
    expect(languageMenuFor(null)).toEqual(['en', 'de', 'pt', 'ro']);
  });
});

describe('splitLanguagePrefix', () => {
  it.each([
    ['/de/games/slots', { language: 'de', rest: '/games/slots', status: 'ok' }],
    ['/ro', { language: 'ro', rest: '/', status: 'ok' }],
    ['/pt/', { language: 'pt', rest: '/', status: 'ok' }],
    ['/gb/faq', { language: 'gb', rest: '/faq', status: 'ok' }],
    ['/en/faq', { language: 'en', rest: '/faq', status: 'redirect' }],
    ['/en', { language: 'en', rest: '/', status: 'redirect' }],
    ['/fr/faq', { language: null, rest: '/fr/faq', status: 'not_found' }],
    ['/DE/faq', { language: null, rest: '/DE/faq', status: 'not_found' }],
    ['/', { language: null, rest: '/', status: 'none' }],
    ['', { language: null, rest: '/', status: 'none' }],
    ['/faq', { language: null, rest: '/faq', status: 'none' }],
    ['/games/slots', { language: null, rest: '/games/slots', status: 'none' }],
    ['/d/faq', { language: null, rest: '/d/faq', status: 'none' }],
    ['/12/faq', { language: null, rest: '/12/faq', status: 'none' }],
    ['de/faq', { language: 'de', rest: '/faq', status: 'ok' }],
  ] as const)('splits %j', (pathname, expected) => {
    expect(splitLanguagePrefix(pathname)).toEqual(expected);
  });
});

describe('localizePath', () => {
  it.each([
    ['/de/games/slots', 'ro', '/ro/games/slots'],
    ['/ro/faq', 'en', '/faq'],
    ['/faq', 'de', '/de/faq'],
    ['/', 'pt', '/pt'],
    ['/pt', 'en', '/'],
    ['/en/faq', 'en', '/faq'],
    ['/en/faq', 'gb', '/gb/faq'],
    ['/de/', 'de', '/de'],
    ['/games/slots', 'en', '/games/slots'],
  ] as const)('puts %s under %s as %s', (pathname, language, expected) => {
    expect(localizePath(pathname, language)).toBe(expected);
  });

  it('round-trips every language through splitLanguagePrefix', () => {
    for (const language of LANGUAGE_CODES) {
      const localized = localizePath('/games/slots', language);
      const split = splitLanguagePrefix(localized);
      expect(split.rest).toBe('/games/slots');
      expect(split.language).toBe(language === 'en' ? null : language);
    }
  });
});

describe('isUkVisitor', () => {
  it('reads the geo country for guests', () => {
    expect(isUkVisitor({ geoCountry: 'GBR', accountCountry: 'DEU', isAuthenticated: false })).toBe(
      true,
    );
    expect(isUkVisitor({ geoCountry: 'DEU', accountCountry: 'GBR', isAuthenticated: false })).toBe(
      false,
    );
  });

  it('reads the account country for players', () => {
    expect(isUkVisitor({ geoCountry: 'DEU', accountCountry: 'GBR', isAuthenticated: true })).toBe(
      true,
    );
    expect(isUkVisitor({ geoCountry: 'GBR', accountCountry: 'DEU', isAuthenticated: true })).toBe(
      false,
    );
  });

  it('is false when the country is unknown', () => {
    expect(isUkVisitor({ isAuthenticated: false })).toBe(false);
    expect(isUkVisitor({ geoCountry: 'GBR', isAuthenticated: true })).toBe(false);
  });
});

describe('isDropsAndWinsHidden', () => {
  it('hides drops-and-wins for UK visitors only', () => {
    expect(isDropsAndWinsHidden(true)).toBe(true);
    expect(isDropsAndWinsHidden(false)).toBe(false);
  });
});

describe('referral parameters and flags', () => {
  const params = (query: string) => new URLSearchParams(query);
  const configured = ['btag', 'affid'];

  it('collects stag and the configured parameters that have a value', () => {
    expect(collectReferralParams(params('stag=123_abc&btag=9&x=1&affid='), configured)).toEqual({
      stag: '123_abc',
      btag: '9',
    });
    expect(collectReferralParams(params('btag=9'))).toEqual({});
  });

  it('gives a GBR guest with stag uk_referral and gb', () => {
    expect(
      referralFlag({ isUk: true, isAuthenticated: false, searchParams: params('stag=1') }),
    ).toEqual({ flag: 'uk_referral', switchToGb: true });
  });

  it('gives a GBR guest with another configured parameter uk_referral and gb', () => {
    expect(
      referralFlag({
        isUk: true,
        isAuthenticated: false,
        searchParams: params('btag=7'),
        referralParams: configured,
      }),
    ).toEqual({ flag: 'uk_referral', switchToGb: true });
  });

  it('gives a GBR guest without a referral parameter uk_organic', () => {
    expect(
      referralFlag({
        isUk: true,
        isAuthenticated: false,
        searchParams: params('utm_source=x&stag='),
        referralParams: configured,
      }),
    ).toEqual({ flag: 'uk_organic', switchToGb: false });
  });

  it('gives a non-GBR guest with a referral parameter referral, without switching language', () => {
    expect(
      referralFlag({ isUk: false, isAuthenticated: false, searchParams: params('stag=1') }),
    ).toEqual({ flag: 'referral', switchToGb: false });
  });

  it('gives a non-GBR guest without a referral parameter no flag', () => {
    expect(referralFlag({ isUk: false, isAuthenticated: false, searchParams: params('') })).toEqual(
      { flag: null, switchToGb: false },
    );
  });

  it('gives players no flag, UK or not', () => {
    expect(
      referralFlag({ isUk: true, isAuthenticated: true, searchParams: params('stag=1') }),
    ).toEqual({ flag: null, switchToGb: false });
    expect(referralFlag({ isUk: true, isAuthenticated: true, searchParams: params('') })).toEqual({
      flag: null,
      switchToGb: false,
    });
  });
});

describe('resolveCurrency', () => {
  it('gives a player the account currency whatever the language or country', () => {
    expect(
      resolveCurrency({
        accountCurrency: 'CHF',
        isUk: true,
        isAuthenticated: true,
        hasStag: false,
        language: 'ro',
      }),
    ).toEqual({ currency: 'CHF', forced: false });
  });

  it('gives a player without a known account currency the language default', () => {
    expect(
      resolveCurrency({ isUk: false, isAuthenticated: true, hasStag: false, language: 'ro' }),
    ).toEqual({ currency: 'RON', forced: false });
  });

  it('forces EUR on a UK guest without stag, even in gb', () => {
    expect(
      resolveCurrency({ isUk: true, isAuthenticated: false, hasStag: false, language: 'gb' }),
    ).toEqual({ currency: 'EUR', forced: true });
  });

  it('gives a UK guest with stag GBP', () => {
    expect(
      resolveCurrency({ isUk: true, isAuthenticated: false, hasStag: true, language: 'gb' }),
    ).toEqual({ currency: 'GBP', forced: false });
  });

  it('ignores an account currency passed for a guest', () => {
    expect(
      resolveCurrency({
        accountCurrency: 'USD',
        isUk: false,
        isAuthenticated: false,
        hasStag: false,
        language: 'de',
      }),
    ).toEqual({ currency: 'EUR', forced: false });
  });

  it.each([
    ['en', 'EUR'],
    ['de', 'EUR'],
    ['pt', 'EUR'],
    ['ro', 'RON'],
    ['gb', 'GBP'],
  ] as const)('gives other guests in %s the default %s', (language, currency) => {
    expect(
      resolveCurrency({ isUk: false, isAuthenticated: false, hasStag: true, language }),
    ).toEqual({ currency, forced: false });
  });
});

describe('isCasinoCategoryVisible', () => {
  const inside = new Date(2025, 8, 18, 0, 0);
  const before = new Date(2025, 8, 17, 23, 59, 59, 999);
  const lastDay = new Date(2025, 9, 7, 23, 59, 59, 999);
  const after = new Date(2025, 9, 8, 0, 0);

  it('never shows oktoberfest or dropwins in the UK', () => {
    expect(isCasinoCategoryVisible('oktoberfest', { isUk: true, today: inside })).toBe(false);
    expect(isCasinoCategoryVisible('dropwins', { isUk: true, today: inside })).toBe(false);
  });

  it('shows dropwins outside the UK', () => {
    expect(isCasinoCategoryVisible('dropwins', { isUk: false, today: after })).toBe(true);
  });

  it('shows oktoberfest outside the UK only inside its window', () => {
    expect(isCasinoCategoryVisible('oktoberfest', { isUk: false, today: before })).toBe(false);
    expect(isCasinoCategoryVisible('oktoberfest', { isUk: false, today: inside })).toBe(true);
    expect(isCasinoCategoryVisible('oktoberfest', { isUk: false, today: lastDay })).toBe(true);
    expect(isCasinoCategoryVisible('oktoberfest', { isUk: false, today: after })).toBe(false);
  });

  it('follows a configured Oktoberfest window', () => {
    const oktoberfestWindow = { start: '2026-09-19', end: '2026-10-04' };
    const visibleOn = (today: Date) =>
      isCasinoCategoryVisible('oktoberfest', { isUk: false, today, oktoberfestWindow });
    expect(visibleOn(new Date(2026, 8, 18, 23, 59))).toBe(false);
    expect(visibleOn(new Date(2026, 8, 19, 0, 0))).toBe(true);
    expect(visibleOn(new Date(2026, 9, 4, 23, 59))).toBe(true);
    expect(visibleOn(new Date(2026, 9, 5, 0, 0))).toBe(false);
  });

  it.each<GameCategoryKey>([
    'slots',
    'live',
    'dice',
    'top',
    'new',
    'bonus-games',
    'table-games',
    'instant_games',
    'megaways',
  ])('always shows %s', (key) => {
    expect(isCasinoCategoryVisible(key, { isUk: true, today: after })).toBe(true);
    expect(isCasinoCategoryVisible(key, { isUk: false, today: after })).toBe(true);
  });
});

describe('welcomeOfferKey', () => {
  it('shows ro 350% up to 57500 RON', () => {
    expect(welcomeOfferKey('ro')).toEqual({
      id: 'ro',
      percent: 350,
      upTo: { amount: 57500, currency: 'RON' },
      freeSpins: 0,
    });
  });

  it.each(['en', 'de', 'pt', 'gb'] as const)(
    'shows %s 200%% up to 1000 EUR and 300 free spins',
    (language) => {
      expect(welcomeOfferKey(language)).toEqual({
        id: 'standard',
        percent: 200,
        upTo: { amount: 1000, currency: 'EUR' },
        freeSpins: 300,
      });
    },
  );
});
