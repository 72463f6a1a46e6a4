import { useSession } from '../../../lib/session.js';
import { useDisplayedBalance } from '../../wallet/public.js';

/** What a game tile needs from the session: the UK flag and the casino bonus balance. */
export interface TileContext {
  isUk: boolean;
  bonusCasino: number;
}

/**
 * The tiles' badges read the UK flag (drops-and-wins is hidden there) and the bonus balance (the
 * wagering icon shows while there is bonus money). The balance is the header chip's query, so
 * asking for it here costs no call.
 */
export function useTileContext(): TileContext {
  const { bootstrap, player } = useSession();
  const balance = useDisplayedBalance();
  return {
    isUk: bootstrap?.isUk ?? false,
    bonusCasino: player === null ? 0 : (balance.data?.bonusCasino ?? 0),
  };
}
