// The account-language feature's public entry: what the rest of the app may use.
export { useSetPlayerLanguage } from './api/set-player-language.js';
