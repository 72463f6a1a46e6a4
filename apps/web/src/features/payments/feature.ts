import { defineFeature } from '../../lib/features.js';
import { PAYMENTS_NAMESPACE } from './locales/namespace.js';
import type { FormFieldsData, PaymentCompletedData } from './modal-data.js';
import { stringsLoader } from '../../lib/strings-loader.js';

// Deposits: the deposit modals and routes, and the payment provider's way back.

declare module '../../lib/features.js' {
  interface ModalDataMap {
    PAYMENT_COMPLETED: PaymentCompletedData;
    FORM_FIELDS: FormFieldsData;
  }
}

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
  modals: {
    names: ['DEPOSIT', 'DEPOSIT_CRYPTO', 'PAYMENT_COMPLETED', 'FORM_FIELDS'],
    load: async () => (await import('./modals.js')).MODALS,
  },
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
  waitingActions: {
    deposit: {
      load: async () => (await import('./components/continue-deposit.js')).ContinueDeposit,
    },
  },
  namespace: {
    name: PAYMENTS_NAMESPACE,
    load: stringsLoader({
      en: async () => (await import('./locales/en.js')).PAYMENTS_EN,
      de: async () => (await import('./locales/de.js')).PAYMENTS_DE,
      ro: async () => (await import('./locales/ro.js')).PAYMENTS_RO,
      pt: async () => (await import('./locales/pt.js')).PAYMENTS_PT,
    }),
  },
});
