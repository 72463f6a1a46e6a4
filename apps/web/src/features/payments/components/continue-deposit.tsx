import { useEffect, useRef } from 'react';
import type { WaitingActionProps } from '../../../lib/waiting-action.js';
import { useOpenDeposit } from '../hooks/use-open-deposit.js';

/**
 * statusSignUp's deposit wish (the standalone deposit route, deposit/modal) once the guest is a
 * player: the deposit modal.
 */
export function ContinueDeposit({ onDone }: WaitingActionProps<'deposit'>) {
  const openDeposit = useOpenDeposit();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    openDeposit();
    onDone();
  }, [openDeposit, onDone]);
  return null;
}
