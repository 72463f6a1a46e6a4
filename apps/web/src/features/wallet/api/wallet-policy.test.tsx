import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trpc } from '../../../lib/trpc.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import {
  useDisplayedBalance,
  useFreeSpins,
  useFullBalance,
  usePlayability,
  useShortBalance,
  useWalletRefresh,
} from './use-balance.js';
import { WALLET_REALTIME } from './wallet-realtime.js';

// The wallet's one policy: a balance change reads each wallet query again once, not once per
// view that noticed it.

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({ player: { id: 1, currency: 'EUR' } }),
}));

const WALLET_PATHS = [
  'wallet.short',
  'wallet.balance',
  'wallet.full',
  'wallet.playability',
  'wallet.freeSpins',
] as const;

/** The BFF's wallet, whose total moves by `step` on each read of the short balance after a change. */
function wallet() {
  const calls = new Map<string, number>();
  let total = 100;
  const answer: Answer = (path) => {
    calls.set(path, (calls.get(path) ?? 0) + 1);
    switch (path) {
      case 'wallet.short':
        return { balanceMain: total, bonusCasino: 0, balance: total };
      case 'wallet.balance':
        return {
          currency: 'EUR',
          bonusCasino: 0,
          total,
          real: total,
          currencySymbol: '€',
          currencyName: 'Euro',
          forced: false,
        };
      case 'wallet.full':
        return { balances: [], loyaltyPoints: 0, cashback: 0, freeSpins: 0 };
      case 'wallet.playability':
        return { balanceMain: total, bonusCasino: 0, wageringGames: [] };
      case 'wallet.freeSpins':
        return { number: 2, numberDay: 1, dayLimit: 5, betAmount: 0.2, usage: null };
      default:
        throw new Error(`unexpected call ${path}`);
    }
  };
  return {
    answer,
    count: () => Object.fromEntries(WALLET_PATHS.map((path) => [path, calls.get(path) ?? 0])),
    deposit: (amount: number) => {
      total += amount;
    },
  };
}

/** Every view of the wallet on one page, as the header, the balance page and the tiles hold them. */
function renderWallet(answer: Answer) {
  return renderHook(
    () => ({
      short: useShortBalance(),
      display: useDisplayedBalance(),
      full: useFullBalance(),
      playability: usePlayability(),
      spins: useFreeSpins(),
      refresh: useWalletRefresh(),
      utils: trpc.useUtils(),
    }),
    { wrapper: trpcWrapper(answer) },
  );
}

const once = Object.fromEntries(WALLET_PATHS.map((path) => [path, 1]));
const twice = Object.fromEntries(WALLET_PATHS.map((path) => [path, 2]));

/** Lets every answer land and every effect run: 100 ms of the fake clock, no real wait. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the wallet’s invalidation policy', () => {
  it('reads each wallet query once on a BALANCE_CHANGED, not once per view', async () => {
    const world = wallet();
    const { result } = renderWallet(world.answer);
    await settle();
    expect(world.count()).toEqual(once);

    world.deposit(50);
    const context = {
      utils: result.current.utils,
      showToast: () => undefined,
      openModal: () => false,
    };
    act(() => {
      WALLET_REALTIME.BALANCE_CHANGED?.({ type: 'BALANCE_CHANGED', id: 9, data: {} }, context);
    });
    await settle();
    expect(result.current.short.balance?.balance).toBe(150);
    expect(result.current.display.data?.total).toBe(150);
    // The short balance's change (news for the other views under polling) reads nothing twice.
    expect(world.count()).toEqual(twice);
  });

  it('is what a money mutation calls: one read of each query', async () => {
    const world = wallet();
    const { result } = renderWallet(world.answer);
    await settle();
    world.deposit(-20);
    await act(async () => {
      await result.current.refresh();
    });
    await settle();
    expect(world.count()).toEqual(twice);
    expect(result.current.short.balance?.balance).toBe(80);
  });

  it('reads the other views again when polling finds the short balance moved', async () => {
    const world = wallet();
    const { result } = renderWallet(world.answer);
    await settle();
    world.deposit(10);
    // A poll of the short balance alone (a game open): the views derived from it follow.
    await act(async () => {
      await result.current.utils.wallet.short.refetch();
    });
    await settle();
    expect(result.current.display.data?.total).toBe(110);
    expect(world.count()).toEqual({
      'wallet.short': 2,
      'wallet.balance': 2,
      'wallet.full': 2,
      'wallet.playability': 2,
      'wallet.freeSpins': 1,
    });
  });
});
