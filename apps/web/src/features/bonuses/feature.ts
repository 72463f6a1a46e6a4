import type { Bonus } from '@casino/shared';
import { defineFeature } from '../../lib/features.js';
import { stringsLoader } from '../../lib/strings-loader.js';
import { BONUSES_NAMESPACE } from './locales/namespace.js';
import type {
  AttentionBonusData,
  BonusModalData,
  FreeSpinsData,
  JackpotWinData,
} from './modal-data.js';

// Bonuses: the bonus page with the active bonus, the queue and the offers, a bonus's detail, the
// activation link, the account's bonuses tab, and the modals a bonus or free spins open (also
// from the player's realtime events).

declare module '../../lib/features.js' {
  interface ModalDataMap {
    BONUS_MODAL: BonusModalData;
    ATTENTION_BONUS_MODAL: AttentionBonusData;
    FREE_SPINS: FreeSpinsData;
    JACKPOT_WIN: JackpotWinData;
  }
}

/** A drawn bonus banner for the sample (an inline image, no request). */
const SAMPLE_ART = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#3b2a8f"/><stop offset="1" stop-color="#0f1a3d"/></linearGradient></defs>' +
    '<rect width="640" height="360" fill="url(#g)"/>' +
    '<circle cx="500" cy="120" r="90" fill="#f5c542" opacity="0.85"/>' +
    '<rect x="60" y="220" width="260" height="28" rx="14" fill="#ffffff" opacity="0.8"/></svg>',
)}`;

/** What /mock-modals opens BONUS_MODAL with: an offer as the mock casino describes one. */
const SAMPLE_BONUS: Bonus = {
  id: 9001,
  name: 'Weekend reload',
  imageBackground: SAMPLE_ART,
  shortDescription: '50% up to 200 EUR and 25 free spins on your next deposit',
  maxBet: 5,
  minBet: 0.2,
  wagering: 35,
  activationDate: null,
  type: 'deposits',
  status: 'pending',
  currency: 'EUR',
};

const pages = () => import('./routes/pages.js');
const modals = () => import('./components/bonus-modals.js');

export const bonusesFeature = defineFeature({
  name: 'bonuses',
  routes: [
    { route: 'bonuses', load: async () => (await pages()).BonusesPage },
    { route: 'bonus', load: async () => (await pages()).BonusPage },
    { route: 'activateBonus', load: async () => (await pages()).ActivateBonusPage },
    {
      route: 'accountBonuses',
      access: 'player',
      load: async () => (await import('./routes/account-bonuses-page.js')).AccountBonusesPage,
    },
  ],
  modals: {
    BONUS_MODAL: {
      load: async () => (await modals()).BonusModal,
      sample: { bonus: SAMPLE_BONUS },
    },
    ATTENTION_BONUS_MODAL: {
      load: async () => (await modals()).AttentionBonusModal,
      sample: {
        kind: 'accept',
        bonus: { id: SAMPLE_BONUS.id, name: SAMPLE_BONUS.name },
        active: { id: 9000, name: 'Welcome bonus' },
      },
    },
    FREE_SPINS: {
      load: async () => (await modals()).FreeSpinsModal,
      sample: { number: 50, betAmount: 0.2 },
    },
    JACKPOT_WIN: {
      load: async () => (await import('./components/jackpot-win-modal.js')).JackpotWinModal,
      sample: {
        // 1001 is the mock world's first game; where no such game is read, the tile is left out.
        win: { id: 7_000_001, amount: 12_345.67, currency: 'EUR', gameId: 1_001, kind: 'pending' },
      },
    },
  },
  waitingActions: {
    activate_bonus: {
      load: async () =>
        (await import('./components/continue-activate-bonus.js')).ContinueActivateBonus,
    },
  },
  gameSide: [
    {
      id: 'bonus-wagering',
      load: async () => (await import('./components/game-wagering.js')).GameWagering,
    },
  ],
  realtime: {
    load: async () => (await import('./api/bonuses-realtime.js')).BONUSES_REALTIME,
  },
  namespace: {
    name: BONUSES_NAMESPACE,
    load: stringsLoader({
      en: async () => (await import('./locales/en.js')).BONUSES_EN,
      de: async () => (await import('./locales/de.js')).BONUSES_DE,
      ro: async () => (await import('./locales/ro.js')).BONUSES_RO,
      pt: async () => (await import('./locales/pt.js')).BONUSES_PT,
    }),
  },
});
