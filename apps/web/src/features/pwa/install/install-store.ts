import { useSyncExternalStore } from 'react';
import { createInstallPrompt, type InstallPrompt, type InstallState } from './install-prompt.js';

// The page's one install prompt: started by the shell right after its first render (the browser
// fires beforeinstallprompt once per page, soon after load), read by the install pages.

let shared: InstallPrompt | null = null;

export function installPrompt(): InstallPrompt {
  shared ??= createInstallPrompt(window);
  return shared;
}

/** On the server nothing is known: no prompt, not installed. */
const SERVER_STATE: InstallState = { canPrompt: false, installed: false };

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => installPrompt().subscribe(listener),
    () => installPrompt().state(),
    () => SERVER_STATE,
  );
}
