// The qa-panel feature's public entry, itself a chunk that only mock mode loads: the loaders of the
// page and the strings (feature.ts reaches them through this one chunk, so that the app's first
// load carries one chunk name for the whole feature rather than six), and the demo players'
// sign-in that /mock-modals (mock mode too) shares with the panel. The floating control is not
// here: every page of mock mode loads it, and this chunk brings zod and the sign-in's forms.
export { failureReason } from './api/qa.js';
export { useSignInAs } from './api/sign-in-as.js';
export { loadQaPanelStrings } from './locales/load.js';

/** The /qa-panel page. */
export const loadQaPanelPage = async () => (await import('./routes/qa-panel-page.js')).QaPanelPage;
