import { defineFeature } from '../../lib/features.js';
import type {
  BackToSignUpData,
  ResetPasswordData,
  SignUpData,
  WelcomeBackData,
} from './modal-data.js';
import { stringsLoader } from '../../lib/strings-loader.js';

// Login, sign-up, password reset, welcome back and the session routes.

declare module '../../lib/features.js' {
  interface ModalDataMap {
    /** Optionally pre-filled with the address to log in with. */
    LOGIN: { email?: string } | undefined;
    SIGNUP: SignUpData;
    BACK_TO_SIGNUP: BackToSignUpData;
    RESET_PASSWORD_MODAL: ResetPasswordData;
    WELCOME_BACK: WelcomeBackData;
  }
}

const pages = () => import('./routes/pages.js');

export const authFeature = defineFeature({
  name: 'auth',
  routes: [
    { route: 'login', load: async () => (await pages()).LoginRoute },
    { route: 'registration', load: async () => (await pages()).RegistrationPage },
    { route: 'welcomeBack', load: async () => (await pages()).WelcomeBackPage },
    { route: 'auth', load: async () => (await pages()).SessionCallbackPage },
    { route: 'reauth', load: async () => (await pages()).ReauthPage },
  ],
  modals: {
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
  },
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
  namespace: {
    name: 'auth',
    load: stringsLoader({
      en: async () => (await import('./locales/en.js')).AUTH_EN,
      de: async () => (await import('./locales/de.js')).AUTH_DE,
      ro: async () => (await import('./locales/ro.js')).AUTH_RO,
      pt: async () => (await import('./locales/pt.js')).AUTH_PT,
    }),
  },
});
