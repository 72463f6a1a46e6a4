import { defineFeature } from '../../lib/features.js';

// The mini-games: lucky card, wheel of fortune, lucky pigeon and the daily bonus.

declare module '../../lib/features.js' {
  interface ModalDataMap {
    /** The mini-game or daily bonus the player opened. */
    GPT_GAME_MODAL: { game: 'lucky_card' | 'wheel_of_fortune' | 'daily_bonus' };
  }
}

const pages = () => import('./routes/pages.js');

export const miniGamesFeature = defineFeature({
  name: 'mini-games',
  routes: [{ route: 'luckyPigeon', load: async () => (await pages()).LuckyPigeonPage }],
});
