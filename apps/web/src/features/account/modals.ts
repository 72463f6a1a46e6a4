import { defineModals } from '../../lib/features.js';

// The feature's modals, each loaded when first shown; this table itself loads with the first of
// them, so that the main page's first JavaScript carries only their names (feature.ts).

export const MODALS = defineModals({
  CHANGE_CURRENCY_MODAL: {
    load: async () => (await import('./components/change-currency-modal.js')).ChangeCurrencyModal,
  },
  IMAGE_PREVIEW: {
    load: async () => (await import('./components/image-preview-modal.js')).ImagePreviewModal,
  },
});
