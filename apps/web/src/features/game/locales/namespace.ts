/** The i18next namespace of the game feature's own strings. */
export const GAME_NAMESPACE = 'game';
