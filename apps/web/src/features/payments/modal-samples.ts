import { defineModalSamples } from '../../lib/features.js';

// What /mock-modals opens the payments feature's modals with: loaded by that page only, never
// with the app.

export const MODAL_SAMPLES = defineModalSamples({
  DEPOSIT: {
    sample: undefined,
  },
  DEPOSIT_CRYPTO: {
    sample: undefined,
  },
  PAYMENT_COMPLETED: {
    sample: { amount: 50, currency: 'EUR' },
  },
  FORM_FIELDS: {
    sample: { methodName: 'Bank transfer', fields: ['country', 'city', 'address', 'postcode'] },
  },
});
