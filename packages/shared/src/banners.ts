import { splitLanguagePrefix } from './language-resolution.js';
import { nextLocalMidnight } from './local-date.js';

// The mini-game (lucky card, wheel of fortune) and daily-bonus banners of SPEC.md section 4.

/** The availability call's answer that means "available"; any other answer hides the banner. */
export const MINI_GAME_AVAILABLE_STATUS = 204;

export function isMiniGameAvailable(status: number | null | undefined): boolean {
  return status === MINI_GAME_AVAILABLE_STATUS;
}

/**
 * The instant to store when a banner is dismissed or opened (an ISO string): it stays hidden until
 * the next local midnight.
 */
export function bannerHiddenUntil(now: Date): string {
  return nextLocalMidnight(now).toISOString();
}

/**
 * Whether a stored dismissal still hides the banner. A dismissal only ever covers the day it was
 * made in: a value beyond the next local midnight (the clock went back, as QA's mock clock can) or
 * one that does not parse counts as no dismissal.
 */
export function isBannerDismissed(dismissedUntilIso: string | undefined, now: Date): boolean {
  if (!dismissedUntilIso) return false;
  const until = Date.parse(dismissedUntilIso);
  if (Number.isNaN(until)) return false;
  return now.getTime() < until && until <= nextLocalMidnight(now).getTime();
}

export interface MiniGameBannerInput {
  /** The availability call's HTTP status; undefined while it has not answered. */
  status: number | null | undefined;
  dismissedUntilIso: string | undefined;
  now: Date;
}

/** One mini-game banner: available (204) and not dismissed today. */
export function isMiniGameBannerVisible({
  status,
  dismissedUntilIso,
  now,
}: MiniGameBannerInput): boolean {
  return isMiniGameAvailable(status) && !isBannerDismissed(dismissedUntilIso, now);
}

export interface DailyBonusVisibilityInput {
  isAuthenticated: boolean;
  /** The daily-bonus call's HTTP status; undefined while it has not answered. */
  status: number | null | undefined;
  /** The answer carried data. */
  hasData: boolean;
}

/** A player sees the daily bonus on 200 with data; a guest on 204 (SPEC-NOTES). */
export function isDailyBonusVisible({
  isAuthenticated,
  status,
  hasData,
}: DailyBonusVisibilityInput): boolean {
  return isAuthenticated ? status === 200 && hasData : status === 204;
}

/** Pages that carry the floating banners; "vip" is the loyalty page (SPEC-NOTES). */
export const FLOATING_BANNER_PAGES = [
  'home',
  'games',
  'tournaments',
  'bonuses',
  'loyalty',
] as const;
export type FloatingBannerPage = (typeof FLOATING_BANNER_PAGES)[number];

const PAGE_BY_FIRST_SEGMENT: Readonly<Record<string, FloatingBannerPage>> = {
  '': 'home',
  games: 'games',
  tournaments: 'tournaments',
  bonuses: 'bonuses',
  loyalty: 'loyalty',
};

/**
 * The banner page a pathname (with or without a language prefix; no query) belongs to, with its
 * sub-pages (games/slots, tournaments/local/7, bonuses/12), or null for any other page. A single
 * game (game/{id}) is not the games lobby.
 */
export function floatingBannerPage(pathname: string): FloatingBannerPage | null {
  const { rest } = splitLanguagePrefix(pathname);
  const firstSegment = rest.split('/')[1] ?? '';
  return PAGE_BY_FIRST_SEGMENT[firstSegment] ?? null;
}

export interface FloatingBannersInput {
  page: FloatingBannerPage | null;
  isAuthenticated: boolean;
  modalOpen: boolean;
  /** The wheel's banner can show: available and not dismissed today (isMiniGameBannerVisible). */
  wheelAvailable: boolean;
  /** The lucky card's banner can show, likewise. */
  cardAvailable: boolean;
}

/**
 * Whether the floating mini-game banners show at all. Our reading of SPEC.md section 4: only on
 * the home, games, tournaments, bonuses and loyalty pages, only for players, never over an open
 * modal, and even then only while the wheel or the card is available (each banner then shows by
 * its own availability).
 */
export function shouldShowFloatingBanners({
  page,
  isAuthenticated,
  modalOpen,
  wheelAvailable,
  cardAvailable,
}: FloatingBannersInput): boolean {
  return page !== null && isAuthenticated && !modalOpen && (wheelAvailable || cardAvailable);
}

/** A daily-bonus day as far as timing goes; canBeCollectedAfterTs is unix seconds. */
export interface DailyBonusCollectTime {
  readonly canBeCollectedAfterTs: number;
}

/**
 * When to re-fetch the daily bonus: the earliest collect time strictly after now, or null when
 * no day opens later.
 */
export function dailyBonusRefetchAt(
  days: readonly DailyBonusCollectTime[],
  now: Date,
): Date | null {
  let next: number | null = null;
  for (const { canBeCollectedAfterTs } of days) {
    const at = canBeCollectedAfterTs * 1000;
    if (Number.isFinite(at) && at > now.getTime() && (next === null || at < next)) next = at;
  }
  return next === null ? null : new Date(next);
}
