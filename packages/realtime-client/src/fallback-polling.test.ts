import {
  BALANCE_REFETCH_MS,
  FREE_SPINS_FAST_REFETCH_MS,
  FREE_SPINS_REFETCH_MS,
  JACKPOTS_POLL_MS,
} from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { fallbackPolling } from './fallback-polling.js';

describe('fallbackPolling', () => {
  it('polls nothing while the socket delivers or briefly reconnects', () => {
    const none = { jackpots: false, balance: false, freeSpins: false };
    expect(fallbackPolling('online', { balanceRefetch: true, fastFreeSpins: true })).toEqual(none);
    expect(fallbackPolling('connecting', { balanceRefetch: true })).toEqual(none);
  });

  it('polls as section 7 says once offline', () => {
    expect(fallbackPolling('offline')).toEqual({
      jackpots: JACKPOTS_POLL_MS,
      balance: false,
      freeSpins: FREE_SPINS_REFETCH_MS,
    });
    expect(fallbackPolling('offline', { balanceRefetch: true, fastFreeSpins: true })).toEqual({
      jackpots: 5_000,
      balance: BALANCE_REFETCH_MS,
      freeSpins: FREE_SPINS_FAST_REFETCH_MS,
    });
  });
});
