import type { VerificationStatus } from '@casino/shared';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/** The player's documents and their review status (account.verification). */
export function useVerificationStatus() {
  const { player } = useSession();
  return trpc.account.verification.useQuery(undefined, { enabled: player !== null });
}

/** Takes the status an upload answered with as the page's, without asking again. */
export function useSetVerificationStatus() {
  const utils = trpc.useUtils();
  return useCallback(
    (status: VerificationStatus) => {
      utils.account.verification.setData(undefined, status);
    },
    [utils],
  );
}
