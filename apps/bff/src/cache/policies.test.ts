import { describe, expect, it } from 'vitest';
import { CACHE_KINDS, CACHE_POLICIES, entryState, storeLifetimeMs } from './policies.js';

describe('cache policies', () => {
  const policy = CACHE_POLICIES.jackpotsSum;

  it('keeps an entry in the store for the three windows together', () => {
    expect(storeLifetimeMs(policy)).toBe(10_000 + 30_000 + 3_600_000);
  });

  it.each([
    [0, 'fresh'],
    [9_999, 'fresh'],
    [10_000, 'revalidate'],
    [39_999, 'revalidate'],
    [40_000, 'stale_if_error'],
    [3_639_999, 'stale_if_error'],
    [3_640_000, 'expired'],
  ] as const)('reads an entry %i ms old as %s', (ageMs, state) => {
    expect(entryState(policy, ageMs)).toBe(state);
  });

  it('gives every kind positive windows', () => {
    for (const kind of CACHE_KINDS) {
      const { ttlMs, staleWhileRevalidateMs, staleIfErrorMs } = CACHE_POLICIES[kind];
      expect(Math.min(ttlMs, staleWhileRevalidateMs, staleIfErrorMs)).toBeGreaterThan(0);
    }
  });
});
