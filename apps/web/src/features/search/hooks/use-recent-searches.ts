import type { LocalStorageKey } from '@casino/shared';
import { useCallback, useEffect, useState } from 'react';
import { localStore } from '../../../lib/storage.js';
import { storedValues } from '../../../lib/stored-values.js';
import { recentSearchesFrom, withoutRecentSearch, withRecentSearch } from '../search-rules.js';

/** The two lists: game searches the player acted on, and providers they opened. */
export type RecentKind = 'games' | 'providers';

const KEYS = {
  games: 'gameRecentSearches',
  providers: 'providerRecentSearches',
} as const satisfies Record<RecentKind, LocalStorageKey>;

type RecentLists = Record<RecentKind, string[]>;

function readLists(): RecentLists {
  return {
    games: recentSearchesFrom(storedValues.local(KEYS.games)),
    providers: recentSearchesFrom(storedValues.local(KEYS.providers)),
  };
}

function store(kind: RecentKind, list: readonly string[]): void {
  if (list.length === 0) localStore.remove(KEYS[kind]);
  else localStore.set(KEYS[kind], [...list]);
}

export interface RecentSearches extends RecentLists {
  add: (kind: RecentKind, entry: string) => void;
  remove: (kind: RecentKind, entry: string) => void;
  clearAll: () => void;
}

/**
 * The recent searches in local storage, read (zod-checked) when the modal opens and again when
 * another tab changes them; every change is written at once.
 */
export function useRecentSearches(): RecentSearches {
  const [lists, setLists] = useState(readLists);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(KEYS).includes(event.key)) {
        setLists(readLists());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const change = useCallback((kind: RecentKind, next: (list: readonly string[]) => string[]) => {
    // Read afresh: another tab may have written since this one last did.
    const list = next(readLists()[kind]);
    store(kind, list);
    setLists((current) => ({ ...current, [kind]: list }));
  }, []);

  const add = useCallback(
    (kind: RecentKind, entry: string) => {
      change(kind, (list) => withRecentSearch(list, entry));
    },
    [change],
  );
  const remove = useCallback(
    (kind: RecentKind, entry: string) => {
      change(kind, (list) => withoutRecentSearch(list, entry));
    },
    [change],
  );
  const clearAll = useCallback(() => {
    store('games', []);
    store('providers', []);
    setLists({ games: [], providers: [] });
  }, []);

  return { ...lists, add, remove, clearAll };
}
