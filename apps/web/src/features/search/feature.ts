import { defineFeature } from '../../lib/features.js';
import { stringsLoader } from '../../lib/strings-loader.js';

// The SEARCH modal: games by name and by provider, a provider's games, recent searches. The
// header, the sidebar's search field and the bottom bar open it.

declare module '../../lib/features.js' {
  interface ModalDataMap {
    /** Optionally opened with a text already searched. */
    SEARCH: { query?: string } | undefined;
  }
}

export const searchFeature = defineFeature({
  name: 'search',
  modals: {
    names: ['SEARCH'],
    load: async () => (await import('./modals.js')).MODALS,
  },
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
  namespace: {
    // locales/namespace.ts names it for the modal's chunk; spelt out here, so the first load
    // carries no module of its own for one word (feature.test.ts holds the two equal).
    name: 'search',
    load: stringsLoader({
      en: async () => (await import('./locales/en.js')).SEARCH_EN,
      de: async () => (await import('./locales/de.js')).SEARCH_DE,
      ro: async () => (await import('./locales/ro.js')).SEARCH_RO,
      pt: async () => (await import('./locales/pt.js')).SEARCH_PT,
    }),
  },
});
