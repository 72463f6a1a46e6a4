import { skipToken } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/** The payment methods that take the player's currency (payments.methods); none for a guest. */
export function usePaymentMethods() {
  const { player } = useSession();
  return trpc.payments.methods.useQuery(undefined, { enabled: player !== null });
}

/** Starts a bank deposit (payments.deposit, with the attempt's idempotency key). */
export function useDeposit() {
  return trpc.payments.deposit.useMutation();
}

/** The player's address for a crypto method (payments.cryptoDeposit); none until one is chosen. */
export function useCryptoAddress(methodId: string | undefined) {
  return trpc.payments.cryptoDeposit.useQuery(methodId === undefined ? skipToken : { methodId });
}

/** What became of a deposit (payments.depositResult); asked for a player with a payment id. */
export function useDepositResult(paymentId: string | undefined) {
  const { player } = useSession();
  return trpc.payments.depositResult.useQuery(
    player === null || paymentId === undefined ? skipToken : { paymentId },
  );
}
