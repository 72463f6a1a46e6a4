import { useEffect } from 'react';
import { localStore } from './storage.js';

/** A page that has shown this long without the error fallback clears the reload count. */
export const HEALTHY_AFTER_MS = 10_000;

/**
 * Clears `reload_count` once the component has stayed mounted HEALTHY_AFTER_MS. The layout calls
 * it: the error fallback replaces the layout, so time spent on the fallback never counts as a
 * healthy load and the reload limit holds however long the visitor reads it.
 */
export function useClearReloadCountWhenHealthy(): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      localStore.remove('reload_count');
    }, HEALTHY_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);
}
