import { defineModals } from '../../lib/features.js';

// The feature's modals, each loaded when first shown; this table itself loads with the first of
// them, so that the main page's first JavaScript carries only their names (feature.ts).

export const MODALS = defineModals({
  LIMITS_PROMPT: {
    load: async () => (await import('./components/limits-prompt-modal.js')).LimitsPromptModal,
  },
  LIMITS_REVIEW: {
    load: async () => (await import('./components/limits-review-modal.js')).LimitsReviewModal,
  },
  PROTECTION_CONFIRM: {
    load: async () =>
      (await import('./components/protection-confirm-modal.js')).ProtectionConfirmModal,
  },
  REALITY_CHECK: {
    load: async () => (await import('./components/reality-check-modal.js')).RealityCheckModal,
  },
});
