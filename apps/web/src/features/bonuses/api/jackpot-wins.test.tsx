import type { TransactionList, User } from '@casino/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PLAYER } from '../../../lib/signed-in-test-doubles.js';
import { trpcWrapper } from '../../../lib/trpc-test-client.js';
import { useJackpotTransactionsWatch, usePendingJackpotWins } from './jackpot-wins.js';

// The jackpot transactions are polled for a signed-in player at the adaptive interval of the
// jackpots (SPEC.md section 7), beside the pending wins; a transaction the previous answer did not
// have reads the wins and the balance again at once, without waiting for the next poll.

const session = vi.hoisted(() => ({ player: null as User | null }));
const wallet = vi.hoisted(() => ({ refresh: vi.fn(() => Promise.resolve()) }));

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({
    player: session.player,
    bootstrap: undefined,
    status: 'success',
    setPlayer: () => undefined,
    now: () => new Date('2026-03-10T12:00:00Z'),
  }),
}));
vi.mock('../../wallet/public.js', () => ({ useWalletRefresh: () => wallet.refresh }));

function list(...ids: number[]): TransactionList {
  return {
    items: ids.map((id) => ({
      id,
      type: 'jackpot',
      amount: 250,
      currency: 'EUR',
      balance: 1_250,
      date: '2026-03-10T11:00:00Z',
      status: 'complete',
    })),
    page: 1,
    pageCount: ids.length === 0 ? 0 : 1,
    total: ids.length,
  };
}

/** The watch and the wins' poll together, as the jackpot-win watch runs them. */
function renderPolls(intervalMs: number | undefined, answers: TransactionList[]) {
  const calls: string[] = [];
  let transactionsRead = 0;
  const Trpc = trpcWrapper((procedure) => {
    calls.push(procedure);
    if (procedure === 'jackpots.pendingWins') return { pending: [], completedNoWager: [] };
    if (procedure === 'transactions.jackpot') {
      const answer = answers[Math.min(transactionsRead, answers.length - 1)];
      transactionsRead += 1;
      return answer;
    }
    throw new Error(`unexpected call ${procedure}`);
  });
  renderHook(
    () => {
      usePendingJackpotWins(intervalMs);
      useJackpotTransactionsWatch(intervalMs);
    },
    { wrapper: Trpc },
  );
  const count = (procedure: string) => calls.filter((call) => call === procedure).length;
  return { calls, count };
}

/** Moves the fake clock, running the polls that fall due and letting their answers land. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * Lets the hooks hear of the last answers: the query cache tells them on a timer of its own, which
 * an answer arriving at the very end of an advance has not reached yet.
 */
async function settle() {
  await advance(1);
}

beforeEach(() => {
  // The polls' timers only: React schedules its renders on the platform's own queues.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  session.player = TEST_PLAYER;
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the jackpot transactions watch', () => {
  it('polls the jackpot transactions at the adaptive interval', async () => {
    const { count } = renderPolls(4_991, [list(3)]);
    await advance(0);
    expect(count('transactions.jackpot')).toBe(1);
    await advance(4_990);
    expect(count('transactions.jackpot')).toBe(1);
    await advance(1);
    expect(count('transactions.jackpot')).toBe(2);
    await advance(4_991 * 3);
    expect(count('transactions.jackpot')).toBe(5);
  });

  it('polls every 30 s when no jackpot is likely to drop', async () => {
    const { count } = renderPolls(30_000, [list()]);
    await advance(29_999);
    expect(count('transactions.jackpot')).toBe(1);
    await advance(1);
    expect(count('transactions.jackpot')).toBe(2);
  });

  it('reads the wins and the balance again at once when a new jackpot transaction appears', async () => {
    const { count } = renderPolls(5_000, [list(3), list(3), list(4, 3)]);
    await settle();
    expect(count('jackpots.pendingWins')).toBe(1);
    // The same transactions as on arrival: nothing to tell.
    await advance(5_000);
    await settle();
    expect(count('jackpots.pendingWins')).toBe(2);
    expect(wallet.refresh).not.toHaveBeenCalled();
    // Jackpot 4 was paid: the wins are read beside their own poll, and the balance with them.
    await advance(5_000);
    await settle();
    expect(count('transactions.jackpot')).toBe(3);
    expect(count('jackpots.pendingWins')).toBe(4);
    expect(wallet.refresh).toHaveBeenCalledTimes(1);
    // It is news once.
    await advance(5_000);
    await settle();
    expect(count('jackpots.pendingWins')).toBe(5);
    expect(wallet.refresh).toHaveBeenCalledTimes(1);
  });

  it('takes what was there on arrival for no news', async () => {
    const { count } = renderPolls(5_000, [list(9, 8, 7)]);
    await settle();
    expect(count('transactions.jackpot')).toBe(1);
    expect(count('jackpots.pendingWins')).toBe(1);
    expect(wallet.refresh).not.toHaveBeenCalled();
  });

  it('asks nothing for a guest, nor before the jackpots give the interval', async () => {
    session.player = null;
    const guest = renderPolls(5_000, [list(1)]);
    await advance(60_000);
    expect(guest.calls).toEqual([]);

    session.player = TEST_PLAYER;
    const early = renderPolls(undefined, [list(1)]);
    await advance(60_000);
    expect(early.calls).toEqual([]);
  });
});
