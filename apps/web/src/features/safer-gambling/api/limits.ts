import type { LimitKind } from '@casino/shared';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

// The player's limits (docs/decisions/037-safer-gambling-limits.md): one read of the whole set,
// and mutations that answer the whole set again, written straight into the read's cache.

/** Every limit with what is used of it, its reset and what waits; disabled for a guest. */
export function usePlayerLimits() {
  const { player } = useSession();
  return trpc.limits.read.useQuery(undefined, { enabled: player !== null });
}

function useWriteBack() {
  const utils = trpc.useUtils();
  return {
    onSuccess: (view: Parameters<typeof utils.limits.read.setData>[1]) => {
      utils.limits.read.setData(undefined, view);
    },
  };
}

/** limits.set: a decrease at once, an increase (or null, removal) after 24 hours. */
export function useSetLimit() {
  return trpc.limits.set.useMutation(useWriteBack());
}

export function useCancelPendingLimit() {
  return trpc.limits.cancelPending.useMutation(useWriteBack());
}

export function useDeclineLimitPrompt() {
  return trpc.limits.declinePrompt.useMutation(useWriteBack());
}

export function useReviewedLimits() {
  return trpc.limits.reviewed.useMutation(useWriteBack());
}

export type { LimitKind };
