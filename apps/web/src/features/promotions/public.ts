// The promotions feature's public entry: the catch game's page (bonuses/{CATCH_GAME_ID} is the
// bonuses feature's route) and the Christmas promo banner that links to it while it runs. Both
// load their own chunks when shown.
export { CatchGamePage } from './components/lazy-catch-game.js';
export { ChristmasPromo } from './components/christmas-promo.js';
