import { defineFeature } from '../../lib/features.js';
import { loadContentStrings } from './locales/load.js';
import { CONTENT_NAMESPACE } from './locales/namespace.js';

// The content pages: landings, info pages, questions and answers.

const landings = () => import('./routes/landings.js');

export const contentFeature = defineFeature({
  name: 'content',
  routes: [
    { route: 'aviator', load: async () => (await landings()).AviatorPage },
    { route: 'welcomeOffer', load: async () => (await landings()).WelcomeOfferPage },
    { route: 'liveCasino', load: async () => (await landings()).LiveCasinoPage },
    { route: 'infoPage', load: async () => (await import('./routes/info-page.js')).InfoPage },
    { route: 'faq', load: async () => (await import('./routes/faq-page.js')).FaqPage },
  ],
  namespace: { name: CONTENT_NAMESPACE, load: loadContentStrings },
});
