/** The i18next namespace of the mini-games' and the daily bonus's own strings. */
export const MINI_GAMES_NAMESPACE = 'miniGames';
