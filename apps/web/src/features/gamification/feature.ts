import type { GamificationItem } from '@casino/shared';
import { defineFeature } from '../../lib/features.js';
import { GAMIFICATION_NAMESPACE } from './locales/namespace.js';

// The gamification service (docs/decisions/039-gamification.md): its panel on its own origin
// (wheel, missions, store, big win), the store's confirmation, no-coins and first-deposit modals,
// and the guest's wish kept through sign-up (the events it announces reach EVENT through the
// messages feature's realtime handler). All of it loads as one chunk
// (lazy.ts) when first needed.

/** A store item as a modal shows it, with the coins the player holds. */
export interface GamificationOffer {
  item: GamificationItem;
  coins: number;
}

declare module '../../lib/features.js' {
  interface ModalDataMap {
    /** An event the gamification service announced. */
    EVENT: { title: string; text: string };
    BUY_FREESPINS_EVENT: GamificationOffer;
    BUY_MONEY_EVENT: GamificationOffer;
    NO_COINS_FOR_FREESPIN_EVENT: GamificationOffer;
    NO_COINS_FOR_MONEY_EVENT: GamificationOffer;
  }
}

const parts = () => import('./lazy.js');

export const gamificationFeature = defineFeature({
  name: 'gamification',
  // Players only: the page sends a guest to the main page itself (lazy.ts), which keeps this
  // registration, in the app's first chunk, a few bytes smaller.
  routes: [{ route: 'gamification', load: async () => (await parts()).GamificationPage }],
  modals: {
    names: [
      'EVENT',
      'BUY_FREESPINS_EVENT',
      'BUY_MONEY_EVENT',
      'NO_COINS_FOR_FREESPIN_EVENT',
      'NO_COINS_FOR_MONEY_EVENT',
      'SMARTICO_DEPOSIT_FIRST',
    ],
    load: async () => (await parts()).MODALS,
  },
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
  waitingActions: {
    open_gamification: { load: async () => (await parts()).ContinueOpenGamification },
  },
  namespace: {
    name: GAMIFICATION_NAMESPACE,
    load: async (language) => (await parts()).loadGamificationStrings(language),
  },
});
