import { defineModals } from '../../lib/features.js';

// The feature's modals, each loaded when first shown; this table itself loads with the first of
// them, so that the main page's first JavaScript carries only their names (feature.ts).

export const MODALS = defineModals({
  SEARCH: {
    load: async () => (await import('./components/search-modal.js')).SearchModal,
  },
});
