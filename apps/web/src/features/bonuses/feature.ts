import { defineFeature } from '../../lib/features.js';
import { stringsLoader } from '../../lib/strings-loader.js';
import { prefetchBonusList } from './api/bonus-query-options.js';
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

const pages = () => import('./routes/pages.js');

export const bonusesFeature = defineFeature({
  name: 'bonuses',
  routes: [
    {
      route: 'bonuses',
      load: async () => (await pages()).BonusesPage,
      prefetch: prefetchBonusList,
    },
    { route: 'bonus', load: async () => (await pages()).BonusPage },
    { route: 'activateBonus', load: async () => (await pages()).ActivateBonusPage },
    {
      route: 'accountBonuses',
      access: 'player',
      load: async () => (await import('./routes/account-bonuses-page.js')).AccountBonusesPage,
    },
  ],
  modals: {
    names: ['BONUS_MODAL', 'ATTENTION_BONUS_MODAL', 'FREE_SPINS', 'JACKPOT_WIN'],
    load: async () => (await import('./modals.js')).MODALS,
  },
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
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
