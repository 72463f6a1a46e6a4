// The wallet feature's public entry: the player's money as the rest of the app may read it, and
// the one policy that reads it again after it moved.
export { LazyBalanceChip } from './components/lazy-balance-chip.js';
export {
  useDisplayedBalance,
  useFetchPlayability,
  useFreeSpins,
  useFullBalance,
  readFreeSpins,
  usePlayability,
  useShortBalance,
  useWalletRefresh,
  type ShortBalanceState,
} from './api/use-balance.js';
export {
  clearDepositBaseline,
  markDepositStarted,
  useGameOpenRefetch,
} from './api/balance-refetch.js';
