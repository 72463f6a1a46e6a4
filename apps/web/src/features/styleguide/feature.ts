import { defineFeature } from '../../lib/features.js';
import { STYLEGUIDE_NAMESPACE } from './locales/namespace.js';

// The UI kit's reference page (components/styleguide-page.tsx) and its strings, each language
// its own chunk.

export const styleguideFeature = defineFeature({
  name: 'styleguide',
  // Served like /mock-modals: only while the BFF runs its mock world.
  routes: [
    {
      route: 'styleguide',
      access: 'mockMode',
      load: async () => (await import('./components/styleguide-page.js')).StyleguidePage,
    },
  ],
  namespace: {
    name: STYLEGUIDE_NAMESPACE,
    load: async (language) => {
      switch (language) {
        case 'en':
        case 'gb':
          return (await import('./locales/en.js')).STYLEGUIDE_EN;
        case 'de':
          return (await import('./locales/de.js')).STYLEGUIDE_DE;
        case 'ro':
          return (await import('./locales/ro.js')).STYLEGUIDE_RO;
        case 'pt':
          return (await import('./locales/pt.js')).STYLEGUIDE_PT;
      }
    },
  },
});
