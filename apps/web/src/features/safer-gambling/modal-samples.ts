import { defineModalSamples } from '../../lib/features.js';

// What /mock-modals opens the safer-gambling feature's modals with: loaded by that page only, never
// with the app.

export const MODAL_SAMPLES = defineModalSamples({
  LIMITS_PROMPT: {
    sample: undefined,
  },
  LIMITS_REVIEW: {
    sample: undefined,
  },
  REALITY_CHECK: {
    sample: undefined,
  },
  PROTECTION_CONFIRM: {
    sample: { kind: 'timeOut', days: 7 },
    variants: [
      { id: 'self-exclusion', data: { kind: 'selfExclusion', months: 12 } },
      { id: 'indefinite', data: { kind: 'selfExclusion', months: null } },
    ],
  },
});
