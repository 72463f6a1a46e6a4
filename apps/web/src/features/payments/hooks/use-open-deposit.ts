import { useCallback } from 'react';
import { useModals } from '../../../lib/modals.js';

/**
 * The deposit action: opens DEPOSIT for a player. The sign-up continuation (statusSignUp
 * `{ kind: 'deposit' }`) calls it once a guest has registered; it answers false for a guest.
 */
export function useOpenDeposit(): () => boolean {
  const { open } = useModals();
  return useCallback(() => open('DEPOSIT'), [open]);
}
