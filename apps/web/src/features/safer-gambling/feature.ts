import type { ProtectionRequest } from '@casino/shared';
import { defineFeature } from '../../lib/features.js';
import { loadSaferGamblingStrings } from './locales/load.js';
import { SAFER_GAMBLING_NAMESPACE } from './locales/namespace.js';

// Safer gambling (docs/decisions/037-safer-gambling-limits.md, 040-safer-gambling-protection.md):
// the account's limits tab, the safer-gambling page, the prompt to set a limit, the six-monthly
// review reminder, and the break page with its time-out and self-exclusion.

declare module '../../lib/features.js' {
  interface ModalDataMap {
    /** The time-out or self-exclusion the player chose, to confirm. */
    PROTECTION_CONFIRM: ProtectionRequest;
  }
}

/**
 * The watcher that opens the limits prompt and the review reminder when due: the app layout
 * loads it for players only, after the first screen, as a chunk of its own (the prompts' forms
 * come when one opens).
 */
export async function loadLimitsWatcher() {
  return (await import('./components/limits-watcher.js')).LimitsWatcher;
}

export const saferGamblingFeature = defineFeature({
  name: 'safer-gambling',
  routes: [
    {
      route: 'accountLimits',
      access: 'player',
      load: async () => (await import('./routes/limits-page.js')).LimitsPage,
    },
    {
      route: 'saferGambling',
      load: async () => (await import('./routes/safer-gambling-page.js')).SaferGamblingPage,
    },
    {
      route: 'saferGamblingBreak',
      load: async () => (await import('./routes/protection-page.js')).ProtectionPage,
    },
  ],
  modals: {
    names: ['LIMITS_PROMPT', 'LIMITS_REVIEW', 'PROTECTION_CONFIRM', 'REALITY_CHECK'],
    load: async () => (await import('./modals.js')).MODALS,
  },
  gameSide: [
    {
      id: 'session',
      load: async () => (await import('./components/game-session.js')).GameSession,
    },
  ],
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
  namespace: { name: SAFER_GAMBLING_NAMESPACE, load: loadSaferGamblingStrings },
});
