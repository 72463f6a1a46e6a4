// The auth feature's public entry: what the rest of the app may use.
export { useLogout } from './api/auth.js';
export { AuthEffects } from './components/auth-effects.js';
