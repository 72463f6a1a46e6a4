import { trpc } from '../../../lib/trpc.js';

/**
 * A game of the catalogue by its id (games.byId): the game page's title, art and launch read it,
 * and the play flow's ensureData of the same procedure fills this cache before the page opens.
 */
export function useGame(gameId: number) {
  return trpc.games.byId.useQuery({ gameId });
}
