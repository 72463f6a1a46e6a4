import { localStore } from './storage.js';

// After a deploy the old build's lazy chunks are gone: a visitor whose page still names them gets
// a failed dynamic import on the next screen. The page reloads once to get the new build; the
// reload is counted in reload_count (SPEC.md section 4: at most RELOAD_RETRIES), and a chunk that
// fails again shows the error screen, whose Retry goes on counting.

/** Whether `error` is a dynamic import that could not be fetched (Chromium, Firefox, Safari). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * Whether a failed chunk reloads the page: only from a page that has not reloaded since its last
 * healthy load, so the reload happens once and a chunk that stays missing reaches the error screen.
 */
export function shouldReloadForChunk(reloads: number): boolean {
  return reloads === 0;
}

/** Counts the reload and reloads the page; the returned promise never settles. */
function reloadForNewBuild(reloads: number): Promise<never> {
  localStore.set('reload_count', reloads + 1);
  window.location.reload();
  return new Promise<never>(() => undefined);
}

/** Loads a lazy module; a chunk that cannot be fetched reloads the page once, then rethrows. */
export async function loadWithRecovery<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const reloads = localStore.get('reload_count') ?? 0;
    if (isChunkLoadError(error) && shouldReloadForChunk(reloads)) return reloadForNewBuild(reloads);
    throw error;
  }
}
