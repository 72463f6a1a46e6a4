// The qa-panel feature's public entry, itself a chunk that only mock mode loads: the floating
// control (the footer's lazy part imports it once bootstrap says mockMode), and the loaders of the page
// and the strings (feature.ts reaches them through this one chunk, so that the app's first load
// carries one chunk name for the whole feature rather than six), and the demo players' sign-in
// that /mock-modals (mock mode too) shares with the panel.
export { failureReason } from './api/qa.js';
export { useSignInAs } from './api/sign-in-as.js';
export { QaLauncher } from './components/qa-launcher.js';
export { loadQaPanelStrings } from './locales/load.js';

/** The /qa-panel page. */
export const loadQaPanelPage = async () => (await import('./routes/qa-panel-page.js')).QaPanelPage;
