import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@casino/shared';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES, path, routePattern, type RouteId } from '../config/paths.js';
import type { FeatureRoute, RouteAccess, RoutePrefetch } from '../lib/features.js';
import { loadWithRecovery } from '../lib/chunk-recovery.js';
import { RedirectTo } from '../lib/redirect.js';
import { FEATURES } from './features.js';
import {
  ActionRedirect,
  DefaultLanguageRedirect,
  RequireMockMode,
  RequirePlayer,
} from './routes/guards.js';

// The route table of SPEC.md section 2, every route in each language's path form: the features'
// routes (config/paths.ts gives each its pattern), loaded when first visited, and the app's own
// (redirects, mock mode's pages, the 404 page).

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

/** What a page's route object carries: its route, and for preloadPageOf its first data. */
export interface RouteHandle {
  route: RouteId;
  prefetch?: FeatureRoute['prefetch'];
}

function routeObject({ route, load, prefetch }: FeatureRoute): RouteObject {
  const lazy = async () => ({ Component: await loadWithRecovery(load) });
  const handle: RouteHandle = { route, prefetch };
  return route === 'main'
    ? { index: true, lazy, handle }
    : { path: routePattern(route), lazy, handle };
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

/** The languages with a path prefix: every one but en (SPEC-NOTES). */
const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

/**
 * `routes()` in each language's path form: without a prefix, and under each prefixed language's
 * own segment; /en/... goes to the same path without it. Static segments rather than one optional
 * `:lang?` parameter: the router ranks a static segment above a parameter, so `:lang?/jackpots`
 * took /games/jackpots for the jackpots page in a language 'games'. A segment that is no
 * language (/xx/games) finds no page under the unprefixed routes and meets their catch-all.
 * Case-sensitive, as splitLanguagePrefix reads a prefix: /DE/faq is no German page. The language
 * routes draw nothing themselves, so what `routes()` draws stays mounted, its state kept, when a
 * language switch moves the page from one language's routes to another's.
 */
export function inEveryLanguage(routes: () => RouteObject[]): RouteObject[] {
  return [
    { children: routes() },
    ...PREFIXED_LANGUAGES.map((language) => ({
      path: language,
      caseSensitive: true,
      children: routes(),
    })),
    { path: `${DEFAULT_LANGUAGE}/*`, caseSensitive: true, element: <DefaultLanguageRedirect /> },
  ];
}

/** Route ids no route answers (a test keeps it empty). */
export function unroutedIds(routes: readonly FeatureRoute[] = allRoutes()): RouteId[] {
  const routed = new Set(routes.map((route) => route.route));
  return (Object.keys(ROUTES) as RouteId[]).filter((id) => !routed.has(id));
}

/**
 * Starts loading the page chunk of `pathname` (in any language's path form) before the
 * router exists, beside the strings the first render waits for; the router's own load then finds
 * the module already on its way. With `prefetch`, the page's first data is asked for too, as soon
 * as the bootstrap answer allows. A failure here is left for the router to meet and report.
 */
export function preloadPageOf(
  pathname: string,
  {
    routes = allRoutes(),
    prefetch,
  }: { routes?: readonly FeatureRoute[]; prefetch?: RoutePrefetch } = {},
): void {
  const tree = inEveryLanguage(() => pageRoutes(routes));
  for (const { route } of matchRoutes(tree, pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
    const handle = route.handle as RouteHandle | undefined;
    if (prefetch !== undefined) handle?.prefetch?.(prefetch);
  }
}

/**
 * Loads the lazy routes `pathname` matches into the route objects themselves, so that a router
 * made of them renders the page at once: hydrating server-rendered markup needs the first render
 * to be the page, not a wait for its chunk.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => route)
    .filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazyRoutes.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}
