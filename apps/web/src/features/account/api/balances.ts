import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/**
 * Every balance of the player's (wallet.full): the money in other currencies, loyalty points and
 * cashback beside the account's own; nothing is asked for a guest.
 */
export function useFullBalance() {
  const { player } = useSession();
  return trpc.wallet.full.useQuery(undefined, { enabled: player !== null });
}
