// The loyalty-level feature's public entry: what the rest of the app may use.
export { LoyaltyLevel } from './components/loyalty-level.js';
