import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/** The player's loyalty level and the progress to the next one (`loyalty.overview`). */
export function useLoyaltyOverview() {
  const { player } = useSession();
  return trpc.loyalty.overview.useQuery(undefined, {
    enabled: player !== null,
    staleTime: 60_000,
  });
}
