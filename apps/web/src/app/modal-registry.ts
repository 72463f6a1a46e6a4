import type { ModalName } from '@casino/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalProps, ModalRegistration } from '../lib/features.js';
import { FEATURES } from './features.js';

/** A registered modal as the host shows it: any modal's props. */
type AnyModal = LazyExoticComponent<ComponentType<ModalProps<ModalName>>>;

interface RegisteredModal {
  component: AnyModal;
  sample: unknown;
  variants: readonly { id: string; data: unknown }[];
}

/**
 * The modal components by name, from the features' registrations, each loaded when first shown.
 * A name of the shared registry that no feature registers is not built yet: the manager refuses
 * to show it.
 */
export const MODAL_REGISTRY: ReadonlyMap<ModalName, RegisteredModal> = new Map(
  FEATURES.flatMap((feature) =>
    Object.entries(feature.modals ?? {}).map(
      ([name, registration]): [ModalName, RegisteredModal] => {
        const { load, sample, variants = [] } = registration as ModalRegistration<ModalName>;
        return [
          name as ModalName,
          { component: lazy(async () => ({ default: await load() })), sample, variants },
        ];
      },
    ),
  ),
);

export const REGISTERED_MODALS: ReadonlySet<ModalName> = new Set(MODAL_REGISTRY.keys());
