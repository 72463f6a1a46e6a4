import { defineFeature } from '../../lib/features.js';

// Login, sign-up and the session routes.

declare module '../../lib/features.js' {
  interface ModalDataMap {
    /** Optionally pre-filled with the address to log in with. */
    LOGIN: { email?: string } | undefined;
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
      sample: undefined,
    },
  },
  namespace: {
    name: 'auth',
    load: async (language) => {
      switch (language) {
        case 'en':
        case 'gb':
          return (await import('./locales/en.js')).AUTH_EN;
        case 'de':
          return (await import('./locales/de.js')).AUTH_DE;
        case 'ro':
          return (await import('./locales/ro.js')).AUTH_RO;
        case 'pt':
          return (await import('./locales/pt.js')).AUTH_PT;
      }
    },
  },
});
