// Every link the product can build resolves to the route that built it, in every language's path
// form, over the real route tree: no parameter value can be taken for a language, or for a page
// of its own, and a segment that is no language is the 404 page's.
import {
  GAME_CATEGORIES,
  GAMIFICATION_ACTIONS,
  LANGUAGE_CODES,
  localizePath,
  type LanguageCode,
} from '@casino/shared';
import fc from 'fast-check';
import i18next from 'i18next';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES, path, type RouteId } from '../config/paths.js';
import type { RouteHandle } from './route-table.js';
import { appRoutes } from './router.js';

const runs = { seed: 20_261_122, numRuns: 200 };
/** Each match ranks the whole tree, every page in every language: a few ms apiece. */
const TIMEOUT = 60_000;

const tree = appRoutes(i18next.createInstance(), 'en');

const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The first segment of every route: a slug equal to one is the likeliest to be misread. */
const TOP_LEVEL_NAMES = [
  ...new Set(ROUTE_IDS.map((route) => ROUTES[route].split('/')[1] ?? '').filter(Boolean)),
];
const CATEGORY_PATHS = [...new Set(Object.values(GAME_CATEGORIES).map(({ path }) => path))];

/** Values a parameter meets that also name something else: a page, a language, a category. */
const NAMES = [...TOP_LEVEL_NAMES, ...LANGUAGE_CODES, ...CATEGORY_PATHS, ...GAMIFICATION_ACTIONS];

/** A slug as the CMS and the upstreams write them: an info page code (infoPageSchema), an id. */
const slug = fc.oneof(
  fc.constantFrom(...NAMES),
  fc.stringMatching(/^[a-z0-9_-]{1,16}$/),
  fc.integer({ min: 1, max: 999_999 }).map(String),
);

/** The account's own pages: a path under account/ that is one of them is not accountUnknown's. */
const ACCOUNT_PAGES: ReadonlySet<string> = new Set(
  ROUTE_IDS.map((route): string => ROUTES[route]).filter(
    (pattern) => pattern.startsWith('/account') && !pattern.includes('*'),
  ),
);

/** Whether `splat` builds a path of `route`, not another route's. */
function splatOf(route: RouteId, splat: string): boolean {
  return route !== 'accountUnknown' || (splat !== '' && !ACCOUNT_PAGES.has(`/account/${splat}`));
}

type Params = Record<string, string | undefined>;

/** The values the product puts in each parameter, by its name. */
function paramsOf(route: RouteId): fc.Arbitrary<Params> {
  const pattern: string = ROUTES[route];
  const names = [...pattern.matchAll(/:(\w+)(\?)?/g)].map(([, name, optional]) => ({
    name: name ?? '',
    optional: optional === '?',
  }));
  const record: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const { name, optional } of names) {
    const value =
      name === 'categoryId'
        ? fc.oneof(fc.constantFrom(...CATEGORY_PATHS), slug)
        : name === 'gameId'
          ? // gamePath's segment: the id, then the slug of the game's name.
            fc
              .tuple(fc.integer({ min: 1, max: 99_999 }), slug)
              .map(([id, s]) => `${String(id)}-${s}`)
          : name === 'demo'
            ? fc.constant('demo')
            : name === 'action'
              ? fc.constantFrom(...GAMIFICATION_ACTIONS)
              : slug;
    record[name] = optional ? fc.option(value, { nil: undefined }) : value;
  }
  if (pattern.endsWith('/*')) {
    record['*'] = fc
      .array(slug, { maxLength: 3 })
      .map((segments) => segments.join('/'))
      .filter((splat) => splatOf(route, splat));
  }
  return fc.record(record).filter(
    // A demo segment follows a game; no link has one alone.
    (params) => !('demo' in params) || params.demo === undefined || params.gameId !== undefined,
  );
}

const routeWithParams = fc
  .constantFrom(...ROUTE_IDS)
  .chain((route) => paramsOf(route).map((params) => ({ route, params })));

interface Resolved {
  /** The page's route; 'catch-all' for the 404 redirect, 'en' for /en/...'s. */
  route: RouteId | 'catch-all' | 'en' | undefined;
  /** The language segment taken, undefined for the unprefixed routes. */
  segment: string | undefined;
  params: Params;
}

function resolve(pathname: string): Resolved {
  const matches = matchRoutes(tree, pathname) ?? [];
  const last = matches.at(-1);
  // The shell, then the language's routes.
  const segment = matches[1]?.route.path;
  const handle = last?.route.handle as RouteHandle | undefined;
  const route =
    handle?.route ??
    (last?.route.path === '*' ? 'catch-all' : segment === 'en/*' ? 'en' : undefined);
  return { route, segment, params: last?.params ?? {} };
}

const PREFIXED: readonly LanguageCode[] = LANGUAGE_CODES.filter((language) => language !== 'en');

function expectResolvesToItself(route: RouteId, params: Params, language: LanguageCode) {
  const built = localizePath(path(route, params), language);
  const resolved = resolve(built);
  expect(resolved.route, built).toBe(route);
  expect(resolved.segment, built).toBe(language === 'en' ? undefined : language);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') expect(resolved.params[name], built).toBe(value);
  }
}

describe('the route tree', () => {
  it(
    'takes every link the product builds, in every language, to the route that built it',
    () => {
      fc.assert(
        fc.property(
          routeWithParams,
          fc.constantFrom(...LANGUAGE_CODES),
          ({ route, params }, language) => {
            expectResolvesToItself(route, params, language);
          },
        ),
        {
          ...runs,
          examples: [
            [{ route: 'games', params: { categoryId: 'jackpots' } }, 'en'],
            [{ route: 'infoPage', params: { page: 'faq' } }, 'en'],
            [{ route: 'bonus', params: { bonus: 'shop' } }, 'de'],
            [{ route: 'networkTournaments', params: { code: 'loyalty' } }, 'ro'],
            [{ route: 'games', params: { categoryId: 'de' } }, 'pt'],
          ],
        },
      );
    },
    TIMEOUT,
  );

  it(
    'does so for every route in every language, the names cycling through its parameters',
    () => {
      let next = 0;
      for (const route of ROUTE_IDS) {
        const pattern: string = ROUTES[route];
        const names = [...pattern.matchAll(/:(\w+)|\*/g)]
          .map(([whole, name]) => name ?? whole)
          .filter((name) => name !== 'demo');
        for (const language of LANGUAGE_CODES) {
          const value = NAMES[next++ % NAMES.length] ?? '';
          const params = Object.fromEntries(names.map((name) => [name, value]));
          if (names.includes('*') && !splatOf(route, value)) params['*'] = 'unknown-page';
          expectResolvesToItself(route, params, language);
        }
      }
    },
    TIMEOUT,
  );

  it(
    'sends a language segment that is no language to the 404 page, and /en/... to no prefix',
    () => {
      const noLanguage = fc.oneof(
        fc
          .stringMatching(/^[a-z]{2}$/)
          .filter((code) => !(LANGUAGE_CODES as readonly string[]).includes(code)),
        // Prefixes are lowercase (splitLanguagePrefix): /DE/faq is no German page.
        fc.constantFrom(...PREFIXED).map((code) => code.toUpperCase()),
      );
      fc.assert(
        fc.property(routeWithParams, noLanguage, ({ route, params }, segment) => {
          expect(resolve(`/${segment}${path(route, params)}`).route).toBe('catch-all');
          expect(resolve(`/en${path(route, params)}`).route).toBe('en');
        }),
        { ...runs, numRuns: 100 },
      );
    },
    TIMEOUT,
  );
});
