import { lazy } from 'react';
import { LazyPartBoundary } from '../../../lib/lazy-part.js';
import { useSession } from '../../../lib/session.js';

const Watch = lazy(async () => ({
  default: (await import('./mini-games-watch.js')).MiniGamesWatch,
}));

const keepPage = () => undefined;

/**
 * The shell's place for the mini-games: a guest has no auto-open and no floating banners, so the
 * watch that does both loads once a player is there. A failing watch is logged and left out.
 */
export function MiniGames() {
  const { player, status } = useSession();
  if (status === 'pending' || player === null) return null;
  return (
    <LazyPartBoundary name="the mini-games watch" onError={keepPage}>
      <Watch />
    </LazyPartBoundary>
  );
}
