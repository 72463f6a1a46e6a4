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

  it('keeps the samples out of the features’ tables of modals, whose names are the tables’ keys', async () => {
    for (const feature of FEATURES) {
      if (feature.modals === undefined) continue;
      const table = await feature.modals.load();
      expect(Object.keys(table).sort()).toEqual([...feature.modals.names].sort());
      for (const registration of Object.values(table)) {
        expect(Object.keys(registration)).toEqual(['load']);
      }
      expect(feature.samples).toBeTypeOf('function');
    }
  });

  it('shows a modal from its feature’s table, which loads with the first one shown', async () => {
    const feature = FEATURES.find(({ modals }) => modals?.names.includes('SEARCH') === true);
    const table = await feature?.modals?.load();
    expect(await table?.SEARCH?.load()).toBeTypeOf('function');
  });
});
