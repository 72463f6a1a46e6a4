import type { JackpotWinItem, PlayerJackpotWins } from '@casino/shared';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trpcWrapper } from '../../../lib/trpc-test-client.js';
import {
  announceJackpotWin,
  forgetJackpotWins,
  markJackpotWinHandled,
} from '../api/jackpot-wins.js';
import { JackpotWinWatch } from './jackpot-win-watch.js';

// The watch opens JACKPOT_WIN one win at a time: at once for a win the event announced, and from
// the adaptive poll of jackpots.pendingWins for a pending win or a no-wager win of today not yet
// shown (whose id it stores); never while a jackpot win is on screen, never a win this page
// decided, and no poll before the interval is known. The jackpot transactions are polled beside
// the wins (api/jackpot-wins.test.tsx has what a new one does).

const modals = vi.hoisted(() => ({
  queue: [] as { name: string }[],
  open: vi.fn<(name: string, data: unknown) => boolean>(() => true),
}));
const jackpots = vi.hoisted((): { winPollIntervalMs: number | undefined } => ({
  winPollIntervalMs: 5_000,
}));

vi.mock(
  '../../../lib/session.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).sessionDouble,
);
vi.mock('../../../lib/modals.js', () => ({
  useModals: () => ({
    active: modals.queue[0],
    queue: modals.queue,
    open: modals.open,
    close: () => undefined,
    closeAll: () => undefined,
    isRegistered: () => true,
  }),
}));
vi.mock('../../jackpots/public.js', () => ({
  useLiveJackpots: () => ({ winPollIntervalMs: jackpots.winPollIntervalMs }),
}));

// The session double's product clock: 10 March 2026, 12:00 UTC.
const TODAY = '2026-03-10T11:00:00Z';

function win(id: number, extra: Partial<JackpotWinItem> = {}): JackpotWinItem {
  return {
    id,
    amount: 900,
    currency: 'EUR',
    game: { id: 1_001 },
    wager: { amount: 2_700, wagered: 0 },
    dateComplete: TODAY,
    type: 16,
    ...extra,
  };
}

function renderWatch(wins: PlayerJackpotWins = { pending: [], completedNoWager: [] }) {
  const calls: string[] = [];
  const Trpc = trpcWrapper((procedure) => {
    calls.push(procedure);
    if (procedure === 'jackpots.pendingWins') return wins;
    if (procedure === 'transactions.jackpot') return { items: [], page: 1, pageCount: 0, total: 0 };
    throw new Error(`unexpected call ${procedure}`);
  });
  const result = render(
    <Trpc>
      <JackpotWinWatch />
    </Trpc>,
  );
  return { ...result, calls };
}

const openedIds = () =>
  modals.open.mock.calls.map(([name, data]) => [name, (data as { win: { id: number } }).win.id]);

beforeEach(() => {
  forgetJackpotWins();
  window.localStorage.clear();
  modals.queue = [];
  jackpots.winPollIntervalMs = 5_000;
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('the jackpot win watch', () => {
  it('opens a win the event announced at once', async () => {
    renderWatch();
    act(() => {
      announceJackpotWin({ id: 31, amount: 50, currency: 'EUR', gameId: null, kind: 'pending' });
    });
    await waitFor(() => {
      expect(openedIds()).toEqual([['JACKPOT_WIN', 31]]);
    });
    expect(modals.open).toHaveBeenCalledWith('JACKPOT_WIN', {
      win: { id: 31, amount: 50, currency: 'EUR', gameId: null, kind: 'pending' },
    });
  });

  it('opens a pending win the poll found', async () => {
    const { calls } = renderWatch({ pending: [win(41)], completedNoWager: [] });
    await waitFor(() => {
      expect(openedIds()).toEqual([['JACKPOT_WIN', 41]]);
    });
    expect(calls).toContain('jackpots.pendingWins');
    expect(modals.open.mock.calls[0]?.[1]).toEqual({
      win: { id: 41, amount: 900, currency: 'EUR', gameId: 1_001, kind: 'pending' },
    });
  });

  it('polls the jackpot transactions beside the wins', async () => {
    const { calls } = renderWatch();
    await waitFor(() => {
      expect(calls).toContain('transactions.jackpot');
    });
    expect(calls).toContain('jackpots.pendingWins');
  });

  it('opens a no-wager win of today once and stores its id', async () => {
    window.localStorage.setItem('completedNoWagerJackpots', '[3]');
    renderWatch({ pending: [], completedNoWager: [win(51, { wager: null })] });
    await waitFor(() => {
      expect(openedIds()).toEqual([['JACKPOT_WIN', 51]]);
    });
    expect(window.localStorage.getItem('completedNoWagerJackpots')).toBe('[3,51]');
  });

  it('leaves out a no-wager win already shown and one of another day', async () => {
    window.localStorage.setItem('completedNoWagerJackpots', '[51]');
    const { calls } = renderWatch({
      pending: [],
      completedNoWager: [
        win(51, { wager: null }),
        win(52, { wager: null, dateComplete: '2026-03-09T11:00:00Z' }),
      ],
    });
    await waitFor(() => {
      expect(calls).toContain('jackpots.pendingWins');
    });
    expect(modals.open).not.toHaveBeenCalled();
  });

  it('opens nothing while a jackpot win is on screen, nor a win this page decided', async () => {
    modals.queue = [{ name: 'JACKPOT_WIN' }];
    markJackpotWinHandled(61);
    const { calls } = renderWatch({ pending: [win(61), win(62)], completedNoWager: [] });
    await waitFor(() => {
      expect(calls).toContain('jackpots.pendingWins');
    });
    expect(modals.open).not.toHaveBeenCalled();
  });

  it('forgets what this page decided once the player leaves (a logout)', async () => {
    markJackpotWinHandled(81);
    const first = renderWatch();
    first.unmount();
    // The same player signs in again: the win still to decide opens again.
    renderWatch({ pending: [win(81)], completedNoWager: [] });
    await waitFor(() => {
      expect(openedIds()).toEqual([['JACKPOT_WIN', 81]]);
    });
  });

  it('does not poll before the jackpots give the interval', async () => {
    jackpots.winPollIntervalMs = undefined;
    const { calls } = renderWatch({ pending: [win(71)], completedNoWager: [] });
    await act(() => Promise.resolve());
    expect(calls).toEqual([]);
    expect(modals.open).not.toHaveBeenCalled();
  });
});
