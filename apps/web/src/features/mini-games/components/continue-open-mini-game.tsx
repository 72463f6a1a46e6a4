import { useEffect, useRef } from 'react';
import { useModals } from '../../../lib/modals.js';
import type { WaitingActionProps } from '../../../lib/waiting-action.js';

/** statusSignUp's open_mini_game wish once the guest is a player: the game they pressed opens. */
export function ContinueOpenMiniGame({ action, onDone }: WaitingActionProps<'open_mini_game'>) {
  const { open } = useModals();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open('GPT_GAME_MODAL', { game: action.view });
    onDone();
  }, [open, action.view, onDone]);
  return null;
}
