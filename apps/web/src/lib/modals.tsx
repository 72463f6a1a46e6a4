import { activeModal, dequeueModal, type ModalName, type ModalQueue } from '@casino/shared';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  afterBfcacheRestore,
  withModalOpened,
  withoutAuthOnlyModals,
  type OpenModalRequest,
} from './modal-queue.js';
import type { ModalDataArgs } from './features.js';
import { useSession } from './session.js';
import { localStore } from './storage.js';

// The modal manager over the registry of packages/shared (MODALS): the highest-priority modal
// shows and the others wait their turn; auth-only modals never reach a guest and close at logout.

export interface ModalManager {
  /** The modal on screen, if any. */
  active: OpenModalRequest | undefined;
  queue: ModalQueue<OpenModalRequest>;
  /**
   * Queues a modal with its data (checked by the compiler against ModalDataMap); false when it
   * may not open (an auth-only modal for a guest, or one no feature registers).
   */
  open: <N extends ModalName>(name: N, ...args: ModalDataArgs<N>) => boolean;
  close: (name: ModalName) => void;
  /** Closes every modal, shown or waiting (the play flow starts from a clear screen). */
  closeAll: () => void;
  /** Whether the app has a component for the modal (the rest are built by their features). */
  isRegistered: (name: ModalName) => boolean;
}

const ModalContext = createContext<ModalManager | null>(null);

export function ModalProvider({
  registered,
  children,
}: {
  registered: ReadonlySet<ModalName>;
  children: ReactNode;
}) {
  const { player } = useSession();
  const isAuthenticated = player !== null;
  const [queue, setQueue] = useState<ModalQueue<OpenModalRequest>>([]);
  const authRef = useRef(isAuthenticated);
  authRef.current = isAuthenticated;

  const open = useCallback(
    <N extends ModalName>(name: N, ...args: ModalDataArgs<N>) => {
      const [data] = args;
      const context = { registered, isAuthenticated: authRef.current };
      // Decided on the queue as it is now, so that the answer and the update agree.
      if (withModalOpened([], { name, data }, context) === null) return false;
      setQueue((current) => withModalOpened(current, { name, data }, context) ?? current);
      return true;
    },
    [registered],
  );

  const close = useCallback((name: ModalName) => {
    setQueue((current) => dequeueModal(current, name));
  }, []);

  const closeAll = useCallback(() => {
    setQueue((current) => (current.length === 0 ? current : []));
  }, []);

  // Logout closes every auth-only modal, shown or waiting.
  useEffect(() => {
    if (isAuthenticated) return;
    setQueue(withoutAuthOnlyModals);
  }, [isAuthenticated]);

  // A page shown again from the back-forward cache keeps its state: drop the payment modals.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setQueue(afterBfcacheRestore);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  const active = activeModal(queue);
  useEffect(() => {
    if (active === undefined) localStore.remove('openedModalName');
    else localStore.set('openedModalName', active.name);
  }, [active]);

  const value = useMemo<ModalManager>(
    () => ({
      active,
      queue,
      open,
      close,
      closeAll,
      isRegistered: (name) => registered.has(name),
    }),
    [active, queue, open, close, closeAll, registered],
  );
  return <ModalContext value={value}>{children}</ModalContext>;
}

export function useModals(): ModalManager {
  const manager = use(ModalContext);
  if (manager === null) throw new Error('useModals needs a ModalProvider');
  return manager;
}
