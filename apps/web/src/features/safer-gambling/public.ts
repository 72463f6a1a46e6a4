import { lazy } from 'react';

// The safer-gambling feature's public entry: the link to the player's limits (the footer and the
// deposit pages show it).
export { LimitsLink } from './components/limits-link.js';

/**
 * Opens the limits prompt and the review reminder when due; loaded for players only, after the
 * first screen (the app layout mounts it).
 */
export const LimitsWatcher = lazy(async () => ({
  default: (await import('./components/limits-watcher.js')).LimitsWatcher,
}));
