import type { ModalName } from '@casino/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type {
  FeatureModals,
  ModalProps,
  ModalRegistration,
  ModalSamples,
} from '../lib/features.js';
import { FEATURES } from './features.js';

/** A registered modal as the host shows it: any modal's props. */
type AnyModal = LazyExoticComponent<ComponentType<ModalProps<ModalName>>>;

/**
 * The modal components by name, from the features' registrations: each loads its feature's table
 * of modals (at once for all of that feature's), then its own chunk, when first shown. A name of
 * the shared registry that no feature registers is not built yet: the manager refuses to show it.
 */
export const MODAL_REGISTRY: ReadonlyMap<ModalName, AnyModal> = new Map(
  FEATURES.flatMap(({ modals }) => (modals === undefined ? [] : modalsOf(modals))),
);

function modalsOf({ names, load }: FeatureModals): [ModalName, AnyModal][] {
  return names.map((name) => [
    name,
    lazy(async () => {
      const table = await load();
      const registration = table[name] as ModalRegistration<ModalName> | undefined;
      if (registration === undefined) throw new Error(`modal ${name} is not in its table`);
      return { default: await registration.load() };
    }),
  ]);
}

export const REGISTERED_MODALS: ReadonlySet<ModalName> = new Set(MODAL_REGISTRY.keys());

/** Every feature's modal samples, for /mock-modals: loaded on first use, each feature's at once. */
export async function loadModalSamples(): Promise<ModalSamples> {
  const sets = await Promise.all(
    FEATURES.map((feature) => feature.samples?.() ?? Promise.resolve({})),
  );
  return Object.assign({}, ...sets) as ModalSamples;
}
