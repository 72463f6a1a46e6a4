import { useEffect, useRef } from 'react';
import type { WaitingActionProps } from '../../../lib/waiting-action.js';
import { useActivateThenMain } from './bonus-actions.js';

/**
 * statusSignUp's activate_bonus wish (an activate-bonus link a guest opened) once the guest is a
 * player: the bonus is activated, then main.
 */
export function ContinueActivateBonus({ action, onDone }: WaitingActionProps<'activate_bonus'>) {
  const activateThenMain = useActivateThenMain();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void activateThenMain(action.bonusId).then(onDone);
  }, [activateThenMain, action.bonusId, onDone]);
  return null;
}
