import { BONUS_STALE_MS } from '@casino/shared';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { RoutePrefetch } from '../../../lib/features.js';

// Bonus data is fresh for BONUS_STALE_MS and kept as long (SPEC.md section 7); like every query
// of the app it is never retried and never read again when the window regains focus. A module
// of its own, small: the route table's prefetch (feature.ts, in the first load) needs it.

/** The cache settings of every bonus query. */
export const BONUS_QUERY_OPTIONS = {
  staleTime: BONUS_STALE_MS,
  gcTime: BONUS_STALE_MS,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

/**
 * On a page load that starts on the bonuses page: a player's bonuses asked beside the page's
 * chunk, so the shelves draw with their cards rather than skeletons that then change height.
 */
export function prefetchBonusList({ clients, bootstrap }: RoutePrefetch): void {
  void bootstrap.then(async (answer) => {
    if (answer?.player == null) return;
    const utils = createTRPCQueryUtils({
      queryClient: clients.queryClient,
      client: clients.trpcClient,
    });
    await utils.bonuses.list.prefetch(undefined, BONUS_QUERY_OPTIONS);
  });
}
