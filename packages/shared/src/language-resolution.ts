import type { CurrencyCode, Money } from './currency.js';
import type { GameCategoryKey } from './game-category.js';
import {
  COUNTRY_LANGUAGE,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_MENU,
  LANGUAGES,
  type LanguageCode,
  UK_COUNTRY,
  UK_LANGUAGE_MENU,
} from './language.js';
import type { DateWindow } from './local-date.js';
import { isOktoberfestActive } from './promotions.js';

// Language, currency and UK rules of SPEC.md sections 3 and 4 as SPEC-NOTES settles them.

/** Which input decided the language, in the order they are tried. */
export const LANGUAGE_SOURCES = [
  'user',
  'path',
  'stored',
  'country',
  'browser',
  'default',
] as const;
export type LanguageSource = (typeof LANGUAGE_SOURCES)[number];

export interface LanguageResolutionInput {
  /** The logged-in player's language from the account; absent for guests. */
  userLanguage?: string | null;
  /** The path prefix's language (splitLanguagePrefix); null when the path has none. */
  pathLanguage?: string | null;
  /** The value stored under the `language` key. */
  storedLanguage?: string | null;
  /** The visitor's alpha-3 country as isUkVisitor reads it (geo for guests, account for players). */
  country?: string | null;
  /** The browser's preferred languages, most preferred first (navigator.languages). */
  browserLanguages: readonly string[];
}

export interface LanguageResolution {
  language: LanguageCode;
  source: LanguageSource;
}

/** The languages a visitor may pick: UK visitors get the reduced list (SPEC-NOTES). */
export function languageMenuFor(country: string | null | undefined): readonly LanguageCode[] {
  return country === UK_COUNTRY ? UK_LANGUAGE_MENU : LANGUAGE_MENU;
}

function asLanguageCode(value: string | null | undefined): LanguageCode | null {
  const code = value?.trim().toLowerCase();
  return isLanguageCode(code) ? code : null;
}

const BROWSER_LANGUAGES: Readonly<Record<string, LanguageCode>> = {
  en: 'en',
  de: 'de',
  ro: 'ro',
  pt: 'pt',
};

/** A browser tag's language: any English gives gb for a GBR visitor and en for everyone else. */
function browserLanguage(tag: string, country: string | null | undefined): LanguageCode | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const language = BROWSER_LANGUAGES[primary];
  if (language === 'en' && country === UK_COUNTRY) return 'gb';
  return language ?? null;
}

/**
 * The language to show (SPEC.md section 4): the logged-in player's, then the path prefix's, then
 * the stored one, then the country's, then the browser's, else en. A candidate that is not in the
 * visitor's language menu (languageMenuFor) is skipped, so a UK visitor only ever gets en or gb.
 */
