import { defineFeature } from '../../lib/features.js';
import { ACCOUNT_NAMESPACE } from './locales/namespace.js';
import type { ChangeCurrencyData, ImagePreviewData } from './modal-data.js';
import { stringsLoader } from '../../lib/strings-loader.js';

// The player's account area: its layout and tabs, the balance, the history tables, the profile
// with security and verification, and withdrawals. Deposits are the payments feature's.

declare module '../../lib/features.js' {
  interface ModalDataMap {
    CHANGE_CURRENCY_MODAL: ChangeCurrencyData;
    IMAGE_PREVIEW: ImagePreviewData;
  }
}

const pages = () => import('./routes/pages.js');
const history = () => import('./routes/history-pages.js');
const withdrawal = () => import('./routes/withdrawal-pages.js');

export const accountFeature = defineFeature({
  name: 'account',
  routes: [
    { route: 'accountProfile', access: 'player', load: async () => (await pages()).ProfilePage },
    {
      route: 'accountVerification',
      access: 'player',
      load: async () => (await import('./routes/verification-page.js')).VerificationPage,
    },
    { route: 'accountSecurity', access: 'player', load: async () => (await pages()).SecurityPage },
    {
      route: 'accountBalance',
      access: 'player',
      load: async () => (await import('./routes/balance-page.js')).BalancePage,
    },
    {
      route: 'accountPaymentHistory',
      access: 'player',
      load: async () => (await history()).PaymentHistoryPage,
    },
    {
      route: 'accountGameTransactions',
      access: 'player',
      load: async () => (await history()).GameTransactionsPage,
    },
    {
      route: 'accountBonusTransactions',
      access: 'player',
      load: async () => (await history()).BonusTransactionsPage,
    },
    {
      route: 'accountWithdrawal',
      access: 'player',
      load: async () => (await withdrawal()).WithdrawalPage,
    },
    {
      route: 'accountWithdrawalCrypto',
      access: 'player',
      load: async () => (await withdrawal()).WithdrawalCryptoPage,
    },
  ],
  modals: {
    names: ['CHANGE_CURRENCY_MODAL', 'IMAGE_PREVIEW'],
    load: async () => (await import('./modals.js')).MODALS,
  },
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
  namespace: {
    name: ACCOUNT_NAMESPACE,
    load: stringsLoader({
      en: async () => (await import('./locales/en.js')).ACCOUNT_EN,
      de: async () => (await import('./locales/de.js')).ACCOUNT_DE,
      ro: async () => (await import('./locales/ro.js')).ACCOUNT_RO,
      pt: async () => (await import('./locales/pt.js')).ACCOUNT_PT,
    }),
  },
});
