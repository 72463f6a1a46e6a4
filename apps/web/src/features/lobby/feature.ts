import { defineFeature } from '../../lib/features.js';

// The game lobby: the main page, the categories, a game and the jackpots.

const pages = () => import('./routes/pages.js');

export const lobbyFeature = defineFeature({
  name: 'lobby',
  routes: [
    { route: 'main', load: async () => (await pages()).MainPage },
    { route: 'games', load: async () => (await pages()).GamesPage },
    { route: 'game', load: async () => (await pages()).GamePage },
    { route: 'jackpots', load: async () => (await pages()).JackpotsPage },
  ],
});