export function resolveLanguage(input: LanguageResolutionInput): LanguageResolution {
  const menu = languageMenuFor(input.country);
  const candidates: readonly [LanguageSource, LanguageCode | null][] = [
    ['user', asLanguageCode(input.userLanguage)],
    ['path', asLanguageCode(input.pathLanguage)],
    ['stored', asLanguageCode(input.storedLanguage)],
    ['country', input.country ? (COUNTRY_LANGUAGE[input.country] ?? null) : null],
    ...input.browserLanguages.map((tag): [LanguageSource, LanguageCode | null] => [
      'browser',
      browserLanguage(tag, input.country),
    ]),
  ];
  for (const [source, language] of candidates) {
    if (language !== null && menu.includes(language)) return { language, source };
  }
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

export const LANGUAGE_PREFIX_STATUSES = ['none', 'ok', 'redirect', 'not_found'] as const;
export type LanguagePrefixStatus = (typeof LANGUAGE_PREFIX_STATUSES)[number];

export interface LanguagePrefix {
  /** The prefix's language; null when there is no prefix or it is not a supported language. */
  language: LanguageCode | null;
  /**
   * The path without the prefix, always starting with '/'. For 'none' and 'not_found' it is the
   * whole path.
   */
  rest: string;
  /**
   * none: no two-letter first segment; ok: a supported prefix; redirect: /en/..., which goes to
   * `rest` (en has no prefix; SPEC-NOTES); not_found: a two-letter segment that is no language.
   */
  status: LanguagePrefixStatus;
}

const TWO_LETTERS = /^[A-Za-z]{2}$/;

/**
 * Splits a pathname (no query or hash: the caller keeps those) into its language prefix and the
 * rest. Codes are lowercase: '/DE/faq' is not_found.
 */
export function splitLanguagePrefix(pathname: string): LanguagePrefix {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const slash = path.indexOf('/', 1);
  const segment = slash === -1 ? path.slice(1) : path.slice(1, slash);
  if (!TWO_LETTERS.test(segment)) return { language: null, rest: path, status: 'none' };
  if (!isLanguageCode(segment)) return { language: null, rest: path, status: 'not_found' };
  const rest = slash === -1 ? '/' : path.slice(slash);
  // en, the default language, is the one without a prefix.
  const status = segment === DEFAULT_LANGUAGE ? 'redirect' : 'ok';
  return { language: segment, rest, status };
}

/**
 * The same pathname under another language's prefix: localizePath('/de/games/slots', 'ro') is
 * '/ro/games/slots', localizePath('/ro/faq', 'en') is '/faq', the home page in de is '/de'. Takes
 * and returns a pathname only; the caller re-attaches the query and hash (and keeps history
 * state when it replaces the URL).
 */
export function localizePath(pathname: string, language: LanguageCode): string {
  const { rest } = splitLanguagePrefix(pathname);
  if (language === DEFAULT_LANGUAGE) return rest;
  return rest === '/' ? `/${language}` : `/${language}${rest}`;
}

export interface UkVisitorInput {
  geoCountry?: string | null;
  accountCountry?: string | null;
  isAuthenticated: boolean;
}

/** "UK" is the geo country for guests and the account country for players (SPEC-NOTES). */
export function isUkVisitor({
  geoCountry,
  accountCountry,
  isAuthenticated,
}: UkVisitorInput): boolean {
  return (isAuthenticated ? accountCountry : geoCountry) === UK_COUNTRY;
}

/** Drops-and-wins is hidden for UK visitors (SPEC.md section 1). */
export function isDropsAndWinsHidden(isUk: boolean): boolean {
  return isUk;
}

/** The session flag recording how a guest arrived (session storage; cleared at login). */
export const REFERRAL_FLAGS = ['uk_referral', 'uk_organic', 'referral'] as const;
export type ReferralFlag = (typeof REFERRAL_FLAGS)[number];

/** The referral parameter that is always recognised; config adds others (SPEC-NOTES). */
export const STAG_PARAM = 'stag';

/** What is read from the query string; URLSearchParams fits. */
export interface SearchParamsReader {
  get(name: string): string | null;
}

/**
 * The referral parameters present with a non-empty value, stag first then the configured ones:
 * they are kept and go with the sign-up.
 */
export function collectReferralParams(
  searchParams: SearchParamsReader,
  referralParams: readonly string[] = [],
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of [STAG_PARAM, ...referralParams]) {
    const value = searchParams.get(name)?.trim();
    if (value) found[name] = value;
  }
  return found;
}

export interface ReferralFlagInput {
  isUk: boolean;
  isAuthenticated: boolean;
  searchParams: SearchParamsReader;
  /** Referral parameters besides stag, from config. */
  referralParams?: readonly string[];
}

export interface ReferralDecision {
  flag: ReferralFlag | null;
  /** A GBR guest who came by referral switches to gb (English with GBP). */
  switchToGb: boolean;
}

/**
 * The guest's referral flag (SPEC-NOTES "Referral flags"): a GBR guest with stag or another
 * referral parameter gets uk_referral and gb; a GBR guest without one uk_organic (forced EUR); a
 * non-GBR guest with one referral. Players get none: the flag is cleared at login.
 */
