// The safer-gambling feature's public entry: the link to the player's limits (the deposit pages
// show it) and the watcher that opens the limits prompt and the review reminder.
export { LimitsLink } from './components/limits-link.js';

/**
 * The watcher that opens the limits prompt and the review reminder when due: the app layout
 * loads it for players only, after the first screen (this entry comes as a chunk of its own).
 */
export async function loadLimitsWatcher() {
  return (await import('./components/limits-watcher.js')).LimitsWatcher;
}
