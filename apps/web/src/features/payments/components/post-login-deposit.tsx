import { isAuthFlowOpen, splitLanguagePrefix } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { rawStoredText, sessionStore } from '../../../lib/storage.js';
import { hasWaitingAction } from '../../../lib/waiting-action.js';
import { useOpenDeposit } from '../hooks/use-open-deposit.js';
import { mayOpenDepositOn } from '../rules/post-login-deposit.js';

const DEPOSIT_MODALS = new Set(['DEPOSIT', 'DEPOSIT_CRYPTO']);

/**
 * After a login the deposit modal opens once in this tab's session (SPEC.md section 4): once the
 * sign-in modals have closed and whatever waited for the sign-in (statusSignUp) has run, and not
 * on the provider's way back or an info page (it waits for the next page). A logout re-arms it;
 * the modal itself closes with the other auth-only ones.
 */
export function PostLoginDeposit() {
  const { player, status } = useSession();
  const { queue } = useModals();
  const openDeposit = useOpenDeposit();
  const here = splitLanguagePrefix(useLocation().pathname).rest;
  const wasPlayer = useRef(false);
  const isPlayer = status !== 'pending' && player !== null;

  useEffect(() => {
    if (status === 'pending') return;
    if (!isPlayer) {
      if (wasPlayer.current) sessionStore.remove('depositModalShown');
      wasPlayer.current = false;
      return;
    }
    wasPlayer.current = true;
    if (rawStoredText('session', 'depositModalShown') !== null) return;
    // A deposit already on screen (the deposit route, the sign-up's deposit wish) is this one.
    if (queue.some((request) => DEPOSIT_MODALS.has(request.name))) {
      sessionStore.set('depositModalShown', true);
      return;
    }
    if (isAuthFlowOpen(queue) || hasWaitingAction() || !mayOpenDepositOn(here)) return;
    if (openDeposit()) sessionStore.set('depositModalShown', true);
  }, [status, isPlayer, queue, here, openDeposit]);
  return null;
}
