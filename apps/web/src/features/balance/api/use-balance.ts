import {
  balanceRefetchInterval,
  freeSpinsRefetchInterval,
  isDepositAwaited,
  type ShortBalance,
} from '@casino/shared';
import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';
import { clearDepositBaseline, useDepositBaseline, useGameOpen } from './balance-refetch.js';

export interface ShortBalanceState {
  /** Undefined until the BFF has answered (and always for a guest). */
  balance: ShortBalance | undefined;
  isError: boolean;
  refetch: () => void;
}

/**
 * The player's short balance (wallet.short): the header's chip and the balance page. It is asked
 * again every BALANCE_REFETCH_MS while a game is open or a deposit waits to show; otherwise the
 * realtime balance change refreshes it.
 */
export function useShortBalance(): ShortBalanceState {
  const { player } = useSession();
  const utils = trpc.useUtils();
  const gameOpen = useGameOpen();
  const before = useDepositBaseline();
  const query = trpc.wallet.short.useQuery(undefined, {
    enabled: player !== null,
    refetchInterval: (current) =>
      balanceRefetchInterval({
        gameOpen,
        awaitingDeposit: isDepositAwaited(before, current.state.data?.balance),
      }),
  });
  const { data } = query;

  // The deposit has shown once the total moved from the one read before it.
  useEffect(() => {
    if (before !== undefined && data !== undefined && !isDepositAwaited(before, data.balance)) {
      clearDepositBaseline();
    }
  }, [before, data]);

  // Structural sharing keeps `data` the same object while nothing changed: a change is news for
  // the readers of the other wallet views (the tiles' wagering badge, the balance page).
  const previous = useRef(data);
  useEffect(() => {
    if (previous.current !== undefined && data !== previous.current) {
      void utils.wallet.balance.invalidate();
      void utils.wallet.full.invalidate();
      void utils.wallet.playability.invalidate();
    }
    previous.current = data;
  }, [data, utils]);

  return {
    balance: player === null ? undefined : data,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

/** The free spins, every FREE_SPINS_REFETCH_MS, or every BALANCE_REFETCH_MS while a game is open. */
export function useFreeSpins() {
  const { player } = useSession();
  const gameOpen = useGameOpen();
  return trpc.wallet.freeSpins.useQuery(undefined, {
    enabled: player !== null,
    refetchInterval: freeSpinsRefetchInterval(gameOpen),
  });
}
