import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.js';
import { AppLayout } from '../components/layouts/app-layout.js';
import { RootShell } from './root-shell.js';
import { RouteErrorFallback } from './route-error.js';
import {
  ActionRedirect,
  LanguageSegment,
  OpenLoginRoute,
  RedirectTo,
  RequireMockMode,
  RequirePlayer,
  RequireSportPermission,
} from './routes/guards.js';
import type { PageTitleKey } from './routes/titled-page.js';

// The route table of SPEC.md section 2, every route under the optional language segment. Pages
// load lazily; the screens other features build show the layout and their title until then.

function titled(path: string | undefined, titleKey: PageTitleKey): RouteObject {
  const lazy = async () => {
    const { TitledPage } = await import('./routes/titled-page.js');
    return { element: <TitledPage titleKey={titleKey} /> };
  };
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const notFound: RouteObject['lazy'] = async () => {
  const { NotFoundPage } = await import('./routes/not-found.js');
  return { Component: NotFoundPage };
};

const bonusRoute: RouteObject = {
  path: 'bonuses/:bonus',
  lazy: async () => {
    const { BonusRoute } = await import('./routes/bonus-route.js');
    return { Component: BonusRoute };
  },
};

const gamesRoute: RouteObject = {
  path: 'games/:categoryId?',
  lazy: async () => {
    const { GamesRoute } = await import('./routes/games-route.js');
    return { Component: GamesRoute };
  },
};

export const pageRoutes: RouteObject[] = [
  titled(undefined, 'pages.main'),
  titled('auth', 'pages.auth'),
  titled('aviator', 'pages.aviator'),
  titled('welcome_offer', 'pages.welcomeOffer'),
  titled('live_casino', 'pages.liveCasino'),
  {
    path: 'sport/*',
    element: <RequireSportPermission />,
    children: [titled(undefined, 'pages.sport')],
  },
  titled('bonuses', 'pages.bonuses'),
  bonusRoute,
  titled('activate-bonus/:bonusId', 'pages.activateBonus'),
  titled('deposit/modal', 'pages.deposit'),
  titled('deposit', 'pages.deposit'),
  titled('registration', 'pages.registration'),
  { path: 'login', element: <OpenLoginRoute /> },
  titled('welcome-back', 'pages.welcomeBack'),
  {
    path: 'account',
    element: <RequirePlayer />,
    children: [
      { index: true, element: <RedirectTo to={paths.main()} /> },
      titled('profile', 'pages.profile'),
      titled('profile/verification', 'pages.verification'),
      titled('profile/security', 'pages.security'),
      titled('deposit', 'pages.accountDeposit'),
      titled('deposit/crypto', 'pages.accountDepositCrypto'),
      titled('balance', 'pages.balance'),
      titled('balance/payment-history', 'pages.paymentHistory'),
      titled('balance/game-transactions', 'pages.gameTransactions'),
      titled('balance/game-transactions/bonus', 'pages.bonusTransactions'),
      titled('bonuses', 'pages.accountBonuses'),
      titled('withdrawal', 'pages.withdrawal'),
      titled('withdrawal/crypto', 'pages.withdrawalCrypto'),
      { path: '*', lazy: notFound },
    ],
  },
  gamesRoute,
  titled('jackpots', 'pages.jackpots'),
  titled('game/:gameId?/:demo?', 'pages.game'),
  titled('info_pages/:page', 'pages.infoPage'),
  titled('faq', 'pages.faq'),
  titled('loyalty', 'pages.loyalty'),
  titled('tournaments', 'pages.tournaments'),
  titled('tournaments/network/:code?', 'pages.networkTournaments'),
  titled('tournaments/local/:tournamentId', 'pages.localTournament'),
  titled('bonus_shop', 'pages.bonusShop'),
  titled('shop', 'pages.shop'),
  titled('install-app/:deviceId?', 'pages.installApp'),
  titled('pwa/*', 'pages.pwa'),
  titled('deposit-success/:merchantId?', 'pages.depositSuccess'),
  { path: 'deposit-failure/*', element: <RedirectTo to={paths.account.paymentHistory()} /> },
  { path: 'deposit-cancel/*', element: <RedirectTo to={paths.account.paymentHistory()} /> },
  titled('deposit-return/:merchantId?', 'pages.paymentHistory'),
  { path: 'action', element: <ActionRedirect /> },
  { path: 'redirect-lobby', element: <RedirectTo to={paths.main()} /> },
  titled('lucky-pigeon', 'pages.luckyPigeon'),
  titled('reauth/:session', 'pages.reauth'),
  {
    path: 'mock-modals',
    element: <RequireMockMode />,
    children: [
      {
        index: true,
        lazy: async () => {
          const { MockModalsPage } = await import('./routes/mock-modals.js');
          return { Component: MockModalsPage };
        },
      },
    ],
  },
  { path: '404', lazy: notFound },
  // The catch-all goes to the 404 page (SPEC.md section 2).
  { path: '*', element: <RedirectTo to={paths.notFound()} /> },
];

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootShell />,
      children: [
        {
          path: ':lang?',
          element: <LanguageSegment />,
          children: [
            {
              element: <AppLayout />,
              errorElement: <RouteErrorFallback />,
              children: pageRoutes,
            },
          ],
        },
      ],
    },
  ]);
}
