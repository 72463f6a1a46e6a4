import { foldSearchText } from '@casino/shared';

// The search modal's rules: when a text is searched, and the recent searches kept in local
// storage (gameRecentSearches, providerRecentSearches). Why these readings:
// docs/decisions/022-search.md.

/** One letter matches most of the catalogue: the search starts from two characters. */
export const SEARCH_MIN_LENGTH = 2;

/** The longest text games.search takes (its input schema in the BFF's catalogue router). */
export const SEARCH_MAX_LENGTH = 64;

/** How long the field must rest before its text is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Recent searches kept per kind (games, providers). */
export const RECENT_SEARCHES_LIMIT = 10;

/**
 * How many games games.search answers at most (the BFF's GAME_SEARCH_LIMIT): a full answer means
 * there may be more, and the player is told to type more.
 */
export const SEARCH_RESULTS_LIMIT = 30;

/** What the field holds, as it is shown and stored: trimmed, inner spacing folded, at most 64. */
export function cleanSearchText(input: string): string {
  return input.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH).trimEnd();
}

/**
 * The text a search sends for what the field holds, or null while it is too short to search.
 * Case is folded, so "Book" and "book" are one query (and one cache entry).
 */
export function searchTextOf(input: string): string | null {
  const text = cleanSearchText(input);
  return text.length >= SEARCH_MIN_LENGTH ? foldSearchText(text) : null;
}

/** Whether two entries are the same search: case and spacing do not count. */
export function isSameSearch(a: string, b: string): boolean {
  return foldSearchText(a) === foldSearchText(b);
}

/**
 * The recent searches after `entry`: it goes first, in the casing given, and any earlier entry
 * equal to it in another case leaves; at most RECENT_SEARCHES_LIMIT are kept. A blank entry
 * changes nothing.
 */
export function withRecentSearch(list: readonly string[], entry: string): string[] {
  const text = cleanSearchText(entry);
  const rest = list.filter((item) => !isSameSearch(item, text));
  return (text === '' ? rest : [text, ...rest]).slice(0, RECENT_SEARCHES_LIMIT);
}

/** The recent searches without `entry` (in any case). */
export function withoutRecentSearch(list: readonly string[], entry: string): string[] {
  return list.filter((item) => !isSameSearch(item, entry));
}

/**
 * A stored list as the modal shows it: each entry cleaned, blanks and later duplicates dropped,
 * at most RECENT_SEARCHES_LIMIT. Nothing stored (or a value its schema refused) is an empty list.
 */
export function recentSearchesFrom(stored: readonly string[] | undefined): string[] {
  const kept: string[] = [];
  for (const entry of stored ?? []) {
    const text = cleanSearchText(entry);
    if (text === '' || kept.some((item) => isSameSearch(item, text))) continue;
    kept.push(text);
    if (kept.length === RECENT_SEARCHES_LIMIT) break;
  }
  return kept;
}
