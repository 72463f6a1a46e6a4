import type { CurrencyCode, JackpotsFrame } from '@casino/shared';
import { useSyncExternalStore } from 'react';

// The last JACKPOTS frame, outside React: the realtime handler (loaded with the client, after the
// first screen) writes it, and every hook reads it, with no provider between them.

/** A JACKPOTS frame's list and when it arrived (to weigh it against a polled answer). */
export type PushedJackpots = JackpotsFrame['data'] & { receivedAt: number };

export interface PushedJackpotsStore {
  /** The last frame, in whichever currency it came. */
  get: () => PushedJackpots | undefined;
  /** Keeps a frame's list, stamped with the time it arrived. */
  receive: (data: JackpotsFrame['data']) => void;
  /** Listens to every new frame; answers the function that stops listening. */
  subscribe: (listener: () => void) => () => void;
  /** Forgets the last frame: the state of a page that has had none. */
  clear: () => void;
}

export function createPushedJackpotsStore(now: () => number = Date.now): PushedJackpotsStore {
  let last: PushedJackpots | undefined;
  const listeners = new Set<() => void>();
  const set = (next: PushedJackpots | undefined) => {
    last = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => last,
    receive: (data) => {
      set({ ...data, receivedAt: now() });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear: () => {
      set(undefined);
    },
  };
}

/** The page's one store of pushed jackpots. */
export const pushedJackpots = createPushedJackpotsStore();

/**
 * The last pushed jackpots in `currency`; undefined before the first frame and after a currency
 * change until the new subscription's first frame (frames in the old currency are ignored).
 */
export function usePushedJackpots(currency: CurrencyCode): PushedJackpots | undefined {
  const last = useSyncExternalStore(pushedJackpots.subscribe, pushedJackpots.get, () => undefined);
  return last?.currency === currency ? last : undefined;
}
