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
    names: [
      'LOGIN',
      'SIGNUP',
      'THANK_FOR_REGISTRATION_MODAL',
      'BACK_TO_SIGNUP',
      'RESET_PASSWORD_MODAL',
      'RESET_PASSWORD_SUCCESS',
      'WELCOME_BACK',
    ],
    load: async () => (await import('./modals.js')).MODALS,
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
