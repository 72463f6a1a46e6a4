// The safer-gambling feature's public entry: the link to the player's limits (the footer and the
// deposit pages show it).
export { LimitsLink } from './components/limits-link.js';
