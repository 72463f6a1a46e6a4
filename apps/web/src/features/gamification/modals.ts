import { defineModals } from '../../lib/features.js';
import { BuyItemModal } from './components/buy-item-modal.js';
import { DepositFirstModal } from './components/deposit-first-modal.js';
import { EventModal } from './components/event-modal.js';
import { NoCoinsModal } from './components/no-coins-modal.js';

// The modals the gamification service drives, in the feature's one lazy chunk (lazy.ts).

export const MODALS = defineModals({
  EVENT: { load: () => Promise.resolve(EventModal) },
  BUY_FREESPINS_EVENT: { load: () => Promise.resolve(BuyItemModal) },
  BUY_MONEY_EVENT: { load: () => Promise.resolve(BuyItemModal) },
  NO_COINS_FOR_FREESPIN_EVENT: { load: () => Promise.resolve(NoCoinsModal) },
  NO_COINS_FOR_MONEY_EVENT: { load: () => Promise.resolve(NoCoinsModal) },
  SMARTICO_DEPOSIT_FIRST: { load: () => Promise.resolve(DepositFirstModal) },
});
