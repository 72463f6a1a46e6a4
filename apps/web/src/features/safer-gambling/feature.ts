import { defineFeature } from '../../lib/features.js';
import { loadSaferGamblingStrings } from './locales/load.js';
import { SAFER_GAMBLING_NAMESPACE } from './locales/namespace.js';

// Safer gambling, part one (docs/decisions/037-safer-gambling-limits.md): the account's limits
// tab and the safer-gambling page.

export const saferGamblingFeature = defineFeature({
  name: 'safer-gambling',
  routes: [
    {
      route: 'accountLimits',
      access: 'player',
      load: async () => (await import('./routes/limits-page.js')).LimitsPage,
    },
    {
      route: 'saferGambling',
      load: async () => (await import('./routes/safer-gambling-page.js')).SaferGamblingPage,
    },
  ],
  namespace: { name: SAFER_GAMBLING_NAMESPACE, load: loadSaferGamblingStrings },
});
