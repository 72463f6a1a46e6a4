import type { IosBrowser } from './install/platform.js';

// What the pwa feature's modals take (declared in ModalDataMap by feature.ts).

export interface IosSetupData {
  /** The browser the steps are for first; the others' follow. */
  browser: IosBrowser;
}
