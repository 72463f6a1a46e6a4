import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

// What the account shows of safer gambling (docs/decisions/040-safer-gambling-protection.md): net
// deposits on the balance page and the marketing choices in the profile.

/** Deposits less withdrawals over 30 days, 3 months and all time. */
export function useNetDeposits() {
  const { player } = useSession();
  return trpc.protection.netDeposits.useQuery(undefined, { enabled: player !== null });
}

/** The player's marketing choices, per product and channel. */
export function useMarketing() {
  const { player } = useSession();
  return trpc.protection.marketing.useQuery(undefined, { enabled: player !== null });
}

export function useSetMarketing() {
  const utils = trpc.useUtils();
  return trpc.protection.setMarketing.useMutation({
    onSuccess: (preferences) => {
      utils.protection.marketing.setData(undefined, preferences);
    },
  });
}
