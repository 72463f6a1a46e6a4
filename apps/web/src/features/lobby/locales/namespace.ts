/** The i18next namespace of the lobby's own strings (category titles stay in the app's). */
export const LOBBY_NAMESPACE = 'lobby';
