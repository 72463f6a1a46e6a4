import type { RouterInputs } from '@casino/bff/router';
import type { WithdrawalDetails } from '@casino/shared';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';
import { useWalletRefresh } from '../../wallet/public.js';

/** The payment methods that take the player's currency (payments.methods); none for a guest. */
export function usePaymentMethods() {
  const { player } = useSession();
  return trpc.payments.methods.useQuery(undefined, { enabled: player !== null });
}

/** A withdrawal as the form sends it: to a bank card's holder or to a crypto wallet. */
export type WithdrawalRequest =
  | { method: 'bank'; input: RouterInputs['payments']['withdrawBank'] }
  | { method: 'crypto'; input: RouterInputs['payments']['withdrawCrypto'] };

/**
 * Sends a withdrawal (payments.withdrawBank or payments.withdrawCrypto, with the attempt's
 * idempotency key); once taken, the balances and the payment history are read again.
 */
export function useWithdraw() {
  const utils = trpc.useUtils();
  const refreshWallet = useWalletRefresh();
  const bank = trpc.payments.withdrawBank.useMutation();
  const crypto = trpc.payments.withdrawCrypto.useMutation();
  const { mutateAsync: toBank } = bank;
  const { mutateAsync: toCrypto } = crypto;
  return useCallback(
    async (request: WithdrawalRequest): Promise<WithdrawalDetails> => {
      const details =
        request.method === 'crypto' ? await toCrypto(request.input) : await toBank(request.input);
      void Promise.all([refreshWallet(), utils.transactions.payments.invalidate()]);
      return details;
    },
    [toBank, toCrypto, utils, refreshWallet],
  );
}

/** A withdrawal's details as they stand now (payments.withdrawalDetails). */
export function useWithdrawalDetails(transactionId: WithdrawalDetails['transactionId']) {
  return trpc.payments.withdrawalDetails.useQuery({ transactionId }, { retry: false });
}
