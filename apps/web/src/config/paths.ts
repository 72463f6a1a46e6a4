import { generatePath, type PathParam } from 'react-router-dom';

// Every route of the product (SPEC.md section 2), written once: the route table takes its
// patterns from here and links are built from the same pattern, so the two cannot drift apart.
// Patterns carry no language prefix: the route table puts each under every language's path form.

export const ROUTES = {
  main: '/',
  auth: '/auth',
  aviator: '/aviator',
  welcomeOffer: '/welcome_offer',
  liveCasino: '/live_casino',
  sport: '/sport/*',
  bonuses: '/bonuses',
  bonus: '/bonuses/:bonus',
  activateBonus: '/activate-bonus/:bonusId',
  depositModal: '/deposit/modal',
  deposit: '/deposit',
  registration: '/registration',
  login: '/login',
  welcomeBack: '/welcome-back',
  account: '/account',
  accountProfile: '/account/profile',
  accountVerification: '/account/profile/verification',
  accountSecurity: '/account/profile/security',
  accountDeposit: '/account/deposit',
  accountDepositCrypto: '/account/deposit/crypto',
  accountBalance: '/account/balance',
  accountPaymentHistory: '/account/balance/payment-history',
  accountGameTransactions: '/account/balance/game-transactions',
  accountBonusTransactions: '/account/balance/game-transactions/bonus',
  accountBonuses: '/account/bonuses',
  accountWithdrawal: '/account/withdrawal',
  accountWithdrawalCrypto: '/account/withdrawal/crypto',
  accountLimits: '/account/limits',
  /** Anything else under account/ is the 404 page. */
  accountUnknown: '/account/*',
  games: '/games/:categoryId?',
  jackpots: '/jackpots',
  game: '/game/:gameId?/:demo?',
  infoPage: '/info_pages/:page',
  faq: '/faq',
  loyalty: '/loyalty',
  saferGambling: '/safer-gambling',
  saferGamblingBreak: '/safer-gambling/take-a-break',
  tournaments: '/tournaments',
  networkTournaments: '/tournaments/network/:code?',
  localTournament: '/tournaments/local/:tournamentId',
  bonusShop: '/bonus_shop',
  shop: '/shop',
  installApp: '/install-app/:deviceId?',
  pwa: '/pwa/*',
  depositSuccess: '/deposit-success/:merchantId?',
  depositFailure: '/deposit-failure/*',
  depositCancel: '/deposit-cancel/*',
  depositReturn: '/deposit-return/:merchantId?',
  action: '/action',
  redirectLobby: '/redirect-lobby',
  luckyPigeon: '/lucky-pigeon',
  /** The gamification service's panel: wheel, missions, store or big-win (decision 039). */
  gamification: '/gamification/:action',
  reauth: '/reauth/:session',
  mockModals: '/mock-modals',
  styleguide: '/styleguide',
  qaPanel: '/qa-panel',
  ops: '/ops',
  notFound: '/404',
} as const;

export type RouteId = keyof typeof ROUTES;
type Pattern<R extends RouteId> = (typeof ROUTES)[R];
type Params<R extends RouteId> = Partial<Record<PathParam<Pattern<R>>, string | null>>;

/**
 * The prefix-less path of a route: `path('games', { categoryId: 'slots' })` is '/games/slots';
 * optional segments left out disappear. Links go through the language's `href` to gain the
 * visitor's prefix.
 */
export function path<R extends RouteId>(route: R, params?: Params<R>): string {
  const pattern: string = ROUTES[route];
  return generatePath(pattern, (params ?? {}) as Record<string, string | null>);
}

/** The route table's form of a pattern: relative to a language's path form. */
export function routePattern(route: RouteId): string {
  return ROUTES[route].slice(1);
}

/** Whether a prefix-less pathname is inside the account area. */
export function isAccountPath(pathname: string): boolean {
  return pathname === ROUTES.account || pathname.startsWith(`${ROUTES.account}/`);
}

/** Whether a prefix-less pathname is a games/* page, whose sidebar shows the lobby's counts. */
export function isLobbyPath(pathname: string): boolean {
  return pathname === '/games' || pathname.startsWith('/games/');
}
