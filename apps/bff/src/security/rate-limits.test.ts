import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMIT_POLICIES, withOverrides } from '../rate-limit-policies.js';
import { createRateLimits } from './rate-limits.js';

describe('rate limits in memory', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2025-03-12T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const limits = () => createRateLimits({ policies: DEFAULT_RATE_LIMIT_POLICIES, redis: null });

  it('allows the window’s calls, refuses the next with the wait, and allows again after it', async () => {
    const rateLimits = limits();
    for (let call = 1; call <= 5; call += 1) {
      expect(await rateLimits.consume('login', 'account', 'a@example.com')).toEqual({
        allowed: true,
      });
    }
    vi.advanceTimersByTime(20_000);
    expect(await rateLimits.consume('login', 'account', 'a@example.com')).toEqual({
      allowed: false,
      retryAfterSeconds: 40,
    });
    vi.advanceTimersByTime(40_000);
    expect(await rateLimits.consume('login', 'account', 'a@example.com')).toEqual({
      allowed: true,
    });
  });

  it('counts each key and each scope on its own', async () => {
    const rateLimits = limits();
    for (let call = 1; call <= 5; call += 1) await rateLimits.consume('login', 'account', 'a@x.io');
    expect((await rateLimits.consume('login', 'account', 'a@x.io')).allowed).toBe(false);
    expect((await rateLimits.consume('login', 'account', 'b@x.io')).allowed).toBe(true);
    expect((await rateLimits.consume('login', 'ip', 'a@x.io')).allowed).toBe(true);
    expect((await rateLimits.consume('passwordReset', 'account', 'a@x.io')).allowed).toBe(true);
  });

  it('gives back a refunded call and forgets a reset key', async () => {
    const rateLimits = limits();
    for (let call = 1; call <= 5; call += 1) await rateLimits.consume('login', 'account', 'a@x.io');
    await rateLimits.refund('login', 'account', 'a@x.io');
    expect((await rateLimits.consume('login', 'account', 'a@x.io')).allowed).toBe(true);
    expect((await rateLimits.consume('login', 'account', 'a@x.io')).allowed).toBe(false);
    await rateLimits.reset('login', 'account', 'a@x.io');
    expect((await rateLimits.consume('login', 'account', 'a@x.io')).allowed).toBe(true);
  });

  it('limits sign-up by IP only, five in ten minutes', async () => {
    const rateLimits = limits();
    for (let call = 1; call <= 5; call += 1) await rateLimits.consume('signUp', 'ip', '10.0.0.1');
    expect(await rateLimits.consume('signUp', 'ip', '10.0.0.1')).toEqual({
      allowed: false,
      retryAfterSeconds: 600,
    });
    await expect(rateLimits.consume('signUp', 'account', 'a@x.io')).rejects.toThrow(
      'the signUp policy has no account limit',
    );
  });

  it('takes overridden windows', async () => {
    const policies = withOverrides(DEFAULT_RATE_LIMIT_POLICIES, [
      { policy: 'signUp', scope: 'ip', rule: { points: 1, durationSeconds: 30 } },
      { policy: 'login', scope: 'account', rule: { points: 2, durationSeconds: 10 } },
    ]);
    expect(policies.login.account).toEqual({ points: 2, durationSeconds: 10, counts: 'failures' });
    const rateLimits = createRateLimits({ policies, redis: null });
    await rateLimits.consume('signUp', 'ip', '10.0.0.1');
    expect(await rateLimits.consume('signUp', 'ip', '10.0.0.1')).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
  });
});
