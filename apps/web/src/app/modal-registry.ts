import { type ModalName } from '@casino/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every modal component receives: its data and how to close itself. */
export interface ModalComponentProps {
  data?: unknown;
  onClose: () => void;
}

type ModalComponent = LazyExoticComponent<ComponentType<ModalComponentProps>>;

/**
 * The modal components by name, each loaded when first shown. A name of the shared registry
 * that is missing here belongs to a feature not built yet: the manager refuses to show it.
 */
export const MODAL_COMPONENTS: Partial<Record<ModalName, ModalComponent>> = {
  LOGIN: lazy(async () => ({
    default: (await import('../features/auth/components/login-modal.js')).LoginModal,
  })),
};

export const REGISTERED_MODALS: ReadonlySet<ModalName> = new Set(
  Object.keys(MODAL_COMPONENTS) as ModalName[],
);
