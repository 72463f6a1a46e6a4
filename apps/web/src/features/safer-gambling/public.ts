// The safer-gambling feature's public entry: the link to the player's limits (the deposit pages
// show it). The watcher of the limits prompt is reached through feature.ts: through this entry
// the build put it beside the deposit form, which every player's page then loaded.
export { LimitsLink } from './components/limits-link.js';
