import { useEffect, useRef } from 'react';
import type { WaitingActionProps } from '../../../lib/waiting-action.js';
import { usePlayFlow } from '../hooks/use-play-game.js';

/**
 * The lobby's statusSignUp wish, "play game X", once the guest is a player: the whole play flow
 * again (availability, money, profile), as if Play were pressed now.
 */
export function ContinuePlay({ action, onDone }: WaitingActionProps<'play_game'>) {
  const { play } = usePlayFlow();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The flow reads the game itself (games.byId): only its id was kept.
    void play({ id: action.gameId, name: '' }, action.demo === true ? 'demo' : 'real').finally(
      onDone,
    );
  }, [play, action, onDone]);
  return null;
}
