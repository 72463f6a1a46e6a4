import {
  UK_COUNTRY,
  isDropsAndWinsHidden,
  languageMenuFor,
  resolveCurrency,
  resolveLanguage,
  type CurrencyCode,
  type LanguageCode,
  type LanguageSource,
  type User,
} from '@casino/shared';
import Negotiator from 'negotiator';
import type { Config } from '../config.js';
import { isCountryListed, toAlpha2 } from '../geo/country-code.js';
import type { VisitorGeo } from './visitor.js';

// The SPA's first call: everything the shell needs before it can show anything (SPEC.md section 4
// and SPEC-NOTES "Languages, currency, geography"), decided once on the server with the shared
// rules the SPA also runs when its inputs change.

/** The settings the SPA needs; nothing secret lives in them. */
export function publicSettings(config: Config) {
  const { product } = config;
  return {
    brandName: product.brandName,
    catchGameId: product.catchGameId,
    affiliatesUrl: product.affiliatesUrl,
    supportChatUrl: product.supportChatUrl,
    sportFrameUrl: product.sportFrameUrl,
    sportTesterUserId: product.sportTesterUserId,
    winnersHiddenCountries: product.winnersHiddenCountries,
    referralParams: product.referralParams,
    thirdPartyScripts: product.thirdPartyScripts,
    oktoberfestWindow: product.oktoberfestWindow,
    catchGameWindow: product.catchGameWindow,
  };
}

export type PublicSettings = ReturnType<typeof publicSettings>;

export interface BootstrapInput {
  /** The language of the path prefix (null without one). */
  pathLanguage: LanguageCode | null;
  /** The value stored under the `language` key, if any. */
  storedLanguage: LanguageCode | null;
  /** The visitor came with stag or another referral parameter (SPEC-NOTES "Referral flags"). */
  hasReferral: boolean;
}

export interface BootstrapRequest extends BootstrapInput {
  config: Config;
  geo: VisitorGeo;
  player: User | null;
  acceptLanguage: string | undefined;
  clockOffsetMs: number;
  now: number;
  /** Where the players' event feed stood (null for a guest, or when it could not be read). */
  eventsPosition: number | null;
}

export interface Bootstrap {
  country: { alpha3: string | null; alpha2: string | null; source: VisitorGeo['source'] };
  blocked: boolean;
  /** UK rules apply (geo country for guests, the account's for players). */
  isUk: boolean;
  language: { suggested: LanguageCode; source: LanguageSource; menu: readonly LanguageCode[] };
  currency: { code: CurrencyCode; forced: boolean };
  /** The product's clock: QA's offset in mock mode (0 in live mode) and the server's now with it. */
  clock: { offsetMs: number; serverTime: string };
  flags: {
    /** The mock world runs behind the BFF: QA's panel and the mock-modals route exist. */
    mockMode: boolean;
    winnersHidden: boolean;
    dropsAndWinsHidden: boolean;
  };
  settings: PublicSettings;
  player: User | null;
  /**
   * The player's position in their event feed when the page loaded: the page's first socket
   * resumes from it, so an event published before the socket opens is still delivered. Null for
   * a guest (whose answer is shared) or when it could not be read.
   */
  realtime: { position: number | null };
}

/** The browser's languages from Accept-Language, most preferred first. */
export function browserLanguages(acceptLanguage: string | undefined): string[] {
  if (acceptLanguage === undefined || acceptLanguage.length > 1_000) return [];
  return new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
}

export function bootstrap(request: BootstrapRequest): Bootstrap {
  const { config, geo, player } = request;
  // "UK" means the geo country for guests and the account country for players (SPEC-NOTES).
  const ruleCountry = player === null ? geo.country : player.country;
  const isUk = ruleCountry === UK_COUNTRY;
  const language = resolveLanguage({
    userLanguage: player?.language ?? null,
    pathLanguage: request.pathLanguage,
    storedLanguage: request.storedLanguage,
    country: ruleCountry,
    browserLanguages: browserLanguages(request.acceptLanguage),
  });
  const currency = resolveCurrency({
    accountCurrency: player?.currency ?? null,
    isUk,
    isAuthenticated: player !== null,
    hasStag: request.hasReferral,
    language: language.language,
  });
  return {
    country: { alpha3: geo.country, alpha2: toAlpha2(geo.country), source: geo.source },
    blocked: geo.blocked,
    isUk,
    language: {
      suggested: language.language,
      source: language.source,
      menu: languageMenuFor(ruleCountry),
    },
    currency: { code: currency.currency, forced: currency.forced },
    clock: {
      offsetMs: request.clockOffsetMs,
      serverTime: new Date(request.now + request.clockOffsetMs).toISOString(),
    },
    flags: {
      mockMode: config.upstreamMode === 'mock',
      winnersHidden: isCountryListed(ruleCountry, config.product.winnersHiddenCountries),
      dropsAndWinsHidden: isDropsAndWinsHidden(isUk),
    },
    settings: publicSettings(config),
    player,
    realtime: { position: player === null ? null : request.eventsPosition },
  };
}
