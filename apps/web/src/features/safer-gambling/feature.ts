import { defineFeature } from '../../lib/features.js';
import { loadSaferGamblingStrings } from './locales/load.js';
import { SAFER_GAMBLING_NAMESPACE } from './locales/namespace.js';

// Safer gambling, part one (docs/decisions/037-safer-gambling-limits.md): the account's limits
// tab, the safer-gambling page, the prompt to set a limit and the six-monthly review reminder.

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
  ],
  modals: {
    LIMITS_PROMPT: {
      load: async () => (await import('./components/limits-prompt-modal.js')).LimitsPromptModal,
    },
    LIMITS_REVIEW: {
      load: async () => (await import('./components/limits-review-modal.js')).LimitsReviewModal,
    },
  },
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
  namespace: { name: SAFER_GAMBLING_NAMESPACE, load: loadSaferGamblingStrings },
});
