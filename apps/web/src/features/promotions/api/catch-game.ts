import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/** The catch game today (whether it runs, the percent, the tries and snowflakes); players only. */
export function useCatchGameState() {
  const { player } = useSession();
  return trpc.shops.catchGame.useQuery(undefined, {
    enabled: player !== null,
    staleTime: 5_000,
  });
}

/** One try, decided by the server; the day's state it answers replaces the one shown. */
export function usePlayCatchGame() {
  const utils = trpc.useUtils();
  return trpc.shops.playCatchGame.useMutation({
    onSuccess: (result) => {
      utils.shops.catchGame.setData(undefined, result.state);
    },
    onSettled: async () => {
      await Promise.all([utils.shops.catchGame.invalidate(), utils.bonuses.invalidate()]);
    },
  });
}
