import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

// Reality checks, the session's figures and net deposits
// (docs/decisions/040-safer-gambling-protection.md): the BFF keeps the session's start and the
// interval, so every tab and every reload reads the same clock and the same check.

/** How often the figures are read again while nothing else asks (a check's due time does). */
const STATUS_REFRESH_MS = 60_000;

/** The session's clock, the next check and the net position since login; a guest reads none. */
export function useRealityCheck(refetchInterval: number = STATUS_REFRESH_MS) {
  const { player } = useSession();
  return trpc.protection.realityCheck.useQuery(undefined, {
    enabled: player !== null,
    refetchInterval,
  });
}

function useWriteBack() {
  const utils = trpc.useUtils();
  return {
    onSuccess: (status: Parameters<typeof utils.protection.realityCheck.setData>[1]) => {
      utils.protection.realityCheck.setData(undefined, status);
    },
  };
}

export function useSetRealityCheck() {
  return trpc.protection.setRealityCheck.useMutation(useWriteBack());
}

export function useAcknowledgeRealityCheck() {
  return trpc.protection.acknowledgeRealityCheck.useMutation(useWriteBack());
}
