import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc.js';

/**
 * A game of the catalogue by its id (games.byId): the game page's title, art and launch read it,
 * and the play flow's ensureData of the same procedure fills this cache before the page opens.
 */
export function useGame(gameId: number) {
  return trpc.games.byId.useQuery({ gameId });
}

/** Reads a game now (games.byId), from the cache while it is fresh: the play flow's step. */
export function useReadGame() {
  const utils = trpc.useUtils();
  return useCallback(
    async (gameId: number) => (await utils.games.byId.ensureData({ gameId })).game,
    [utils],
  );
}

/**
 * Asks the casino for a launch of a game (games.launch): its URL for the game frame. A launch
 * changes the player's recently played games: the main page asks for them again when it shows.
 */
export function useLaunchGame() {
  const utils = trpc.useUtils();
  return trpc.games.launch.useMutation({
    onSuccess: () => {
      void utils.games.recentlyPlayed.invalidate();
    },
  });
}
