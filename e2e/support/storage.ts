import type { BrowserContext } from '@playwright/test';

// Flags the SPA keeps in the browser so that something shows once per session (or per day), set
// before the app starts, so that a journey meets only the screens it is about.

/** Values as the SPA stores them: JSON text (`'true'`, `'"de"'`), by key. */
export interface StoragePreset {
  session?: Record<string, string>;
  local?: Record<string, string>;
}

/**
 * The session-storage flag the deposit feature reads: once set (to `true`), the deposit modal that
 * opens after a login in this tab does not open again. Journeys set it unless they are about that
 * modal.
 */
export const POST_LOGIN_DEPOSIT_SHOWN_KEY = 'depositModalShown';

/**
 * The session-storage flag that hides mock mode's floating QA control in the tab (the QA panel's
 * own journeys leave it out); the /qa-panel page stays.
 */
export const QA_CONTROL_HIDDEN_KEY = 'qaControlHidden';

/** What every journey starts with unless it sets `storage` itself: the once-per-session flags. */
export const DEFAULT_STORAGE: StoragePreset = {
  session: { [POST_LOGIN_DEPOSIT_SHOWN_KEY]: 'true', [QA_CONTROL_HIDDEN_KEY]: 'true' },
};

/** Marks a tab whose storage was preset, so a reload does not put back what the app removed. */
const PRESET_MARK = 'lumo-e2e-storage-preset';

/**
 * Writes the preset into each tab of the context on its first page of `origin`, before any script
 * of that page runs (an init script). Local storage is shared by the origin's tabs, so a second
 * tab writes its values again; session storage belongs to the tab.
 */
export async function presetStorage(
  context: BrowserContext,
  origin: string,
  preset: StoragePreset,
): Promise<void> {
  const session = Object.entries(preset.session ?? {});
  const local = Object.entries(preset.local ?? {});
  if (session.length === 0 && local.length === 0) return;
  await context.addInitScript(
    (args) => {
      // The document's own origin, not its address's: a sandboxed frame served from the app's
      // origin (mock mode's game pages) is opaque ("null") and may not touch storage at all.
      if (window.origin !== args.origin) return;
      if (window.sessionStorage.getItem(args.mark) !== null) return;
      window.sessionStorage.setItem(args.mark, '1');
      for (const [key, value] of args.session) window.sessionStorage.setItem(key, value);
      for (const [key, value] of args.local) window.localStorage.setItem(key, value);
    },
    { origin, mark: PRESET_MARK, session, local },
  );
}
