// The balance feature's public entry: what the rest of the app may use.
export { LazyBalanceChip } from './components/lazy-balance-chip.js';
export { useFreeSpins, useShortBalance, type ShortBalanceState } from './api/use-balance.js';
export {
  clearDepositBaseline,
  markDepositStarted,
  useGameOpenRefetch,
} from './api/balance-refetch.js';
