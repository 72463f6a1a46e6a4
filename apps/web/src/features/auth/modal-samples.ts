import { defineModalSamples } from '../../lib/features.js';
import type { SignUpDraft } from './modal-data.js';

// What /mock-modals opens the auth feature's modals with: loaded by that page only, never
// with the app.

/** What /mock-modals fills the modals with. */
const SAMPLE_DRAFT: SignUpDraft = {
  email: 'new.player@example.com',
  country: 'DEU',
  currency: 'EUR',
  consents: { termsAndPrivacy: true },
};

export const MODAL_SAMPLES = defineModalSamples({
  LOGIN: {
    sample: undefined,
  },
  SIGNUP: {
    sample: { draft: SAMPLE_DRAFT },
  },
  THANK_FOR_REGISTRATION_MODAL: {
    sample: undefined,
  },
  BACK_TO_SIGNUP: {
    sample: { draft: SAMPLE_DRAFT },
  },
  RESET_PASSWORD_MODAL: {
    sample: undefined,
  },
  RESET_PASSWORD_SUCCESS: {
    sample: undefined,
  },
  WELCOME_BACK: {
    sample: { email: 'returning.player@example.com' },
  },
});
