// The balance feature's public entry: what the rest of the app may use.
export { BalanceChip } from './components/balance-chip.js';
