import { type DisplayedBalance } from '@casino/shared';

export interface BalanceState {
  /** Undefined until the BFF has answered. */
  balance: DisplayedBalance | undefined;
  isError: boolean;
}

/**
 * The player's balance as the header shows it (`wallet.balance`, whose answer is
 * DisplayedBalance of packages/shared). The BFF's router does not offer that procedure yet, so
 * the chip stays in its loading state; when it does, this hook returns its query (polled every
 * BALANCE_REFETCH_MS while balance refetch is enabled) and the chip needs no change.
 */
export function useDisplayedBalance(): BalanceState {
  return { balance: undefined, isError: false };
}
