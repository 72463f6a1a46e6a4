import type { ModalName } from '@casino/shared';
import type { ModalData } from '../lib/features.js';
import { LazyPartBoundary } from '../lib/lazy-part.js';
import { useModals } from '../lib/modals.js';
import { MODAL_REGISTRY } from './modal-registry.js';

/**
 * Shows the modal at the head of the manager's queue. A modal whose chunk fails or that throws
 * while rendering is logged and closed (SPEC.md section 4).
 */
export function ModalHost() {
  const { active, close } = useModals();
  if (active === undefined) return null;
  const Modal = MODAL_REGISTRY.get(active.name);
  const onClose = () => {
    close(active.name);
  };
  if (Modal === undefined) {
    console.error(`modal ${active.name} has no component`);
    queueMicrotask(onClose);
    return null;
  }
  return (
    <LazyPartBoundary key={active.name} name={`modal ${active.name}`} onError={onClose}>
      {/* The manager queues only data that `open` checked against the modal's type. */}
      <Modal data={active.data as ModalData<ModalName>} onClose={onClose} />
    </LazyPartBoundary>
  );
}
