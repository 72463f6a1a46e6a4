import { defineModalSamples } from '../../lib/features.js';

// What /mock-modals opens the mini-games feature's modals with: loaded by that page only, never
// with the app.

export const MODAL_SAMPLES = defineModalSamples({
  GPT_GAME_MODAL: {
    sample: { game: 'wheel_of_fortune' },
  },
});
