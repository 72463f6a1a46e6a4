// The tournaments feature's public entry: a tournament's page address, for links from other
// screens (a banner, the main page) to a tournament.
export { tournamentHref } from './rules/links.js';
