import { defineModals } from '../../lib/features.js';

// The feature's modals, each loaded when first shown; this table itself loads with the first of
// them, so that the main page's first JavaScript carries only their names (feature.ts).

export const MODALS = defineModals({
  GPT_GAME_MODAL: {
    load: async () => (await import('./components/gpt-game-modal.js')).GptGameModal,
  },
});
