import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

export interface FavouriteToggle {
  /** Undefined until the player's favourites have been read. */
  isFavourite: boolean | undefined;
  toggle: () => void;
  isPending: boolean;
}

/**
 * Whether the game is one of the player's favourites (account.favorites.ids), and the switch:
 * the heart changes at once and goes back if the BFF refuses.
 */
export function useFavourite(gameId: number): FavouriteToggle {
  const { player } = useSession();
  const utils = trpc.useUtils();
  const ids = trpc.account.favorites.ids.useQuery(undefined, { enabled: player !== null });
  const isFavourite = ids.data === undefined ? undefined : ids.data.ids.includes(gameId);

  const settle = {
    onMutate: async ({ gameId: id }: { gameId: number }) => {
      await utils.account.favorites.ids.cancel();
      const previous = utils.account.favorites.ids.getData();
      utils.account.favorites.ids.setData(undefined, (old) =>
        old === undefined
          ? old
          : {
              ids: old.ids.includes(id)
                ? old.ids.filter((other) => other !== id)
                : [id, ...old.ids],
            },
      );
      return { previous };
    },
    onError: (
      _error: unknown,
      _input: unknown,
      context: { previous?: { ids: number[] } } | undefined,
    ) => {
      if (context?.previous !== undefined) {
        utils.account.favorites.ids.setData(undefined, context.previous);
      }
    },
    onSettled: () => {
      void utils.account.favorites.ids.invalidate();
      // The Favorites category's pages (games.byCategory, every filter) follow the heart.
      void utils.games.byCategory.invalidate({ category: 'favorites' });
    },
  };
  const add = trpc.account.favorites.add.useMutation(settle);
  const remove = trpc.account.favorites.remove.useMutation(settle);

  return {
    isFavourite,
    isPending: add.isPending || remove.isPending,
    toggle: () => {
      if (isFavourite === undefined) return;
      (isFavourite ? remove : add).mutate({ gameId });
    },
  };
}
