import { defineFeature } from '../../lib/features.js';
import { STYLEGUIDE_NAMESPACE } from './locales/namespace.js';
import { stringsLoader } from '../../lib/strings-loader.js';

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
    load: stringsLoader({
      en: async () => (await import('./locales/en.js')).STYLEGUIDE_EN,
      de: async () => (await import('./locales/de.js')).STYLEGUIDE_DE,
      ro: async () => (await import('./locales/ro.js')).STYLEGUIDE_RO,
      pt: async () => (await import('./locales/pt.js')).STYLEGUIDE_PT,
    }),
  },
});
