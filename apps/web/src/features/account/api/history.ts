import type { RouterInputs } from '@casino/bff/router';
import { keepPreviousData } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/**
 * A page of deposits and withdrawals (transactions.payments). While another page or filter
 * loads, the previous rows stay as placeholder data (the table shows its placeholders instead).
 */
export function usePaymentHistory(input: RouterInputs['transactions']['payments']) {
  const { player } = useSession();
  return trpc.transactions.payments.useQuery(input, {
    enabled: player !== null,
    placeholderData: keepPreviousData,
  });
}

/** A page of game or bonus transactions (transactions.game), kept the same way meanwhile. */
export function useGameTransactions(input: RouterInputs['transactions']['game']) {
  const { player } = useSession();
  return trpc.transactions.game.useQuery(input, {
    enabled: player !== null,
    placeholderData: keepPreviousData,
  });
}
