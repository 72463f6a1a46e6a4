import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { trpc } from '../../../lib/trpc.js';
import { trpcWrapper } from '../../../lib/trpc-test-client.js';
import { useFavourite } from './favourites.js';

// The heart of a game: it switches at once, and the Favorites category the lobby shows
// (games.byCategory with category favorites, whatever its filter) is read again after the switch,
// so the category shows the game added or removed; other categories are left as they are.

vi.mock(
  '../../../lib/session.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).sessionDouble,
);

const GAME_ID = 41;

function page(category: string) {
  return { items: [], nextCursor: null, total: 0, providers: [], category, stale: false };
}

function renderHeart() {
  const calls: { path: string; input: unknown }[] = [];
  let favourites = [7];
  const Trpc = trpcWrapper((path, input) => {
    calls.push({ path, input });
    if (path === 'account.favorites.ids') return { ids: favourites };
    if (path === 'account.favorites.add') {
      favourites = [GAME_ID, ...favourites];
      return { gameId: GAME_ID, favorite: true };
    }
    if (path === 'games.byCategory') return page((input as { category: string }).category);
    throw new Error(`unexpected call ${path}`);
  });
  const { result } = renderHook(
    () => {
      // What the lobby keeps: the Favorites category under a filter, and another category.
      trpc.games.byCategory.useInfiniteQuery(
        { category: 'favorites', providers: [3], sort: 'a-to-z' },
        { getNextPageParam: () => null, staleTime: 60_000 },
      );
      trpc.games.byCategory.useInfiniteQuery(
        { category: 'slots' },
        { getNextPageParam: () => null, staleTime: 60_000 },
      );
      return useFavourite(GAME_ID);
    },
    { wrapper: Trpc },
  );
  const reads = (category: string) =>
    calls.filter(
      (call) =>
        call.path === 'games.byCategory' &&
        (call.input as { category: string }).category === category,
    ).length;
  return { result, calls, reads };
}

describe('useFavourite', () => {
  it('reads the Favorites category again once a game is added, and no other category', async () => {
    const { result, calls, reads } = renderHeart();
    await waitFor(() => {
      expect(result.current.isFavourite).toBe(false);
    });
    await waitFor(() => {
      expect(reads('favorites')).toBe(1);
    });
    expect(reads('slots')).toBe(1);

    act(() => {
      result.current.toggle();
    });
    await waitFor(() => {
      expect(reads('favorites')).toBe(2);
    });
    expect(calls.map((call) => call.path)).toContain('account.favorites.add');
    expect(result.current.isFavourite).toBe(true);
    expect(reads('slots')).toBe(1);
  });
});
