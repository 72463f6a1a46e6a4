import type { Game } from '@casino/shared';
import { Carousel } from '../../../components/ui/carousel.js';
import { GameTile } from '../../../components/ui/game-tile.js';
import { usePlayGame } from '../../game/public.js';
import type { TileContext } from '../api/tile-context.js';

export interface GameRowProps {
  title: string;
  /** The category page behind "All", already under the language's prefix. */
  href?: string;
  count?: string | number;
  /** Undefined while loading: 15 placeholders of the tiles' size. */
  games: readonly Game[] | undefined;
  tiles: TileContext;
  /** Gold frames and the jackpot badge. */
  jackpot?: boolean;
  /** Tiles whose art loads at once (the first row's, above the fold on a phone); the rest lazily. */
  eagerTiles?: number;
  autoplay?: boolean;
}

/** A carousel of game tiles whose Play and Demo start the play flow. */
export function GameRow({
  title,
  href,
  count,
  games,
  tiles,
  jackpot = false,
  eagerTiles = 0,
  autoplay = true,
}: GameRowProps) {
  const play = usePlayGame();
  return (
    <Carousel
      title={title}
      href={href}
      count={count}
      items={games ?? []}
      isLoading={games === undefined}
      getKey={(game) => game.id}
      autoplay={autoplay}
      renderItem={(game, index) => (
        <GameTile
          game={game}
          onPlay={play}
          bonusCasino={tiles.bonusCasino}
          isUk={tiles.isUk}
          jackpot={jackpot}
          loading={index < eagerTiles ? 'eager' : 'lazy'}
        />
      )}
    />
  );
}
