import { LAYOUT, minWidthQuery } from '@casino/shared';
import { useSyncExternalStore } from 'react';
import { matchesAssumedViewport } from './render-assumptions.js';

/** Whether a media query matches, kept current as the viewport changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => window.matchMedia(query).matches,
    () => matchesAssumedViewport(query),
  );
}

/** The app opened from the home screen (installed): it keeps the bottom bar at every width. */
export const INSTALLED_APP_QUERY = '(display-mode: standalone)';

/** SPEC-NOTES: the desktop layout (sidebar, no bottom bar) starts at 1024 px. */
export const DESKTOP_QUERY = minWidthQuery(LAYOUT.desktopFrom);

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
