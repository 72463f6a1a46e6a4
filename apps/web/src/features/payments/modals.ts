import { defineModals } from '../../lib/features.js';

// The feature's modals, each loaded when first shown; this table itself loads with the first of
// them, so that the main page's first JavaScript carries only their names (feature.ts).

const modals = () => import('./components/deposit-modals.js');

export const MODALS = defineModals({
  DEPOSIT: { load: async () => (await modals()).DepositModal },
  DEPOSIT_CRYPTO: { load: async () => (await modals()).DepositCryptoModal },
  PAYMENT_COMPLETED: {
    load: async () => (await modals()).PaymentCompletedModal,
  },
  FORM_FIELDS: {
    load: async () => (await modals()).FormFieldsModal,
  },
});
