import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

// Time-out and self-exclusion (docs/decisions/040-safer-gambling-protection.md).

/**
 * protection.start: in force at once. The BFF has ended every session of the player, here and
 * in every other tab (their sockets close), so this tab shows a guest from the answer on.
 */
export function useStartProtection() {
  const { setPlayer } = useSession();
  return trpc.protection.start.useMutation({
    onSuccess: () => {
      setPlayer(null);
    },
  });
}

/** auth.requestReturn: after a self-exclusion's period, the player asks to return. */
export function useRequestReturn() {
  return trpc.auth.requestReturn.useMutation();
}
