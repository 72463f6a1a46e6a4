import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';
import { useWalletRefresh } from '../../wallet/public.js';

/**
 * Makes another currency the account's (account.changeCurrency, one idempotency key per
 * attempt). Once it answers, the session's player takes the new currency and what depends on it
 * is read again before the call resolves: the balances, the payment methods (they take the
 * account's currency) and the bonuses (zeroed and cancelled).
 */
export function useChangeCurrency() {
  const { player, setPlayer } = useSession();
  const utils = trpc.useUtils();
  const refreshWallet = useWalletRefresh();
  return trpc.account.changeCurrency.useMutation({
    onSuccess: async (result) => {
      if (player !== null) setPlayer({ ...player, currency: result.currency });
      await Promise.all([
        refreshWallet(),
        utils.payments.methods.invalidate(),
        utils.bonuses.invalidate(),
      ]);
    },
  });
}
