import { type RouteObject } from 'react-router-dom';
import { ROUTES, path, routePattern, type RouteId } from '../config/paths.js';
import { type FeatureRoute, type RouteAccess } from '../lib/features.js';
import { loadWithRecovery } from '../lib/chunk-recovery.js';
import { RedirectTo } from '../lib/redirect.js';
import { FEATURES } from './features.js';
import { ActionRedirect, RequireMockMode, RequirePlayer } from './routes/guards.js';

// The route table of SPEC.md section 2, every route under the optional language segment: the
// features' routes (config/paths.ts gives each its pattern), loaded when first visited, and the
// app's own (redirects, mock mode's pages, the 404 page).

const notFoundPage = async () => (await import('./routes/not-found.js')).NotFoundPage;

/** The routes the app itself answers, beside the features'. */
export const CORE_ROUTES: readonly FeatureRoute[] = [
  { route: 'account', access: 'player', load: () => Promise.resolve(ToMain) },
  { route: 'accountUnknown', access: 'player', load: notFoundPage },
  { route: 'action', load: () => Promise.resolve(ActionRedirect) },
  { route: 'redirectLobby', load: () => Promise.resolve(ToMain) },
  {
    route: 'mockModals',
    access: 'mockMode',
    load: async () => (await import('./routes/mock-modals.js')).MockModalsPage,
  },
  { route: 'notFound', load: notFoundPage },
];

function ToMain() {
  return <RedirectTo to={path('main')} />;
}

/** Every route of the app, the features' and its own. */
export function allRoutes(): readonly FeatureRoute[] {
  return [...FEATURES.flatMap((feature) => feature.routes ?? []), ...CORE_ROUTES];
}

function routeObject({ route, load }: FeatureRoute): RouteObject {
  const lazy = async () => ({ Component: await loadWithRecovery(load) });
  return route === 'main' ? { index: true, lazy } : { path: routePattern(route), lazy };
}

const GUARDS: Readonly<Record<Exclude<RouteAccess, 'public'>, RouteObject['element']>> = {
  player: <RequirePlayer />,
  mockMode: <RequireMockMode />,
};

/** The page routes: public ones as they are, the others under their access guard. */
export function pageRoutes(routes: readonly FeatureRoute[] = allRoutes()): RouteObject[] {
  const byAccess = (access: RouteAccess) =>
    routes.filter((route) => (route.access ?? 'public') === access).map(routeObject);
  return [
    ...byAccess('public'),
    { element: GUARDS.player, children: byAccess('player') },
    { element: GUARDS.mockMode, children: byAccess('mockMode') },
    // The catch-all goes to the 404 page (SPEC.md section 2).
    { path: '*', element: <RedirectTo to={path('notFound')} /> },
  ];
}

/** Route ids no route answers (a test keeps it empty). */
export function unroutedIds(routes: readonly FeatureRoute[] = allRoutes()): RouteId[] {
  const routed = new Set(routes.map((route) => route.route));
  return (Object.keys(ROUTES) as RouteId[]).filter((id) => !routed.has(id));
}
