import { defineFeature } from '../../lib/features.js';
import { loadSportStrings } from './locales/load.js';
import { SPORT_NAMESPACE } from './locales/namespace.js';

// The embedded sportsbook: sport/* behind its flag, the sports as the section's navigation and
// one sportsbook frame per visit, with its token kept fresh and its routes and height followed
// (docs/decisions/035-sportsbook-frame.md).

export const sportFeature = defineFeature({
  name: 'sport',
  routes: [{ route: 'sport', load: async () => (await import('./routes/pages.js')).SportPage }],
  namespace: { name: SPORT_NAMESPACE, load: loadSportStrings },
});
