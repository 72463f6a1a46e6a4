import { defineModalSamples } from '../../lib/features.js';

// What /mock-modals opens the pwa feature's modals with: loaded by that page only, never
// with the app.

export const MODAL_SAMPLES = defineModalSamples({
  IOS_SETUP_MODAL: {
    sample: { browser: 'safari' },
  },
});
