import {
  JACKPOTS_POLL_MS,
  JACKPOTS_SUM_REFETCH_MS,
  type Jackpot,
  type JackpotsFrame,
} from '@casino/shared';
import type * as RealtimeClientModule from '@casino/realtime-client';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from './realtime.js';
import { trpcWrapper, type Answer } from './trpc-test-client.js';
import { useLiveJackpots } from './use-live-jackpots.js';

// The provider's realtime client, replaced by one the test drives: its status and its frames.
const fake = vi.hoisted(() => {
  type Status = 'connecting' | 'online' | 'offline';
  class FakeRealtimeClient {
    static initialStatus: Status = 'connecting';
    static last: FakeRealtimeClient | undefined;
    status: Status = FakeRealtimeClient.initialStatus;
    readonly statusListeners = new Set<(status: Status) => void>();
    readonly listeners = new Map<string, Set<(frame: unknown) => void>>();
    constructor() {
      FakeRealtimeClient.last = this;
    }
    // The socket's life is not this test's business.
    start = () => undefined;
    stop = () => undefined;
    restart = () => undefined;
    subscribe = () => undefined;
    on(type: string, listener: (frame: unknown) => void) {
      const set = this.listeners.get(type) ?? new Set();
      set.add(listener);
      this.listeners.set(type, set);
      return () => set.delete(listener);
    }
    onStatus(listener: (status: Status) => void) {
      this.statusListeners.add(listener);
      return () => this.statusListeners.delete(listener);
    }
    setStatus(status: Status) {
      this.status = status;
      for (const listener of this.statusListeners) listener(status);
    }
    emit(frame: { type: string }) {
      for (const listener of this.listeners.get(frame.type) ?? []) listener(frame);
    }
  }
  return { FakeRealtimeClient };
});

vi.mock('@casino/realtime-client', async (importOriginal) => ({
  ...(await importOriginal<typeof RealtimeClientModule>()),
  RealtimeClient: fake.FakeRealtimeClient,
}));
vi.mock('./session.js', () => ({
  useSession: () => ({
    player: null,
    status: 'success',
    bootstrap: { currency: { code: 'EUR' }, realtime: { position: null } },
  }),
}));
vi.mock('./toasts.js', () => ({ useToasts: () => ({ show: () => undefined }) }));
// The channel's start after the first screen is after-first-screen.test.ts's business.
vi.mock('./after-first-screen.js', () => ({ useAfterFirstScreen: () => true }));

// The provider imports the connection's code when it starts: loaded here first, it is there at
// once, as in a browser that has it cached, and the fake clock is the only one that matters.
beforeAll(async () => {
  await import('./realtime-connection.js');
});

const jackpot = (tier: Jackpot['tier'], amount: number, probability = 10): Jackpot => ({
  id: { gold: 1, silver: 2, bronze: 3 }[tier],
  tier,
  amount,
  currency: 'EUR',
  jackpotInfo: { probability },
});

const POLLED = [jackpot('gold', 50_000), jackpot('silver', 5_000), jackpot('bronze', 500)];
const PUSHED = [jackpot('gold', 50_100, 95), jackpot('silver', 5_010), jackpot('bronze', 501)];

function push(jackpots: Jackpot[]) {
  const frame: JackpotsFrame = { type: 'JACKPOTS', data: { currency: 'EUR', jackpots } };
  act(() => {
    fake.FakeRealtimeClient.last?.emit(frame);
  });
}

function setStatus(status: 'connecting' | 'online' | 'offline') {
  act(() => {
    fake.FakeRealtimeClient.last?.setStatus(status);
  });
}

/** Lets answers land and timers run, as much time as asked. */
async function wait(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setup(status: 'connecting' | 'online' | 'offline') {
  fake.FakeRealtimeClient.initialStatus = status;
  const calls = { list: 0, sum: 0 };
  const answer: Answer = (path) => {
    if (path === 'jackpots.list') {
      calls.list += 1;
      return { items: POLLED, pollIntervalMs: 28_091, stale: false };
    }
    if (path === 'jackpots.sum') {
      calls.sum += 1;
      return { currency: 'EUR', jackpotsFund: 55_500, stale: false };
    }
    throw new Error(`unexpected call ${path}`);
  };
  const Trpc = trpcWrapper(answer);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Trpc>
      <RealtimeProvider>{children}</RealtimeProvider>
    </Trpc>
  );
  const { result } = renderHook(() => useLiveJackpots(), { wrapper });
  return { result, calls };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveJackpots', () => {
  it('polls the list every 5 s and the total every 40 min while the socket is down', async () => {
    const { result, calls } = setup('offline');
    await wait();
    expect(calls).toEqual({ list: 1, sum: 1 });
    expect(result.current.source).toBe('poll');
    expect(result.current.jackpots).toEqual(POLLED);
    expect(result.current.total).toEqual({ amount: 55_500, currency: 'EUR' });

    await wait(JACKPOTS_POLL_MS);
    expect(calls.list).toBe(2);
    await wait(3 * JACKPOTS_POLL_MS);
    expect(calls.list).toBe(5);
    expect(calls.sum).toBe(1);

    await wait(JACKPOTS_SUM_REFETCH_MS - 4 * JACKPOTS_POLL_MS);
    expect(calls.sum).toBe(2);
    expect(calls.list).toBe(1 + JACKPOTS_SUM_REFETCH_MS / JACKPOTS_POLL_MS);
  });

  it('shows the pushed values and total while the socket is up, and polls nothing', async () => {
    const { result, calls } = setup('online');
    await wait();
    // Before the first push: one answer of each, no interval.
    expect(calls).toEqual({ list: 1, sum: 1 });
    expect(result.current.source).toBe('poll');

    push(PUSHED);
    expect(result.current.source).toBe('push');
    expect(result.current.jackpots).toEqual(PUSHED);
    expect(result.current.byTier.gold?.amount).toBe(50_100);
    expect(result.current.total).toEqual({ amount: 55_611, currency: 'EUR' });
    // 95 % on gold: the player's jackpot-win polls go to every 5 s.
    expect(result.current.winPollIntervalMs).toBe(5_000);

    await wait(10 * 60_000);
    expect(calls).toEqual({ list: 1, sum: 1 });
  });

  it('falls back to polling when the socket drops, and back to the push when it returns', async () => {
    const { result, calls } = setup('online');
    await wait();
    push(PUSHED);
    await wait(60_000);

    setStatus('offline');
    await wait();
    // Asked again at once (the earlier answer is older than the last push), then every 5 s.
    expect(calls.list).toBe(2);
    expect(result.current.source).toBe('poll');
    expect(result.current.jackpots).toEqual(POLLED);
    await wait(JACKPOTS_POLL_MS);
    expect(calls.list).toBe(3);

    setStatus('online');
    push(PUSHED);
    await wait(60_000);
    expect(calls.list).toBe(3);
    expect(result.current.source).toBe('push');
  });

  it('keeps the last push while the poll has not answered anything newer', async () => {
    const { result } = setup('online');
    await wait();
    push(PUSHED);
    // Down, but the poll's only answer is the one from before the push.
    setStatus('offline');
    expect(result.current.source).toBe('push');
    expect(result.current.jackpots).toEqual(PUSHED);
  });
});
