import {
  balanceRefetchInterval,
  freeSpinsRefetchInterval,
  isDepositAwaited,
  type ShortBalance,
} from '@casino/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';
import { clearDepositBaseline, useDepositBaseline, useGameOpen } from './balance-refetch.js';
import { refreshWallet, shortBalanceMoved } from './wallet-policy.js';

// The wallet's queries, the one owner of the player's money in the app: other features read it
// through these hooks (public.ts), never through the wallet's procedures themselves.

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
  const { data, dataUpdatedAt } = query;

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
      shortBalanceMoved(utils, dataUpdatedAt);
    }
    previous.current = data;
  }, [data, dataUpdatedAt, utils]);

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

/** The header's chip (wallet.balance): the amount in the player's currency, its symbol and name. */
export function useDisplayedBalance() {
  const { player } = useSession();
  return trpc.wallet.balance.useQuery(undefined, { enabled: player !== null });
}

/** Per currency held, loyalty points, cashback and the free-spin balance (wallet.full). */
export function useFullBalance() {
  const { player } = useSession();
  return trpc.wallet.full.useQuery(undefined, { enabled: player !== null });
}

/** What the game rules read (wallet.playability): the balances and the wagering game list. */
export function usePlayability(options: { staleTime?: number } = {}) {
  const { player } = useSession();
  return trpc.wallet.playability.useQuery(undefined, { ...options, enabled: player !== null });
}

/** Reads the game rules' input (wallet.playability) now, from the cache while it is fresh. */
export function useFetchPlayability() {
  const utils = trpc.useUtils();
  return useCallback(() => utils.wallet.playability.fetch(), [utils]);
}

/**
 * What a money mutation calls once it has succeeded (a deposit, a withdrawal, a currency change,
 * a bonus activation): every wallet query is read again, once.
 */
export function useWalletRefresh(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(() => refreshWallet(utils), [utils]);
}

/**
 * The free spins as the BFF has them now (wallet.freeSpins, read again): for a realtime handler
 * that needs the figures of a USER_FREESPINS, which carries the number alone.
 */
export function readFreeSpins(utils: ReturnType<typeof trpc.useUtils>) {
  return utils.wallet.freeSpins.fetch(undefined, { staleTime: 0 });
}
