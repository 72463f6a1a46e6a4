import { localStore } from '../../../lib/storage.js';

/**
 * Reloads the page into the new version. The reload is counted in reload_count like chunk
 * recovery's (lib/chunk-recovery.ts): a chunk that fails on the page this reload brings does not
 * reload it again but reaches the error screen, so the two never reload in a loop.
 */
export function reloadIntoUpdate(): void {
  localStore.set('reload_count', (localStore.get('reload_count') ?? 0) + 1);
  window.location.reload();
}
