import { GAME_PROVIDER_FILTER_MAX } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import {
  canonicalProviders,
  gamesFilterSearch,
  isFiltered,
  knownProviders,
  NO_FILTER,
  PAGE_SORTS,
  parseGamesFilter,
  toggleProvider,
} from './games-filter.js';

describe('parseGamesFilter', () => {
  it('reads nothing from an empty query', () => {
    expect(parseGamesFilter('')).toEqual(NO_FILTER);
    expect(parseGamesFilter('?stag=abc')).toEqual(NO_FILTER);
    expect(parseGamesFilter('?providers=&sort=')).toEqual(NO_FILTER);
  });

  it('reads comma-separated provider ids, once each, ascending', () => {
    expect(parseGamesFilter('?providers=7,3').providers).toEqual([3, 7]);
    expect(parseGamesFilter('?providers=3,7,3').providers).toEqual([3, 7]);
    expect(parseGamesFilter('?providers=3%2C7').providers).toEqual([3, 7]);
    expect(parseGamesFilter('?providers=%203%20,7').providers).toEqual([3, 7]);
  });

  it('takes a repeated parameter as one list', () => {
    expect(parseGamesFilter('?providers=9&providers=2,9').providers).toEqual([2, 9]);
  });

  it('drops tokens that are not provider ids', () => {
    expect(parseGamesFilter('?providers=0,-1,1.5,abc,07,%2B3,1e3,,4,9999999999').providers).toEqual(
      [4],
    );
    expect(parseGamesFilter('?providers=999999999').providers).toEqual([999_999_999]);
  });

  it('keeps at most GAME_PROVIDER_FILTER_MAX providers, the lowest ids', () => {
    const ids = Array.from({ length: GAME_PROVIDER_FILTER_MAX + 5 }, (_, index) => 100 - index);
    const { providers } = parseGamesFilter(`?providers=${ids.join(',')}`);
    expect(providers).toHaveLength(GAME_PROVIDER_FILTER_MAX);
    expect(providers[0]).toBe(100 - GAME_PROVIDER_FILTER_MAX - 4);
    expect(providers.at(-1)).toBe(95);
  });

  it('reads each sort, in any case; anything else is the category order', () => {
    for (const sort of PAGE_SORTS) expect(parseGamesFilter(`?sort=${sort}`).sort).toBe(sort);
    expect(parseGamesFilter('?sort=A-TO-Z').sort).toBe('a-to-z');
    expect(parseGamesFilter('?sort=%20new%20').sort).toBe('new');
    expect(parseGamesFilter('?sort=oldest').sort).toBeUndefined();
    expect(parseGamesFilter('?sort=own').sort).toBeUndefined();
    expect(parseGamesFilter('?sort=__proto__').sort).toBeUndefined();
  });

  it('gives up a sort named twice differently, keeps one named twice alike', () => {
    expect(parseGamesFilter('?sort=new&sort=popular').sort).toBeUndefined();
    expect(parseGamesFilter('?sort=new&sort=NEW').sort).toBe('new');
  });
});

describe('gamesFilterSearch', () => {
  it('writes ids with plain commas and the sort, or nothing at all', () => {
    expect(gamesFilterSearch('', { providers: [7, 3], sort: 'a-to-z' })).toBe(
      '?providers=3,7&sort=a-to-z',
    );
    expect(gamesFilterSearch('?providers=3&sort=new', NO_FILTER)).toBe('');
  });

  it('keeps the other parameters first and in their order', () => {
    expect(gamesFilterSearch('?stag=x&providers=1&b=2', { providers: [5], sort: undefined })).toBe(
      '?stag=x&b=2&providers=5',
    );
  });

  it('reads back as what it wrote', () => {
    const filter = { providers: [3, 12, 7], sort: 'new' as const };
    expect(parseGamesFilter(gamesFilterSearch('?x=1', filter))).toEqual({
      providers: [3, 7, 12],
      sort: 'new',
    });
  });
});

describe('changing the filter', () => {
  it('ticks and unticks a provider, keeping the list canonical', () => {
    const ticked = toggleProvider(NO_FILTER, 9, true);
    expect(toggleProvider(ticked, 2, true).providers).toEqual([2, 9]);
    expect(toggleProvider(ticked, 9, true).providers).toEqual([9]);
    expect(toggleProvider(ticked, 9, false).providers).toEqual([]);
    expect(toggleProvider(ticked, 4, false).providers).toEqual([9]);
  });

  it('counts a provider or a sort as a filter', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ providers: [1], sort: undefined })).toBe(true);
    expect(isFiltered({ providers: [], sort: 'popular' })).toBe(true);
  });

  it('drops unknown providers once the category says which it has', () => {
    const filter = { providers: [3, 7, 50], sort: undefined };
    expect(knownProviders(filter, undefined)).toEqual([3, 7, 50]);
    expect(knownProviders(filter, [{ id: 7 }, { id: 3 }, { id: 1 }])).toEqual([3, 7]);
    expect(knownProviders(filter, [])).toEqual([]);
  });

  it('canonicalises any list of ids', () => {
    expect(canonicalProviders([5, 1, 5, 0, -2, 1.5])).toEqual([1, 5]);
  });
});
