import type { Bonus } from '@casino/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandlerContext } from '../../../lib/realtime-events.js';
import { noteOwnActivation } from './bonuses.js';
import { BONUSES_REALTIME } from './bonuses-realtime.js';
import {
  forgetJackpotWins,
  markJackpotWinHandled,
  useAnnouncedJackpotWins,
} from './jackpot-wins.js';

// USER_BONUS opens that bonus in BONUS_MODAL; USER_FREESPINS opens FREE_SPINS when the count rose
// above prevFreespins, with the bet the wallet reads, and keeps the count; a balance change reads
// the bonus figures again; JACKPOT_WIN announces the win to the watch that opens its modal.

const BONUS: Bonus = {
  id: 4201,
  name: 'Deposit boost',
  imageBackground: '',
  shortDescription: '50% up to 200 EUR',
  maxBet: 5,
  minBet: null,
  wagering: 30,
  activationDate: null,
  type: 'deposits',
  status: 'pending',
  currency: 'EUR',
};

function context(options: { bonus?: () => Promise<Bonus>; betAmount?: number } = {}) {
  const opened: [string, unknown][] = [];
  const detailFetch = vi.fn(options.bonus ?? (() => Promise.resolve(BONUS)));
  const freeSpinsFetch = vi.fn(() =>
    Promise.resolve({
      number: 0,
      numberDay: 0,
      dayLimit: null,
      betAmount: options.betAmount ?? 0.5,
    }),
  );
  const invalidate = vi.fn(() => Promise.resolve());
  const listInvalidate = vi.fn(() => Promise.resolve());
  const queueInvalidate = vi.fn(() => Promise.resolve());
  const winsInvalidate = vi.fn(() => Promise.resolve());
  const utils = {
    bonuses: {
      list: { invalidate: listInvalidate },
      queue: { invalidate: queueInvalidate },
      detail: { invalidate, fetch: detailFetch },
    },
    jackpots: { pendingWins: { invalidate: winsInvalidate } },
    wallet: { freeSpins: { fetch: freeSpinsFetch } },
  };
  const value = {
    utils,
    showToast: () => undefined,
    openModal: (name: string, data: unknown) => {
      opened.push([name, data]);
      return true;
    },
  } as unknown as RealtimeHandlerContext;
  return {
    value,
    opened,
    detailFetch,
    freeSpinsFetch,
    invalidate,
    listInvalidate,
    queueInvalidate,
    winsInvalidate,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
  forgetJackpotWins();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('USER_BONUS', () => {
  it('reads the bonus again and opens BONUS_MODAL with it', async () => {
    const { value, opened, detailFetch, invalidate } = context();
    BONUSES_REALTIME.USER_BONUS?.({ type: 'USER_BONUS', id: 3, data: { id: BONUS.id } }, value);
    await settle();
    expect(detailFetch).toHaveBeenCalledWith(
      { bonusId: BONUS.id },
      expect.objectContaining({ staleTime: 0 }),
    );
    expect(invalidate).toHaveBeenCalled();
    expect(opened).toEqual([['BONUS_MODAL', { bonus: BONUS }]]);
  });

  it('opens nothing for the echo of an activation this page made, once', async () => {
    const { value, opened, invalidate } = context();
    noteOwnActivation(BONUS.id, Promise.resolve({ ...BONUS, status: 'activated' }));
    BONUSES_REALTIME.USER_BONUS?.({ type: 'USER_BONUS', id: 5, data: { id: BONUS.id } }, value);
    await settle();
    expect(invalidate).toHaveBeenCalled();
    expect(opened).toEqual([]);
    // The next USER_BONUS of the same bonus is news again (the casino changed it itself).
    BONUSES_REALTIME.USER_BONUS?.({ type: 'USER_BONUS', id: 6, data: { id: BONUS.id } }, value);
    await settle();
    expect(opened).toEqual([['BONUS_MODAL', { bonus: BONUS }]]);
  });

  it('opens nothing for the echo of a link’s activation, which names the player’s copy, even before the answer', async () => {
    const { value, opened } = context();
    const copy: Bonus = { ...BONUS, id: 90_000_001, status: 'activated' };
    let answer: (bonus: Bonus) => void = () => undefined;
    // The link names the promotion (3); the casino activates the player's copy of it.
    noteOwnActivation(3, new Promise((resolve) => (answer = resolve)));
    BONUSES_REALTIME.USER_BONUS?.({ type: 'USER_BONUS', id: 7, data: { id: copy.id } }, value);
    await settle();
    expect(opened).toEqual([]);
    answer(copy);
    await settle();
    expect(opened).toEqual([]);
  });

  it('shows a USER_BONUS of another bonus, and none waits on an activation that was refused', async () => {
    const { value, opened } = context();
    noteOwnActivation(BONUS.id, Promise.reject(new Error('invalid_state')));
    BONUSES_REALTIME.USER_BONUS?.({ type: 'USER_BONUS', id: 8, data: { id: BONUS.id } }, value);
    await settle();
    expect(opened).toEqual([['BONUS_MODAL', { bonus: BONUS }]]);
  });

  it('opens nothing when the bonus cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { value, opened } = context({ bonus: () => Promise.reject(new Error('not found')) });
    BONUSES_REALTIME.USER_BONUS?.({ type: 'USER_BONUS', id: 4, data: { id: 77 } }, value);
    await settle();
    expect(opened).toEqual([]);
    expect(error).toHaveBeenCalled();
  });
});

describe('USER_FREESPINS', () => {
  const event = (number: number) => ({ type: 'USER_FREESPINS' as const, id: 5, data: { number } });

  it('opens FREE_SPINS with the number and the bet when it exceeds prevFreespins', async () => {
    window.localStorage.setItem('prevFreespins', '10');
    const { value, opened } = context({ betAmount: 0.2 });
    BONUSES_REALTIME.USER_FREESPINS?.(event(35), value);
    await settle();
    expect(opened).toEqual([['FREE_SPINS', { number: 35, betAmount: 0.2 }]]);
    expect(window.localStorage.getItem('prevFreespins')).toBe('35');
  });

  it('opens nothing at or below the stored number, and keeps the new count', async () => {
    window.localStorage.setItem('prevFreespins', '35');
    const { value, opened, freeSpinsFetch } = context();
    BONUSES_REALTIME.USER_FREESPINS?.(event(35), value);
    BONUSES_REALTIME.USER_FREESPINS?.(event(20), value);
    await settle();
    expect(opened).toEqual([]);
    expect(freeSpinsFetch).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('prevFreespins')).toBe('20');
    // Spins used lowered the count: a grant above it is news again.
    BONUSES_REALTIME.USER_FREESPINS?.(event(30), value);
    await settle();
    expect(opened).toEqual([['FREE_SPINS', { number: 30, betAmount: 0.5 }]]);
  });

  it('takes any spins as new with nothing stored, and a malformed value as nothing', async () => {
    window.localStorage.setItem('prevFreespins', '"many"');
    const { value, opened } = context();
    BONUSES_REALTIME.USER_FREESPINS?.(event(1), value);
    await settle();
    expect(opened).toEqual([['FREE_SPINS', { number: 1, betAmount: 0.5 }]]);
  });
});

