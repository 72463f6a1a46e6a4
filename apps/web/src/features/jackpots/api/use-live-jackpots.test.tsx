import {
  JACKPOTS_POLL_MS,
  JACKPOTS_SUM_REFETCH_MS,
  type Jackpot,
  type JackpotsFrame,
  type ModalName,
} from '@casino/shared';
import type * as RealtimeClientModule from '@casino/realtime-client';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureRealtime } from '../../../lib/features.js';
import { ModalProvider } from '../../../lib/modals.js';
import { RealtimeProvider } from '../../../lib/realtime.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { jackpotsFeature } from '../feature.js';
import { pushedJackpots } from './pushed-jackpots.js';
import { useJackpotTotal } from './use-jackpot-total.js';
import { useLiveJackpots } from './use-live-jackpots.js';

// The shell's realtime provider with the jackpots feature registered, as the app wires it, over a
// realtime client the test drives: its status and its frames.
const fake = vi.hoisted(() => {
  type Status = 'connecting' | 'online' | 'offline';
  class FakeRealtimeClient {
    static initialStatus: Status = 'connecting';
    static last: FakeRealtimeClient | undefined;
    status: Status = FakeRealtimeClient.initialStatus;
    readonly statusListeners = new Set<(status: Status) => void>();
    readonly listeners = new Map<string, Set<(frame: unknown) => void>>();
    readonly subscriptions: unknown[] = [];
    constructor() {
      FakeRealtimeClient.last = this;
    }
    // The socket's life is not this test's business.
    start = () => undefined;
    stop = () => undefined;
    restart = () => undefined;
    subscribe = (subscription: unknown) => {
      this.subscriptions.push(subscription);
    };
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

/** The realtime provider sits inside the modal manager (a player's event may open a modal). */
const NO_MODALS: ReadonlySet<ModalName> = new Set();

vi.mock('@casino/realtime-client', async (importOriginal) => ({
  ...(await importOriginal<typeof RealtimeClientModule>()),
  RealtimeClient: fake.FakeRealtimeClient,
}));
vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({
    player: null,
    status: 'success',
    bootstrap: { currency: { code: 'EUR' }, realtime: { position: null } },
  }),
}));
vi.mock('../../../lib/toasts.js', () => ({ useToasts: () => ({ show: () => undefined }) }));
// The channel's start after the first screen is after-first-screen.test.ts's business.
vi.mock('../../../lib/after-first-screen.js', () => ({ useAfterFirstScreen: () => true }));

// The provider imports the connection's code and the feature's handlers when it starts: loaded
// here first, they are there at once, as in a browser that has them cached, and the fake clock is
// the only one that matters.
beforeAll(async () => {
  await Promise.all([
    import('../../../lib/realtime-connection.js'),
    import('./jackpots-realtime.js'),
  ]);
});

const REGISTRATION: FeatureRealtime | undefined = jackpotsFeature.realtime;

const jackpot = (tier: Jackpot['tier'], amount: number, probability = 10): Jackpot => ({
  id: { gold: 1, silver: 2, bronze: 3 }[tier],
  tier,
  amount,
  currency: 'EUR',
  jackpotInfo: { probability },
});

const POLLED = [jackpot('gold', 50_000), jackpot('silver', 5_000), jackpot('bronze', 500)];
const PUSHED = [jackpot('gold', 50_100, 95), jackpot('silver', 5_010), jackpot('bronze', 501)];
const POLLED_TOTAL = { amount: 55_500, currency: 'EUR' };
const PUSHED_TOTAL = { amount: 55_611, currency: 'EUR' };

function push(jackpots: Jackpot[], currency: JackpotsFrame['data']['currency'] = 'EUR') {
  const frame: JackpotsFrame = { type: 'JACKPOTS', data: { currency, jackpots } };
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

/** The procedures' answers, counting the calls of each. */
function answering() {
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
  return { calls, Trpc: trpcWrapper(answer) };
}

function setup(
  status: 'connecting' | 'online' | 'offline',
  registrations: readonly FeatureRealtime[] = REGISTRATION === undefined ? [] : [REGISTRATION],
) {
  fake.FakeRealtimeClient.initialStatus = status;
  const { calls, Trpc } = answering();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Trpc>
      <ModalProvider registered={NO_MODALS}>
        <RealtimeProvider handlers={registrations}>{children}</RealtimeProvider>
      </ModalProvider>
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
  cleanup();
  pushedJackpots.clear();
  vi.useRealTimers();
});

