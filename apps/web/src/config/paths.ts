import { localizePath, type LanguageCode } from '@casino/shared';

// The product's paths without a language prefix, one builder each; links go through `localize`
// (or the useHref hook) so that they carry the visitor's language.

export const paths = {
  main: () => '/',
  notFound: () => '/404',
  login: () => '/login',
  registration: () => '/registration',
  deposit: () => '/deposit',
  bonuses: () => '/bonuses',
  bonusShop: () => '/bonus_shop',
  shop: () => '/shop',
  bonus: (id: string | number) => `/bonuses/${String(id)}`,
  games: (category?: string) => (category === undefined ? '/games' : `/games/${category}`),
  jackpots: () => '/jackpots',
  tournaments: () => '/tournaments',
  loyalty: () => '/loyalty',
  faq: () => '/faq',
  infoPage: (code: string) => `/info_pages/${code}`,
  luckyPigeon: () => '/lucky-pigeon',
  installApp: () => '/install-app',
  sport: () => '/sport',
  account: {
    profile: () => '/account/profile',
    paymentHistory: () => '/account/balance/payment-history',
  },
} as const;

/** A path of `paths` under the language's prefix (en has none). */
export function localize(path: string, language: LanguageCode): string {
  return localizePath(path, language);
}

/** Whether a prefix-less pathname is inside the account area. */
export function isAccountPath(pathname: string): boolean {
  return pathname === '/account' || pathname.startsWith('/account/');
}

/** Whether a prefix-less pathname is a games/* page, whose sidebar shows the lobby's counts. */
export function isLobbyPath(pathname: string): boolean {
  return pathname === '/games' || pathname.startsWith('/games/');
}
