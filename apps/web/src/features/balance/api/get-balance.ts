import { type DisplayedBalance } from '@casino/shared';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

export interface BalanceState {
  /** Undefined until the BFF has answered. */
  balance: DisplayedBalance | undefined;
  isError: boolean;
}

/**
 * The player's balance as the header shows it (`wallet.balance`). Asked once per login; the
 * features that need it fresher (an open game, a deposit) turn on BALANCE_REFETCH_MS polling
 * through `refetchInterval`.
 */
export function useDisplayedBalance(refetchInterval: number | false = false): BalanceState {
  const { player } = useSession();
  const query = trpc.wallet.balance.useQuery(undefined, {
    enabled: player !== null,
    refetchInterval,
  });
  return { balance: player === null ? undefined : query.data, isError: query.isError };
}
