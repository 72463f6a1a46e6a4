import { describe, expect, it, vi } from 'vitest';
import type { FeatureRoute, RoutePrefetch } from '../lib/features.js';
import { FEATURES } from './features.js';
import { allRoutes, preloadPageOf, unroutedIds } from './route-table.js';

describe('the route table', () => {
  it('answers every route of config/paths.ts', () => {
    expect(unroutedIds()).toEqual([]);
  });

  it('answers each route once', () => {
    const ids = allRoutes().map((route) => route.route);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('keeps the account pages for players', () => {
    const account = allRoutes().filter((route) => route.route.startsWith('account'));
    expect(account.length).toBeGreaterThan(10);
    expect(account.filter((route) => route.access !== 'player')).toEqual([]);
  });

  it('names each feature once', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('preloadPageOf', () => {
  const Page = () => null;
  const fakeRoutes = () => {
    const loads = { main: vi.fn(), games: vi.fn(), profile: vi.fn() };
    for (const load of Object.values(loads)) load.mockResolvedValue(Page);
    const routes: FeatureRoute[] = [
      { route: 'main', load: loads.main },
      { route: 'games', load: loads.games },
      { route: 'accountProfile', access: 'player', load: loads.profile },
    ];
    return { loads, routes };
  };

  it('starts loading the page of the path, with or without a language prefix, and no other', () => {
    const { loads, routes } = fakeRoutes();
    preloadPageOf('/de/games/slots', { routes });
    expect(loads.games).toHaveBeenCalledOnce();
    expect(loads.main).not.toHaveBeenCalled();
    preloadPageOf('/', { routes });
    expect(loads.main).toHaveBeenCalledOnce();
    preloadPageOf('/account/profile', { routes });
    expect(loads.profile).toHaveBeenCalledOnce();
  });

  it('takes a category named like a page for the games page, in any language', () => {
    const { loads, routes } = fakeRoutes();
    const jackpots = vi.fn().mockResolvedValue(Page);
    // Before the games page, as in the app's table.
    const withJackpots: FeatureRoute[] = [{ route: 'jackpots', load: jackpots }, ...routes];
    preloadPageOf('/games/jackpots', { routes: withJackpots });
    preloadPageOf('/pt/games/jackpots', { routes: withJackpots });
    expect(loads.games).toHaveBeenCalledTimes(2);
    expect(jackpots).not.toHaveBeenCalled();
  });

  it("asks for the page's first data with the bootstrap answer on its way, for its route only", () => {
    const { routes } = fakeRoutes();
    const prefetchMain = vi.fn();
    const prefetchGames = vi.fn();
    const withData: FeatureRoute[] = routes.map((route) =>
      route.route === 'main'
        ? { ...route, prefetch: prefetchMain }
        : route.route === 'games'
          ? { ...route, prefetch: prefetchGames }
          : route,
    );
    const context = {
      clients: {} as RoutePrefetch['clients'],
      bootstrap: Promise.resolve(undefined),
    };
    preloadPageOf('/de/', { routes: withData, prefetch: context });
    expect(prefetchMain).toHaveBeenCalledExactlyOnceWith(context);
    expect(prefetchGames).not.toHaveBeenCalled();
    // Without a context (the router's own loads) nothing is asked for.
    preloadPageOf('/games/slots', { routes: withData });
    expect(prefetchGames).not.toHaveBeenCalled();
  });

  it('loads nothing for a path no page answers, and leaves a failed load to the router', () => {
    const { loads, routes } = fakeRoutes();
    loads.games.mockRejectedValue(new Error('chunk missing'));
    expect(() => {
      preloadPageOf('/de/games/slots', { routes });
      preloadPageOf('/no/such/page/here', { routes });
    }).not.toThrow();
    expect(loads.main).not.toHaveBeenCalled();
  });
});
