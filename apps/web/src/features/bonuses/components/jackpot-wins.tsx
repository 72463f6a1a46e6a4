import { lazy } from 'react';
import { LazyPartBoundary } from '../../../lib/lazy-part.js';
import { useSession } from '../../../lib/session.js';

const Watch = lazy(async () => ({
  default: (await import('./jackpot-win-watch.js')).JackpotWinWatch,
}));

const keepPage = () => undefined;

/**
 * The shell's place for the player's jackpot wins: a guest has none, so the watch that opens
 * JACKPOT_WIN (and its poll) loads once a player is there. A failing watch is logged and left out.
 */
export function JackpotWins() {
  const { player, status } = useSession();
  if (status === 'pending' || player === null) return null;
  return (
    <LazyPartBoundary name="the jackpot win watch" onError={keepPage}>
      <Watch />
    </LazyPartBoundary>
  );
}
