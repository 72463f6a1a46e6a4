// The gamification feature's public entry: the sidebar's entries open the service's panel (a
// guest gets sign-up first). The panel, its page and the modals load only when opened.
export { useOpenGamification } from './hooks/use-open-gamification.js';