export function referralFlag({
  isUk,
  isAuthenticated,
  searchParams,
  referralParams,
}: ReferralFlagInput): ReferralDecision {
  if (isAuthenticated) return { flag: null, switchToGb: false };
  const hasReferral = Object.keys(collectReferralParams(searchParams, referralParams)).length > 0;
  if (isUk) {
    return hasReferral
      ? { flag: 'uk_referral', switchToGb: true }
      : { flag: 'uk_organic', switchToGb: false };
  }
  return { flag: hasReferral ? 'referral' : null, switchToGb: false };
}

/** What a UK guest who did not come by referral sees (SPEC.md section 4). */
export const UK_ORGANIC_CURRENCY: CurrencyCode = 'EUR';

export interface CurrencyInput {
  /** The player's account currency (from the balance); ignored for guests. */
  accountCurrency?: CurrencyCode | null;
  isUk: boolean;
  isAuthenticated: boolean;
  /**
   * The guest came with stag or another configured referral parameter: the session flag is
   * uk_referral. Every referral parameter counts, so that gb never shows with forced EUR.
   */
  hasStag: boolean;
  language: LanguageCode;
}

export interface CurrencyResolution {
  currency: CurrencyCode;
  /** EUR forced on a UK organic guest: sign and name show EUR whatever the language. */
  forced: boolean;
}

/**
 * The currency amounts are shown in (SPEC-NOTES "Currency"): a player's account currency; a UK
 * guest without stag forced EUR; a UK guest with stag GBP; everyone else the language default.
 */
export function resolveCurrency({
  accountCurrency,
  isUk,
  isAuthenticated,
  hasStag,
  language,
}: CurrencyInput): CurrencyResolution {
  if (isAuthenticated) {
    return { currency: accountCurrency ?? LANGUAGES[language].defaultCurrency, forced: false };
  }
  if (isUk) {
    return hasStag
      ? { currency: LANGUAGES.gb.defaultCurrency, forced: false }
      : { currency: UK_ORGANIC_CURRENCY, forced: true };
  }
  return { currency: LANGUAGES[language].defaultCurrency, forced: false };
}

export interface CasinoCategoryVisibilityInput {
  isUk: boolean;
  /** Now, read as the player's local date. */
  today: Date;
  /** The configured Oktoberfest window; OKTOBERFEST_WINDOW when absent. */
  oktoberfestWindow?: Readonly<DateWindow>;
}

/**
 * Whether the sidebar's casino group lists a category: the UK never sees oktoberfest or dropwins;
 * elsewhere oktoberfest shows only inside its window. The games/oktoberfest route itself keeps
 * working (SPEC-NOTES), so this is for the menu only.
 */
export function isCasinoCategoryVisible(
  key: GameCategoryKey,
  { isUk, today, oktoberfestWindow }: CasinoCategoryVisibilityInput,
): boolean {
  if (key === 'dropwins') return !isDropsAndWinsHidden(isUk);
  if (key === 'oktoberfest') return !isUk && isOktoberfestActive(today, oktoberfestWindow);
  return true;
}

export const WELCOME_OFFER_IDS = ['ro', 'standard'] as const;
export type WelcomeOfferId = (typeof WELCOME_OFFER_IDS)[number];

/** A welcome bonus teaser's numbers; the text around them is translated by the app. */
export interface WelcomeOffer {
  id: WelcomeOfferId;
  percent: number;
  upTo: Money;
  freeSpins: number;
}

/** The welcome offers (SPEC-NOTES): ro 350% up to 57500 RON; others 200% up to 1000 EUR + 300 FS. */
export const WELCOME_OFFERS: Readonly<Record<WelcomeOfferId, WelcomeOffer>> = {
  ro: { id: 'ro', percent: 350, upTo: { amount: 57_500, currency: 'RON' }, freeSpins: 0 },
  standard: {
    id: 'standard',
    percent: 200,
    upTo: { amount: 1_000, currency: 'EUR' },
    freeSpins: 300,
  },
};

/** The welcome offer shown in a language. */
export function welcomeOfferKey(language: LanguageCode): WelcomeOffer {
  return language === 'ro' ? WELCOME_OFFERS.ro : WELCOME_OFFERS.standard;
}
