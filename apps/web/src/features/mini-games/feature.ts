import type { GptGameView } from '@casino/shared';
import { defineFeature } from '../../lib/features.js';
import { stringsLoader } from '../../lib/strings-loader.js';
import { MINI_GAMES_NAMESPACE } from './locales/namespace.js';

// The mini-games: lucky card, wheel of fortune, lucky pigeon and the daily bonus, in
// GPT_GAME_MODAL; the lucky-pigeon route; the statusSignUp wish that opens a game after sign-up.

declare module '../../lib/features.js' {
  interface ModalDataMap {
    /** The mini-game or daily bonus the player opened. */
    GPT_GAME_MODAL: { game: GptGameView };
  }
}

const pages = () => import('./routes/pages.js');

export const miniGamesFeature = defineFeature({
  name: 'mini-games',
  routes: [{ route: 'luckyPigeon', load: async () => (await pages()).LuckyPigeonPage }],
  modals: {
    names: ['GPT_GAME_MODAL'],
    load: async () => (await import('./modals.js')).MODALS,
  },
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
  waitingActions: {
    open_mini_game: {
      load: async () =>
        (await import('./components/continue-open-mini-game.js')).ContinueOpenMiniGame,
    },
  },
  namespace: {
    name: MINI_GAMES_NAMESPACE,
    load: stringsLoader({
      en: async () => (await import('./locales/en.js')).MINI_GAMES_EN,
      de: async () => (await import('./locales/de.js')).MINI_GAMES_DE,
      ro: async () => (await import('./locales/ro.js')).MINI_GAMES_RO,
      pt: async () => (await import('./locales/pt.js')).MINI_GAMES_PT,
    }),
  },
});
