import { defineFeature } from '../../lib/features.js';
import type {
  GameNotAvailableData,
  GameNotificationData,
  InsufficientBalanceData,
  ProfileRequirementsData,
  SwitchToGameData,
} from './modal-data.js';
import { GAME_NAMESPACE } from './locales/namespace.js';
import { stringsLoader } from '../../lib/strings-loader.js';

// A game: the play flow that every Play control calls, the game page and the modals on the way.

declare module '../../lib/features.js' {
  interface ModalDataMap {
    GAME_NOT_AVAILABLE: GameNotAvailableData;
    GAME_NOTIFICATION_MODAL: GameNotificationData;
    SWITCH_TO_GAME_MODAL: SwitchToGameData;
    INSUFFICIENT_BALANCE_MODAL: InsufficientBalanceData;
    PROFILE_REQUIREMENTS_MODAL: ProfileRequirementsData;
  }
}

export const gameFeature = defineFeature({
  name: 'game',
  routes: [
    {
      route: 'game',
      load: async () => (await import('./routes/game-page.js')).GamePage,
    },
  ],
  modals: {
    names: [
      'GAME_NOT_AVAILABLE',
      'GAME_NOTIFICATION_MODAL',
      'SWITCH_TO_GAME_MODAL',
      'INSUFFICIENT_BALANCE_MODAL',
      'PROFILE_REQUIREMENTS_MODAL',
    ],
    load: async () => (await import('./modals.js')).MODALS,
  },
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
  waitingActions: {
    play_game: {
      load: async () => (await import('./components/continue-play.js')).ContinuePlay,
    },
  },
  namespace: {
    name: GAME_NAMESPACE,
    load: stringsLoader({
      en: async () => (await import('./locales/en.js')).GAME_EN,
      de: async () => (await import('./locales/de.js')).GAME_DE,
      ro: async () => (await import('./locales/ro.js')).GAME_RO,
      pt: async () => (await import('./locales/pt.js')).GAME_PT,
    }),
  },
});
