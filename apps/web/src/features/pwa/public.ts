// The pwa feature's public entry: what the rest of the app may use.
export { PwaUpdates } from './components/pwa-updates.js';
export { useInstallState } from './install/install-store.js';
export { installPlatformOf, iosBrowserOf } from './install/install-prompt.js';
