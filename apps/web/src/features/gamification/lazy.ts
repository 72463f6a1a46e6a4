// Everything of the gamification feature that loads when first needed, as one chunk: the panel's
// page, the modals (modals.ts), the sign-up continuation and the strings' loader (each language
// still a chunk of its own). One lazy import in feature.ts instead of eleven keeps the app's
// first chunk, which holds every feature's registration, within its budget.
export { ContinueOpenGamification } from './components/continue-open-gamification.js';
export { loadGamificationStrings } from './locales/load.js';
export { MODALS } from './modals.js';
export { GamificationPage } from './routes/gamification-page.js';
