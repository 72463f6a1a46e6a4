import { defineFeature } from '../../lib/features.js';
import { loadPwaStrings } from './locales/load.js';
import { PWA_NAMESPACE } from './locales/namespace.js';
import type { IosSetupData } from './modal-data.js';

// The installed app (docs/decisions/036-pwa.md): the service worker's update prompt,
// the install pages and the iOS instructions.

declare module '../../lib/features.js' {
  interface ModalDataMap {
    IOS_SETUP_MODAL: IosSetupData;
  }
}

const pages = () => import('./routes/install-pages.js');

export const pwaFeature = defineFeature({
  name: 'pwa',
  routes: [
    { route: 'installApp', load: async () => (await pages()).InstallAppPage },
    { route: 'pwa', load: async () => (await pages()).PwaPage },
  ],
  modals: {
    names: ['IOS_SETUP_MODAL'],
    load: async () => (await import('./modals.js')).MODALS,
  },
  samples: async () => (await import('./modal-samples.js')).MODAL_SAMPLES,
  namespace: { name: PWA_NAMESPACE, load: loadPwaStrings },
});
