import {
  canOpenModal,
  enqueueModal,
  modalsToCloseOnLogout,
  type ModalName,
  type ModalQueue,
  type ModalRequest,
} from '@casino/shared';

// The modal manager's decisions, apart from React: what opening, a logout and a back-forward-cache
// restore do to the queue. The queue's order itself is the shared registry's (enqueueModal).

export interface OpenModalRequest extends ModalRequest {
  /** What the modal shows; each modal reads its own shape. */
  data?: unknown;
}

export interface OpenContext {
  /** Modals the app has a component for. */
  registered: ReadonlySet<ModalName>;
  isAuthenticated: boolean;
}

/**
 * The queue with the modal added, or null when it may not open: it has no component yet, or it
 * is auth-only and the visitor is a guest.
 */
export function withModalOpened(
  queue: ModalQueue<OpenModalRequest>,
  request: OpenModalRequest,
  { registered, isAuthenticated }: OpenContext,
): OpenModalRequest[] | null {
  if (!registered.has(request.name) || !canOpenModal(request.name, isAuthenticated)) return null;
  return enqueueModal(queue, request);
}

/** The queue after a logout: every auth-only modal closed, shown or waiting. */
export function withoutAuthOnlyModals(
  queue: ModalQueue<OpenModalRequest>,
): ModalQueue<OpenModalRequest> {
  const closing = modalsToCloseOnLogout(queue);
  return closing.length === 0 ? queue : queue.filter((request) => !closing.includes(request.name));
}

/** Modals a page restored from the back-forward cache must not show again (SPEC.md section 4). */
export const CLOSED_ON_BFCACHE_RESTORE: readonly ModalName[] = ['DEPOSIT', 'FORM_FIELDS'];

/** The queue of a page shown again from the back-forward cache. */
export function afterBfcacheRestore(
  queue: ModalQueue<OpenModalRequest>,
): ModalQueue<OpenModalRequest> {
  return queue.some((request) => CLOSED_ON_BFCACHE_RESTORE.includes(request.name))
    ? queue.filter((request) => !CLOSED_ON_BFCACHE_RESTORE.includes(request.name))
    : queue;
}
