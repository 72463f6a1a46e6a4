import { defineFeature } from '../../lib/features.js';

// The content pages: landings, info pages, questions and answers, the app's install pages.

const pages = () => import('./routes/pages.js');

export const contentFeature = defineFeature({
  name: 'content',
  routes: [
    { route: 'aviator', load: async () => (await pages()).AviatorPage },
    { route: 'welcomeOffer', load: async () => (await pages()).WelcomeOfferPage },
    { route: 'liveCasino', load: async () => (await pages()).LiveCasinoPage },
    { route: 'infoPage', load: async () => (await pages()).InfoPage },
    { route: 'faq', load: async () => (await pages()).FaqPage },
    { route: 'installApp', load: async () => (await pages()).InstallAppPage },
    { route: 'pwa', load: async () => (await pages()).PwaPage },
  ],
});
