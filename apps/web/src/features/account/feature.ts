import { defineFeature } from '../../lib/features.js';

// The player's account area.

const pages = () => import('./routes/pages.js');

export const accountFeature = defineFeature({
  name: 'account',
  routes: [
    { route: 'accountProfile', access: 'player', load: async () => (await pages()).ProfilePage },
    {
      route: 'accountVerification',
      access: 'player',
      load: async () => (await pages()).VerificationPage,
    },
    { route: 'accountSecurity', access: 'player', load: async () => (await pages()).SecurityPage },
    { route: 'accountBalance', access: 'player', load: async () => (await pages()).BalancePage },
    {
      route: 'accountPaymentHistory',
      access: 'player',
      load: async () => (await pages()).PaymentHistoryPage,
    },
    {
      route: 'accountGameTransactions',
      access: 'player',
      load: async () => (await pages()).GameTransactionsPage,
    },
    {
      route: 'accountBonusTransactions',
      access: 'player',
      load: async () => (await pages()).BonusTransactionsPage,
    },
    {
      route: 'accountWithdrawal',
      access: 'player',
      load: async () => (await pages()).WithdrawalPage,
    },
    {
      route: 'accountWithdrawalCrypto',
      access: 'player',
      load: async () => (await pages()).WithdrawalCryptoPage,
    },
  ],
});
