import {
  BALANCE_REFETCH_MS,
  FREE_SPINS_FAST_REFETCH_MS,
  FREE_SPINS_REFETCH_MS,
  JACKPOTS_POLL_MS,
} from '@casino/shared';
import type { RealtimeStatus } from './realtime-client.js';

/** Query refetch intervals in milliseconds; false: no polling. */
export interface PollingIntervals {
  jackpots: number | false;
  balance: number | false;
  freeSpins: number | false;
}

export interface PollingWishes {
  /** The app's "balance refetch enabled" (SPEC.md section 7). */
  balanceRefetch?: boolean;
  /** The app's "free-spin refetch enabled". */
  fastFreeSpins?: boolean;
}

/**
 * How the app polls for what the socket would push. While the socket delivers (and during a
 * brief reconnect, 'connecting') nothing is polled; once the client reports 'offline' the app
 * falls back to SPEC.md section 7: jackpots every 5 s, the short balance every 3 s when its
 * refetch is enabled, free spins every 60 s (3 s when their fast refetch is enabled).
 */
export function fallbackPolling(
  status: RealtimeStatus,
  wishes: PollingWishes = {},
): PollingIntervals {
  if (status !== 'offline') return { jackpots: false, balance: false, freeSpins: false };
  return {
    jackpots: JACKPOTS_POLL_MS,
    balance: wishes.balanceRefetch === true ? BALANCE_REFETCH_MS : false,
    freeSpins: wishes.fastFreeSpins === true ? FREE_SPINS_FAST_REFETCH_MS : FREE_SPINS_REFETCH_MS,
  };
}
