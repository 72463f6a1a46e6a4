import { defineFeature } from '../../lib/features.js';

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
    SEARCH: {
      load: async () => (await import('./components/search-modal.js')).SearchModal,
      sample: { query: 'book' },
    },
  },
  namespace: {
    // locales/namespace.ts names it for the modal's chunk; spelt out here, so the first load
    // carries no module of its own for one word (feature.test.ts holds the two equal).
    name: 'search',
    load: async (language) => {
      switch (language) {
        case 'en':
        case 'gb':
          return (await import('./locales/en.js')).SEARCH_EN;
        case 'de':
          return (await import('./locales/de.js')).SEARCH_DE;
        case 'ro':
          return (await import('./locales/ro.js')).SEARCH_RO;
        case 'pt':
          return (await import('./locales/pt.js')).SEARCH_PT;
      }
    },
  },
});
