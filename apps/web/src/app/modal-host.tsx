import { type ModalName } from '@casino/shared';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { type ModalData } from '../lib/features.js';
import { useModals } from '../lib/modals.js';
import { MODAL_REGISTRY } from './modal-registry.js';

/** A modal that throws while rendering is logged and closed (SPEC.md section 4). */
class ModalBoundary extends Component<
  { name: string; onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`modal ${this.props.name} failed to render`, error, info.componentStack);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Shows the modal at the head of the manager's queue. */
export function ModalHost() {
  const { active, close } = useModals();
  if (active === undefined) return null;
  const Modal = MODAL_REGISTRY.get(active.name)?.component;
  const onClose = () => {
    close(active.name);
  };
  if (Modal === undefined) {
    console.error(`modal ${active.name} has no component`);
    queueMicrotask(onClose);
    return null;
  }
  return (
    <ModalBoundary key={active.name} name={active.name} onError={onClose}>
      <Suspense fallback={null}>
        {/* The manager queues only data that `open` checked against the modal's type. */}
        <Modal data={active.data as ModalData<ModalName>} onClose={onClose} />
      </Suspense>
    </ModalBoundary>
  );
}
