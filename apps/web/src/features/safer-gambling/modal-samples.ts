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
});
