import { defineFeature } from '../../lib/features.js';
import { loadLoyaltyStrings } from './locales/load.js';
import { LOYALTY_NAMESPACE } from './locales/namespace.js';

// The loyalty programme: the levels with their titles and points, a player's level and the way
// to the next, the rules from the CMS; guests see the levels and a sign-up call.

export const loyaltyFeature = defineFeature({
  name: 'loyalty',
  routes: [
    {
      route: 'loyalty',
      load: async () => (await import('./routes/loyalty-page.js')).LoyaltyPage,
    },
  ],
  namespace: { name: LOYALTY_NAMESPACE, load: loadLoyaltyStrings },
});
