import { useGameOpenRefetch, useShortBalance } from '../../balance/public.js';

/**
 * The player's balance on the game page: while the game is open the balance refetch is on
 * (SPEC-NOTES "Balance refetch enabled: while a game is open"), for this page and the header's
 * chip alike.
 */
export function useGameBalance(isOpen: boolean) {
  useGameOpenRefetch(isOpen);
  return useShortBalance().balance;
}
