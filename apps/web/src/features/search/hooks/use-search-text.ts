import { useCallback, useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, searchTextOf } from '../search-rules.js';

export interface SearchTextState {
  /** The text searched now (case folded), or null while the field holds too little to search. */
  text: string | null;
  /** The field has changed and its text waits for the field to rest. */
  isPending: boolean;
  /** Searches at once, without waiting: what the field holds, or `input` (a recent search). */
  flush: (input?: string) => void;
}

/**
 * The search text of what the field holds, once it has rested for `delay` ms and only from
 * SEARCH_MIN_LENGTH characters. Going under that length hides the results at once: only a new
 * search waits.
 */
export function useSearchText(input: string, delay: number = SEARCH_DEBOUNCE_MS): SearchTextState {
  const target = searchTextOf(input);
  const [settled, setSettled] = useState(target);

  useEffect(() => {
    if (target === settled) return;
    if (target === null) {
      setSettled(null);
      return;
    }
    const timer = setTimeout(() => {
      setSettled(target);
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [target, settled, delay]);

  const flush = useCallback(
    (next?: string) => {
      setSettled(searchTextOf(next ?? input));
    },
    [input],
  );

  return {
    text: target === null ? null : settled,
    isPending: target !== null && target !== settled,
    flush,
  };
}
