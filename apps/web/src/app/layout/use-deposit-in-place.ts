import { useCallback, type MouseEvent } from 'react';
import { useOpenDeposit } from '../../features/payments/public.js';

/**
 * The click of a link to deposit (the header's button, the bottom bar's centre, the footer's
 * payment methods): for a player it opens DEPOSIT over the page they are on, so a game keeps
 * running under it, instead of following the link to /deposit, which leaves for main. The link
 * stays a link: a guest (the modal is a player's) and a click meant for a new tab follow it.
 */
export function useDepositInPlace(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const openDeposit = useOpenDeposit();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (openDeposit()) event.preventDefault();
    },
    [openDeposit],
  );
}
