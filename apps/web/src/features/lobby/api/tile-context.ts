import { isGamePlayable, type Game, type PlayabilityInput } from '@casino/shared';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session.js';
import { usePlayability } from '../../wallet/public.js';

/** A wagering badge may be a little behind the balance: asked once a minute at most. */
const PLAYABILITY_STALE_MS = 60_000;

/**
 * What every game tile needs from the session, in the lobby and on every screen that shows
 * tiles: the wagering badge, the UK rules and whether a game can be played for real money now.
 */
export interface TileContext {
  /** The player's casino bonus balance (wallet.playability); 0 for a guest. */
  bonusCasino: number;
  /** UK visitor or player (the bootstrap's rule): no drops-and-wins badge. */
  isUk: boolean;
  /**
   * The shared rule (isGamePlayable) over the player's wallet.playability: false for a game the
   * active bonus's wagering list leaves out while the real balance is under the minimum. True for
   * a guest and until the balances are known (the play flow asks again before a launch).
   */
  isPlayable: (game: Pick<Game, 'id'>) => boolean;
}

/** The tiles' context from the player's balances (undefined for a guest or while loading). */
export function tileContextOf(
  playability: PlayabilityInput | undefined,
  isUk: boolean,
): TileContext {
  return {
    bonusCasino: playability?.bonusCasino ?? 0,
    isUk,
    isPlayable: (game) => playability === undefined || isGamePlayable(game, playability),
  };
}

/**
 * The tiles' context of this session: one query of wallet.playability, the one the play flow
 * reads before a launch, so the badges and the flow agree on the same balances.
 */
export function useTileContext(): TileContext {
  const { player, bootstrap } = useSession();
  const playability = usePlayability({ staleTime: PLAYABILITY_STALE_MS });
  const money = player === null ? undefined : playability.data;
  const isUk = bootstrap?.isUk ?? false;
  return useMemo(() => tileContextOf(money, isUk), [money, isUk]);
}
