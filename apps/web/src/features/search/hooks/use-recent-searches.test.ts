import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRecentSearches } from './use-recent-searches.js';

const stored = (key: string) => window.localStorage.getItem(key);

describe('useRecentSearches: local storage', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it('reads both lists, checked and cleaned', () => {
    window.localStorage.setItem('gameRecentSearches', JSON.stringify(['wolf', 'WOLF', ' book ']));
    window.localStorage.setItem('providerRecentSearches', JSON.stringify(['Echo Play Gaming']));
    const { result } = renderHook(() => useRecentSearches());
    expect(result.current.games).toEqual(['wolf', 'book']);
    expect(result.current.providers).toEqual(['Echo Play Gaming']);
  });

  it.each([
    ['not JSON', '[wolf'],
    ['not a list', '{"q":"wolf"}'],
    ['a list of numbers', '[1,2]'],
    ['an empty entry', '["wolf",""]'],
  ])('ignores a stored value that is %s', (_, raw) => {
    window.localStorage.setItem('gameRecentSearches', raw);
    const { result } = renderHook(() => useRecentSearches());
    expect(result.current.games).toEqual([]);
    // The next search replaces it with a valid list.
    act(() => {
      result.current.add('games', 'gold');
    });
    expect(stored('gameRecentSearches')).toBe('["gold"]');
  });

  it('writes each change, removes an entry, and clears both lists', () => {
    const { result } = renderHook(() => useRecentSearches());
    act(() => {
      result.current.add('games', 'wolf');
      result.current.add('games', 'book');
      result.current.add('providers', 'Echo Play Gaming');
    });
    expect(result.current.games).toEqual(['book', 'wolf']);
    expect(stored('gameRecentSearches')).toBe('["book","wolf"]');
    expect(stored('providerRecentSearches')).toBe('["Echo Play Gaming"]');
    act(() => {
      result.current.remove('games', 'BOOK');
    });
    expect(result.current.games).toEqual(['wolf']);
    expect(stored('gameRecentSearches')).toBe('["wolf"]');
    act(() => {
      result.current.clearAll();
    });
    expect(result.current).toMatchObject({ games: [], providers: [] });
    expect(stored('gameRecentSearches')).toBeNull();
    expect(stored('providerRecentSearches')).toBeNull();
  });
});
