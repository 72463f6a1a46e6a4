import { MINI_GAME_STALE_MS, type MiniGame } from '@casino/shared';
import { useCallback, useEffect } from 'react';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';
import { useWalletRefresh } from '../../wallet/public.js';

// The mini-game and daily-bonus procedures as the modal, the banners and the sidebar use them.
// Availability is cached MINI_GAME_STALE_MS (SPEC.md section 7), read again on each
// navigation and dropped when the login changes (useAnswersOfThisLogin).

const AVAILABILITY_OPTIONS = {
  staleTime: MINI_GAME_STALE_MS,
  gcTime: MINI_GAME_STALE_MS,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

/**
 * The login the cached answers are of (undefined until known): when it changes, the previous
 * visitor's availability and daily bonus are dropped, and whatever shows them asks again. Kept
 * here, with the hooks that read them, so the shell's first load carries none of it.
 */
let cachedLogin: number | null | undefined;

function useAnswersOfThisLogin(): void {
  const { player, status } = useSession();
  const utils = trpc.useUtils();
  const login = status === 'pending' ? undefined : (player?.id ?? null);
  useEffect(() => {
    if (login === undefined) return;
    if (cachedLogin !== undefined && cachedLogin !== login) {
      // A reset asks again by each query's options as its hooks last set them, and the hooks set
      // this login's (a guest's availability is not asked for) in effects of their own: the reset
      // waits for every effect of this render, or a logout would ask for a guest's availability.
      queueMicrotask(() => {
        void utils.miniGames.availability.reset();
        void utils.bonuses.daily.reset();
      });
    }
    cachedLogin = login;
  }, [login, utils]);
}

/** Each game's availability status for a player (nothing is asked for a guest). */
export function useMiniGameAvailability() {
  useAnswersOfThisLogin();
  const { player } = useSession();
  const query = trpc.miniGames.availability.useQuery(undefined, {
    ...AVAILABILITY_OPTIONS,
    enabled: player !== null,
  });
  const statusOf = useCallback(
    (game: MiniGame): number | undefined =>
      query.data?.find((entry) => entry.game === game)?.status,
    [query.data],
  );
  return { query, statusOf };
}

/** The daily bonus: 200 with the week for a player, 204 for a guest. */
export function useDailyBonus() {
  useAnswersOfThisLogin();
  return trpc.bonuses.daily.useQuery(undefined, { retry: false, refetchOnWindowFocus: false });
}

/** A play: the prize is the server's; afterwards the availability and the wallet are read again. */
export function usePlayMiniGame() {
  const utils = trpc.useUtils();
  const refreshWallet = useWalletRefresh();
  return trpc.miniGames.play.useMutation({
    onSettled: async () => {
      await Promise.all([utils.miniGames.availability.invalidate(), refreshWallet()]);
    },
  });
}

/** Collects today's daily bonus; the answer is the week after it. */
export function useCollectDailyBonus() {
  const utils = trpc.useUtils();
  const refreshWallet = useWalletRefresh();
  return trpc.bonuses.collectDaily.useMutation({
    onSuccess: async (state) => {
      utils.bonuses.daily.setData(undefined, state);
      await refreshWallet();
    },
  });
}

/** Reads the availability again where it is older than its cache time (each navigation). */
export function useRefreshStaleAvailability(): () => void {
  const utils = trpc.useUtils();
  return useCallback(() => {
    void utils.miniGames.availability.refetch(undefined, { stale: true, type: 'active' });
  }, [utils]);
}
