import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/** An answer this young (the main page's prefetch with the bootstrap answer) is not asked again. */
const RECENTLY_PLAYED_FRESH_MS = 2_000;

/**
 * The signed-in player's last games launched for real money (games.recentlyPlayed), most recent
 * first: its own query, never part of lobby.main, whose answer visitors share. Asked again each
 * time the page shows (a game just played moves to the front), and dropped when the player
 * changes, so nobody sees the previous player's row.
 */
export function useRecentlyPlayed() {
  const { player } = useSession();
  const utils = trpc.useUtils();
  const playerId = player?.id ?? null;
  const previous = useRef(playerId);
  useEffect(() => {
    if (previous.current === playerId) return;
    previous.current = playerId;
    void utils.games.recentlyPlayed.reset();
  }, [playerId, utils]);
  return trpc.games.recentlyPlayed.useQuery(undefined, {
    enabled: playerId !== null,
    // Asked again whenever the page shows, except right after the page load's prefetch.
    staleTime: RECENTLY_PLAYED_FRESH_MS,
  });
}
