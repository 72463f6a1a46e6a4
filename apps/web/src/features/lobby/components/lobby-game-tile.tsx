import type { Game } from '@casino/shared';
import { GameTile, type GamePlayMode } from '../../../components/ui/game-tile.js';
import { usePlayGame } from '../../game/public.js';
import { useTileContext } from '../api/tile-context.js';

export interface LobbyGameTileProps {
  game: Game;
  /** Gold frame and the jackpot badge. */
  jackpot?: boolean;
  /** Instead of the play flow (a modal that must decide something first). */
  onPlay?: (game: Game, mode: GamePlayMode) => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One game tile outside a row or a grid (a jackpot win's game), with the tiles' one context (the
 * wagering badge, the UK rules) and, unless told otherwise, the play flow behind Play and Demo.
 */
export function LobbyGameTile({
  game,
  jackpot,
  onPlay,
  headingLevel,
  className,
}: LobbyGameTileProps) {
  const tiles = useTileContext();
  const play = usePlayGame();
  return (
    <GameTile
      game={game}
      onPlay={onPlay ?? play}
      bonusCasino={tiles.bonusCasino}
      isUk={tiles.isUk}
      jackpot={jackpot}
      loading="eager"
      headingLevel={headingLevel}
      className={className}
    />
  );
}
