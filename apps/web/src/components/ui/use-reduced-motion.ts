import { useSyncExternalStore } from 'react';

// The visitor asked for less motion: the kit's animations jump to their end and nothing moves by
// itself. Kept in the kit rather than taken from lib/use-media-query.ts, which the shell loads
// first: a lazy part importing it would split it into a chunk of its own on the first load.

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(REDUCED_MOTION_QUERY);
  list.addEventListener('change', onChange);
  return () => {
    list.removeEventListener('change', onChange);
  };
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    // A server render cannot know: it draws the full motion's first frame, as most visitors see it.
    () => false,
  );
}
