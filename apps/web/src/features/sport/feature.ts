import { defineFeature } from '../../lib/features.js';

// The embedded sportsbook.

export const sportFeature = defineFeature({
  name: 'sport',
  routes: [{ route: 'sport', load: async () => (await import('./routes/pages.js')).SportPage }],
});