describe('BALANCE_CHANGED', () => {
  it('reads the bonus figures again, so the wagering meters move, and not the queue', () => {
    const { value, listInvalidate, invalidate, queueInvalidate } = context();
    BONUSES_REALTIME.BALANCE_CHANGED?.({ type: 'BALANCE_CHANGED', id: 9, data: {} }, value);
    expect(listInvalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(queueInvalidate).not.toHaveBeenCalled();
  });
});

describe('RESYNC', () => {
  it('reads the bonuses and the jackpot wins again', () => {
    const { value, listInvalidate, queueInvalidate, winsInvalidate } = context();
    BONUSES_REALTIME.RESYNC?.({ type: 'RESYNC', data: {} }, value);
    expect(listInvalidate).toHaveBeenCalled();
    expect(queueInvalidate).toHaveBeenCalled();
    expect(winsInvalidate).toHaveBeenCalled();
  });
});

describe('JACKPOT_WIN', () => {
  const frame = (bonusId: number, hasWager: boolean) =>
    ({
      type: 'JACKPOT_WIN',
      id: 11,
      data: { bonusId, amount: 2_500, currency: 'EUR', gameId: 1_001, hasWager },
    }) as const;

  it('announces the win to the watch (pending with a wager, credited without) and reads the wins', () => {
    const { value, winsInvalidate } = context();
    const { result } = renderHook(() => useAnnouncedJackpotWins());
    act(() => {
      BONUSES_REALTIME.JACKPOT_WIN?.(frame(71, true), value);
      BONUSES_REALTIME.JACKPOT_WIN?.(frame(72, false), value);
      // The same win announced twice is one win.
      BONUSES_REALTIME.JACKPOT_WIN?.(frame(71, true), value);
    });
    expect(result.current).toEqual([
      { id: 71, amount: 2_500, currency: 'EUR', gameId: 1_001, kind: 'pending' },
      { id: 72, amount: 2_500, currency: 'EUR', gameId: 1_001, kind: 'credited' },
    ]);
    expect(winsInvalidate).toHaveBeenCalledTimes(3);
  });

  it('does not announce a win this page has decided', () => {
    const { value } = context();
    markJackpotWinHandled(71);
    const { result } = renderHook(() => useAnnouncedJackpotWins());
    act(() => {
      BONUSES_REALTIME.JACKPOT_WIN?.(frame(71, true), value);
    });
    expect(result.current).toEqual([]);
  });
});
