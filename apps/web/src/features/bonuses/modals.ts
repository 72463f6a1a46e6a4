import { defineModals } from '../../lib/features.js';

// The feature's modals, each loaded when first shown; this table itself loads with the first of
// them, so that the main page's first JavaScript carries only their names (feature.ts).

const modals = () => import('./components/bonus-modals.js');

export const MODALS = defineModals({
  BONUS_MODAL: {
    load: async () => (await modals()).BonusModal,
  },
  ATTENTION_BONUS_MODAL: {
    load: async () => (await modals()).AttentionBonusModal,
  },
  FREE_SPINS: {
    load: async () => (await modals()).FreeSpinsModal,
  },
  JACKPOT_WIN: {
    load: async () => (await import('./components/jackpot-win-modal.js')).JackpotWinModal,
  },
});
