import { describe, expect, it } from 'vitest';
import {
  cleanSearchText,
  recentSearchesFrom,
  RECENT_SEARCHES_LIMIT,
  SEARCH_MAX_LENGTH,
  searchTextOf,
  withoutRecentSearch,
  withRecentSearch,
} from './search-rules.js';

const tenEntries = Array.from({ length: RECENT_SEARCHES_LIMIT }, (_, index) => `game ${index}`);

describe('searchTextOf: what is searched', () => {
  it.each([
    ['', null],
    ['b', null],
    ['  b  ', null],
    ['b  ', null],
    ['bo', 'bo'],
    [' Bo ', 'bo'],
    ['Book   of  Lumo', 'book of lumo'],
  ])('%j searches %j (from two characters, trimmed, case folded)', (input, text) => {
    expect(searchTextOf(input)).toBe(text);
  });

  it('keeps at most the 64 characters the BFF takes', () => {
    const long = 'x'.repeat(SEARCH_MAX_LENGTH + 10);
    expect(searchTextOf(long)).toHaveLength(SEARCH_MAX_LENGTH);
    expect(cleanSearchText(`${'y'.repeat(SEARCH_MAX_LENGTH - 1)} z`)).toBe(
      'y'.repeat(SEARCH_MAX_LENGTH - 1),
    );
  });
});

describe('recent searches', () => {
  it('puts the newest first', () => {
    expect(withRecentSearch(['wolf', 'book'], 'gold')).toEqual(['gold', 'wolf', 'book']);
  });

  it('keeps one entry per search whatever its case, in the newest spelling and place', () => {
    expect(withRecentSearch(['wolf', 'Book', 'gold'], 'BOOK')).toEqual(['BOOK', 'wolf', 'gold']);
    expect(withRecentSearch(['Book of  Lumo'], ' book of lumo ')).toEqual(['book of lumo']);
  });

  it('keeps the last 10, dropping the oldest', () => {
    const full = withRecentSearch(tenEntries.slice(1), 'game 0');
    expect(full).toEqual(tenEntries);
    const next = withRecentSearch(full, 'new');
    expect(next).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('game 9');
    // A search already kept moves up and loses nothing else.
    expect(withRecentSearch(full, 'GAME 9')).toEqual(['GAME 9', ...tenEntries.slice(0, 9)]);
  });

  it('ignores a blank entry', () => {
    expect(withRecentSearch(['wolf'], '   ')).toEqual(['wolf']);
  });

  it('forgets one entry in any case, or nothing when it is not there', () => {
    expect(withoutRecentSearch(['wolf', 'Book'], 'book')).toEqual(['wolf']);
    expect(withoutRecentSearch(['wolf'], 'gold')).toEqual(['wolf']);
    expect(withoutRecentSearch([], 'gold')).toEqual([]);
  });

  it('reads nothing stored, or a value its schema refused, as no recent searches', () => {
    expect(recentSearchesFrom(undefined)).toEqual([]);
    expect(recentSearchesFrom([])).toEqual([]);
  });

  it('cleans a stored list: blanks and duplicates out, at most 10, order kept', () => {
    expect(recentSearchesFrom([' wolf ', '   ', 'Wolf', 'book', 'WOLF'])).toEqual(['wolf', 'book']);
    expect(recentSearchesFrom([...tenEntries, 'eleven', 'twelve'])).toEqual(tenEntries);
  });
});
