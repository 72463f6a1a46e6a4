// The auth feature's public entry: what the rest of the app may use.
// useAdoptSession: the session callback's redemption, which the QA tools sign demo players in with.
export { useAdoptSession, useLogout } from './api/auth.js';
export { AuthEffects } from './components/auth-effects.js';
