import { defineModalSamples } from '../../lib/features.js';

// What /mock-modals opens the search feature's modals with: loaded by that page only, never
// with the app.

export const MODAL_SAMPLES = defineModalSamples({
  SEARCH: {
    sample: { query: 'book' },
  },
});
