import { defineModalSamples } from '../../lib/features.js';
import type { PlayGameInput } from './modal-data.js';

// What /mock-modals opens the game feature's modals with: loaded by that page only, never
// with the app.

/** What /mock-modals opens the modals with. */
const SAMPLE_GAME: PlayGameInput = { id: 1, name: 'Book of Lumo', hasDemo: true };

export const MODAL_SAMPLES = defineModalSamples({
  GAME_NOT_AVAILABLE: {
    sample: { reason: 'restricted', gameName: SAMPLE_GAME.name },
  },
  GAME_NOTIFICATION_MODAL: {
    sample: { game: SAMPLE_GAME, beforeLaunch: true },
  },
  SWITCH_TO_GAME_MODAL: {
    sample: { game: SAMPLE_GAME },
  },
  INSUFFICIENT_BALANCE_MODAL: {
    sample: { game: SAMPLE_GAME },
    // The sportsbook's bet above the balance.
    variants: [{ id: 'bet', data: { game: null } }],
  },
  PROFILE_REQUIREMENTS_MODAL: {
    sample: {
      game: SAMPLE_GAME,
      missing: ['firstName', 'lastName', 'sex', 'birthday'],
      messageKey: 'errors.profileIncomplete',
    },
  },
});
