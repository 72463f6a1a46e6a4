import { lazy, useEffect, useRef } from 'react';
import { LazyPartBoundary } from '../../../lib/lazy-part.js';
import { useSession } from '../../../lib/session.js';
import { useResetMiniGameCaches } from '../api/mini-games.js';

const Watch = lazy(async () => ({
  default: (await import('./mini-games-watch.js')).MiniGamesWatch,
}));

const keepPage = () => undefined;

/**
 * The shell's place for the mini-games: when the login changes, the availability and daily-bonus
 * answers of the previous visitor are dropped; for a player, the watch (the auto-open and the
 * floating banners) loads after the first screen. A failing watch is logged and left out.
 */
export function MiniGames() {
  const { player, status } = useSession();
  const resetCaches = useResetMiniGameCaches();
  const userId = status === 'pending' ? undefined : (player?.id ?? null);
  const previous = useRef(userId);
  useEffect(() => {
    if (userId === undefined) return;
    if (previous.current !== undefined && previous.current !== userId) {
      resetCaches();
    }
    previous.current = userId;
  }, [userId, resetCaches]);
  if (userId === undefined || userId === null) return null;
  return (
    <LazyPartBoundary name="the mini-games watch" onError={keepPage}>
      <Watch />
    </LazyPartBoundary>
  );
}
