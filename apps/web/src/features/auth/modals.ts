import { defineModals } from '../../lib/features.js';

// The feature's modals, each loaded when first shown; this table itself loads with the first of
// them, so that the main page's first JavaScript carries only their names (feature.ts).

export const MODALS = defineModals({
  LOGIN: {
    load: async () => (await import('./components/login-modal.js')).LoginModal,
  },
  SIGNUP: {
    load: async () => (await import('./components/sign-up-modal.js')).SignUpModal,
  },
  THANK_FOR_REGISTRATION_MODAL: {
    load: async () => (await import('./components/thank-you-modal.js')).ThankYouModal,
  },
  BACK_TO_SIGNUP: {
    load: async () => (await import('./components/back-to-sign-up-modal.js')).BackToSignUpModal,
  },
  RESET_PASSWORD_MODAL: {
    load: async () => (await import('./components/reset-password-modal.js')).ResetPasswordModal,
  },
  RESET_PASSWORD_SUCCESS: {
    load: async () =>
      (await import('./components/reset-password-success-modal.js')).ResetPasswordSuccessModal,
  },
  WELCOME_BACK: {
    load: async () => (await import('./components/welcome-back-modal.js')).WelcomeBackModal,
  },
});