describe('useLiveJackpots', () => {
  it('polls the list every 5 s and the total every 40 min while the socket is down', async () => {
    const { result, calls } = setup('offline');
    await wait();
    expect(calls).toEqual({ list: 1, sum: 1 });
    expect(result.current.source).toBe('poll');
    expect(result.current.jackpots).toEqual(POLLED);
    expect(result.current.total).toEqual(POLLED_TOTAL);

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
    expect(result.current.total).toEqual(POLLED_TOTAL);

    push(PUSHED);
    expect(result.current.source).toBe('push');
    expect(result.current.jackpots).toEqual(PUSHED);
    expect(result.current.byTier.gold?.amount).toBe(50_100);
    expect(result.current.total).toEqual(PUSHED_TOTAL);
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
    // Asked again at once (the earlier answers are older than the last push), then every 5 s.
    expect(calls).toEqual({ list: 2, sum: 2 });
    expect(result.current.source).toBe('poll');
    expect(result.current.jackpots).toEqual(POLLED);
    expect(result.current.total).toEqual(POLLED_TOTAL);
    await wait(JACKPOTS_POLL_MS);
    expect(calls.list).toBe(3);

    setStatus('online');
    push(PUSHED);
    await wait(60_000);
    expect(calls).toEqual({ list: 3, sum: 2 });
    expect(result.current.source).toBe('push');
    expect(result.current.total).toEqual(PUSHED_TOTAL);
  });

  it('keeps the last push while the poll has not answered anything newer', async () => {
    const { result } = setup('online');
    await wait();
    push(PUSHED);
    // Down, but the poll's only answers are the ones from before the push.
    setStatus('offline');
    expect(result.current.source).toBe('push');
    expect(result.current.jackpots).toEqual(PUSHED);
    expect(result.current.total).toEqual(PUSHED_TOTAL);
  });

  it('ignores a frame in another currency than the visitor’s', async () => {
    const { result } = setup('online');
    await wait();
    push(PUSHED, 'RON');
    expect(result.current.source).toBe('poll');
    expect(result.current.jackpots).toEqual(POLLED);
    expect(result.current.total).toEqual(POLLED_TOTAL);
  });
});

describe('the jackpots feature on the socket', () => {
  it('subscribes the jackpots feed in the visitor’s currency because it handles JACKPOTS', async () => {
    setup('online');
    await wait();
    expect(fake.FakeRealtimeClient.last?.subscriptions.at(-1)).toEqual({
      feeds: ['jackpots'],
      currency: 'EUR',
    });
  });

  it('leaves the shell without the feed, and without pushed values, when it is not registered', async () => {
    const { result, calls } = setup('online', []);
    await wait();
    expect(fake.FakeRealtimeClient.last?.subscriptions.at(-1)).toEqual({
      feeds: [],
      currency: 'EUR',
    });
    push(PUSHED);
    expect(pushedJackpots.get()).toBeUndefined();
    expect(result.current.source).toBe('poll');
    expect(calls).toEqual({ list: 1, sum: 1 });
  });
});

describe('useJackpotTotal', () => {
  function Total({ onTotal }: { onTotal: (amount: number | undefined) => void }) {
    onTotal(useJackpotTotal()?.amount);
    return null;
  }
  function Banner() {
    useLiveJackpots();
    return null;
  }

  it('polls the sum once per interval for all its readers, whenever each came', async () => {
    fake.FakeRealtimeClient.initialStatus = 'offline';
    const { calls, Trpc } = answering();
    const totals: (number | undefined)[] = [];
    const tree = (banner: boolean) => (
      <Trpc>
        <ModalProvider registered={NO_MODALS}>
          <RealtimeProvider handlers={REGISTRATION === undefined ? [] : [REGISTRATION]}>
            <Total onTotal={(amount) => totals.push(amount)} />
            {banner ? <Banner /> : null}
          </RealtimeProvider>
        </ModalProvider>
      </Trpc>
    );
    const { rerender } = render(tree(false));
    await wait();
    expect(totals.at(-1)).toBe(55_500);
    // The main page's banner opens a while later, with readers of its own.
    await wait(7 * 60_000);
    rerender(tree(true));
    await wait();
    expect(calls.sum).toBe(1);
    await wait(2 * JACKPOTS_SUM_REFETCH_MS);
    expect(calls.sum).toBe(3);
    expect(totals.at(-1)).toBe(55_500);
  });
});
