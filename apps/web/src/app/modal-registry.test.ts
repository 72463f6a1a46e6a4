import { describe, expect, it } from 'vitest';
import { FEATURES } from './features.js';
import { loadModalSamples, MODAL_REGISTRY } from './modal-registry.js';

// /mock-modals opens every registered modal with its sample, which each feature keeps in a module
// of its own that only that page loads.

describe('the modal registry', () => {
  it('has a sample for every registered modal, and none for a modal nobody registers', async () => {
    const samples = await loadModalSamples();
    expect(Object.keys(samples).sort()).toEqual([...MODAL_REGISTRY.keys()].sort());
  });

  it('keeps the samples out of the features’ registrations (the app’s first load)', () => {
    for (const feature of FEATURES) {
      for (const registration of Object.values(feature.modals ?? {})) {
        expect(Object.keys(registration)).toEqual(['load']);
      }
      if (feature.modals !== undefined) expect(feature.samples).toBeTypeOf('function');
    }
  });
});
