import { defineFeature } from '../../lib/features.js';

// Deposits: the deposit routes and the payment provider's way back.

const pages = () => import('./routes/pages.js');

export const paymentsFeature = defineFeature({
  name: 'payments',
  routes: [
    { route: 'deposit', load: async () => (await pages()).DepositPage },
    { route: 'depositModal', load: async () => (await pages()).DepositModalPage },
    {
      route: 'accountDeposit',
      access: 'player',
      load: async () => (await pages()).AccountDepositPage,
    },
    {
      route: 'accountDepositCrypto',
      access: 'player',
      load: async () => (await pages()).AccountDepositCryptoPage,
    },
    { route: 'depositSuccess', load: async () => (await pages()).DepositSuccessPage },
    { route: 'depositFailure', load: async () => (await pages()).ToPaymentHistory },
    { route: 'depositCancel', load: async () => (await pages()).ToPaymentHistory },
    { route: 'depositReturn', load: async () => (await pages()).DepositReturnPage },
  ],
});
