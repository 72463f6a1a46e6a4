import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/** A wagering badge may be a little behind the balance: asked once a minute at most. */
const PLAYABILITY_STALE_MS = 60_000;

/** What every game tile of the lobby needs from the session: the wagering badge and UK rules. */
export interface TileContext {
  /** The player's casino bonus balance (wallet.playability); 0 for a guest. */
  bonusCasino: number;
  /** UK visitor or player (the bootstrap's rule): no drops-and-wins badge. */
  isUk: boolean;
}

export function useTileContext(): TileContext {
  const { player, bootstrap } = useSession();
  const playability = trpc.wallet.playability.useQuery(undefined, {
    enabled: player !== null,
    staleTime: PLAYABILITY_STALE_MS,
  });
  return {
    bonusCasino: player === null ? 0 : (playability.data?.bonusCasino ?? 0),
    isUk: bootstrap?.isUk ?? false,
  };
}
