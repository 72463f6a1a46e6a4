import type { Game } from '@casino/shared';
import { useMemo } from 'react';
import { GameTile, type GamePlayMode } from '../../../components/ui/game-tile.js';
import { InfiniteList } from '../../../components/ui/infinite-list.js';
import type { TileContext } from '../api/tile-context.js';
import styles from './game-grid.module.css';

/**
 * A paged games query as useInfiniteQuery returns it (a category's games, a provider's): only the
 * fields the grid reads, so any query whose pages hold games fits.
 */
export interface PagedGames {
  data?: { pages: readonly { items: readonly Game[] }[] } | undefined;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isPending: boolean;
  /** A previous filter's games shown while the new one loads: dimmed, and no paging meanwhile. */
  isPlaceholderData?: boolean;
}

export interface GameGridProps {
  /** Names the grid for screen readers (the category's or the provider's name). */
  label: string;
  query: PagedGames;
  tiles: TileContext;
  /** The play flow (usePlayGame, or a dialog's own that closes first). */
  onPlay: (game: Game, mode: GamePlayMode) => void;
  /** How many games the whole list holds, when the server said. */
  total?: number;
  /** Gold frames and the jackpot badge. */
  jackpot?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Tiles a row; the carousels' count at this viewport width unless given. */
  columns?: number;
  /** Only the rows near the viewport drawn (a category's thousands of games); false in a dialog. */
  virtualize?: boolean;
}

/**
 * The paged grid of game tiles (a category page, a provider's games in search): 15 more each
 * time the player nears the end, placeholders while the first page loads.
 */
export function GameGrid({
  label,
  query,
  tiles,
  onPlay,
  total,
  jackpot = false,
  headingLevel,
  columns,
  virtualize,
}: GameGridProps) {
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const isPlaceholderData = query.isPlaceholderData === true;
  return (
    <InfiniteList
      className={isPlaceholderData ? styles.updating : undefined}
      label={label}
      items={items}
      getKey={(game) => game.id}
      renderItem={(game) => (
        <GameTile
          game={game}
          onPlay={onPlay}
          bonusCasino={tiles.bonusCasino}
          isUk={tiles.isUk}
          jackpot={jackpot}
          headingLevel={headingLevel}
        />
      )}
      isLoading={query.isPending}
      hasNextPage={query.hasNextPage && !isPlaceholderData}
      fetchNextPage={() => void query.fetchNextPage()}
      isFetchingNextPage={query.isFetchingNextPage}
      isFetchNextPageError={query.isFetchNextPageError}
      total={total}
      columns={columns}
      virtualize={virtualize}
    />
  );
}
