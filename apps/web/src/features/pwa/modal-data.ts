import type { IosBrowser } from './install/install-prompt.js';

// What the pwa feature's modals take (declared in ModalDataMap by feature.ts).

export interface IosSetupData {
  /** The browser the steps are for first; the others' follow. */
  browser: IosBrowser;
}
