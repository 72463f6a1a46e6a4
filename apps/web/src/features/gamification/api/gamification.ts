import { trpc } from '../../../lib/trpc.js';
import { useSession } from '../../../lib/session.js';

/** The player's coins, missions and store, whether they deposited, and the panel's address. */
export function useGamificationState() {
  const { player } = useSession();
  return trpc.gamification.state.useQuery(undefined, { enabled: player !== null });
}

/**
 * A store purchase (gamification.buy). On success the coins, the free spins and the balances are
 * read again, so the panel and the header follow at once (the realtime event confirms it).
 */
export function useBuyGamificationItem() {
  const utils = trpc.useUtils();
  return trpc.gamification.buy.useMutation({
    onSuccess: () => {
      void utils.gamification.state.invalidate();
      void utils.wallet.freeSpins.invalidate();
      void utils.wallet.balance.invalidate();
      void utils.wallet.full.invalidate();
    },
  });
}
