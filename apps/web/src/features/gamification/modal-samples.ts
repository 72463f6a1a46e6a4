import { defineModalSamples } from '../../lib/features.js';

// What /mock-modals opens the gamification modals with: loaded by that page only, never with the
// app.

const SPINS = { id: 'spins-10', kind: 'free_spins', price: 100, spins: 10 } as const;
const MONEY = { id: 'money-5', kind: 'money', price: 150, amount: 5, currency: 'EUR' } as const;

export const MODAL_SAMPLES = defineModalSamples({
  EVENT: {
    sample: {
      title: 'Coin rush weekend',
      text: 'Every mission pays double coins until Sunday night.',
    },
  },
  BUY_FREESPINS_EVENT: { sample: { item: SPINS, coins: 240 } },
  BUY_MONEY_EVENT: { sample: { item: MONEY, coins: 240 } },
  NO_COINS_FOR_FREESPIN_EVENT: { sample: { item: SPINS, coins: 40 } },
  NO_COINS_FOR_MONEY_EVENT: { sample: { item: MONEY, coins: 40 } },
  SMARTICO_DEPOSIT_FIRST: { sample: undefined },
});
