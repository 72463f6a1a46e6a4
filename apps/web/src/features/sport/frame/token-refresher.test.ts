import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SPORT_TOKEN_RETRY_MS,
  createSportTokenRefresher,
  type SportTokenAnswer,
} from './token-refresher.js';

const START = Date.parse('2026-03-01T12:00:00.000Z');

/** A token issued now with `lifetimeMs` to live, as the BFF answers it (refreshAt 30 s early). */
function token(name: string, lifetimeMs: number): SportTokenAnswer {
  const expiresAt = Date.now() + lifetimeMs;
  return {
    token: name,
    expiresAt: new Date(expiresAt).toISOString(),
    refreshAt: new Date(expiresAt - 30_000).toISOString(),
    refreshInMs: lifetimeMs - 30_000,
  };
}

const GUEST: SportTokenAnswer = { token: '', expiresAt: null, refreshAt: null, refreshInMs: null };

/** A fetch whose answers the test releases one by one. */
function controlledFetch() {
  const pending: { resolve: (answer: SportTokenAnswer) => void; reject: (e: Error) => void }[] = [];
  const fetchToken = vi.fn(
    () =>
      new Promise<SportTokenAnswer>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const answer = async (value: SportTokenAnswer | Error) => {
    const next = pending.shift();
    if (next === undefined) throw new Error('no request in flight');
    if (value instanceof Error) next.reject(value);
    else next.resolve(value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { fetchToken, answer, pending };
}

function setUp() {
  const fetch = controlledFetch();
  const onToken = vi.fn<(answer: SportTokenAnswer) => void>();
  const refresher = createSportTokenRefresher({
    fetchToken: fetch.fetchToken,
    onToken,
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => {
        clearTimeout(handle as ReturnType<typeof setTimeout>);
      },
    },
  });
  return { ...fetch, onToken, refresher };
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the sportsbook token refresher', () => {
  it('refreshes 30 s before expiry: a 40 s token is asked for again 10 s later, once', async () => {
    const { fetchToken, answer, onToken, refresher } = setUp();
    refresher.renew();
    await answer(token('first', 40_000));
    expect(onToken).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'first' }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await answer(token('second', 40_000));
    expect(onToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('goes by the BFF’s count, whatever the browser’s clock says', async () => {
    const { fetchToken, answer, refresher } = setUp();
    refresher.renew();
    // A browser clock two minutes fast: the token's instants look already due.
    vi.setSystemTime(START + 120_000);
    await answer({ ...token('skewed', 40_000), refreshInMs: 10_000 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('keeps a ten-minute token until 30 s before it lapses', async () => {
    const { fetchToken, answer, refresher } = setUp();
    refresher.renew();
    await answer(token('long', 600_000));
    await vi.advanceTimersByTimeAsync(569_999);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('has at most one request in flight: renewals meanwhile make one more, its answer alone used', async () => {
    const { fetchToken, answer, onToken, refresher, pending } = setUp();
    refresher.renew();
    refresher.renew();
    refresher.renew();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    // The answer for before (say, the guest before the login) is dropped; one more is asked for.
    await answer(GUEST);
    expect(onToken).not.toHaveBeenCalled();
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(pending).toHaveLength(1);
    await answer(token('player', 600_000));
    expect(onToken.mock.calls.map(([value]) => value.token)).toEqual(['player']);
  });

  it('a renewal replaces the scheduled refresh instead of adding one', async () => {
    const { fetchToken, answer, refresher } = setUp();
    refresher.renew();
    await answer(token('first', 40_000));
    await vi.advanceTimersByTimeAsync(5_000);
    refresher.renew();
    await answer(token('second', 40_000));
    // The first token's refresh (due at 10 s) is gone; the second's is due 10 s after it.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('does not refresh the empty token of a guest', async () => {
    const { fetchToken, answer, onToken, refresher } = setUp();
    refresher.renew();
    await answer(GUEST);
    expect(onToken).toHaveBeenCalledWith(GUEST);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed request', async () => {
    const { fetchToken, answer, onToken, refresher } = setUp();
    refresher.renew();
    await answer(new Error('offline'));
    expect(onToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SPORT_TOKEN_RETRY_MS - 1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('after dispose hands nothing on and schedules nothing', async () => {
    const { fetchToken, answer, onToken, refresher } = setUp();
    refresher.renew();
    refresher.dispose();
    await answer(token('late', 40_000));
    expect(onToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    refresher.renew();
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });
});
