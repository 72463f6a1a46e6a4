import { useSyncExternalStore } from 'react';
import { localStore } from '../../../lib/storage.js';

// Whether the visitor accepted the cookie banner, stored under cookiesAccepted; components that
// wait for consent (the third-party scripts) follow it as it changes.

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function accepted(): boolean {
  return localStore.get('cookiesAccepted') === true;
}

export function acceptCookies(): void {
  localStore.set('cookiesAccepted', true);
  for (const listener of listeners) listener();
}

export function useCookieConsent(): boolean {
  // A server render draws the banner, as a first visit shows it; a visitor who accepted earlier sees
  // it go as the page is hydrated.
  return useSyncExternalStore(subscribe, accepted, () => false);
}
