import { describe, expect, it } from 'vitest';
import { FEATURES } from './features.js';
import { allRoutes, unroutedIds } from './route-table.js';

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
