import { describe, expect, it } from 'vitest';
import type { JackpotWinItem } from './jackpot.js';
import {
  jackpotDecisionStatus,
  jackpotPollInterval,
  jackpotWinOptions,
  newJackpotTransactionIds,
  nextJackpotWinNotice,
  pendingJackpotWins,
  recentNoWagerJackpotWins,
  shouldShowNoWagerJackpotModal,
  type JackpotWinNotice,
} from './jackpot-rules.js';

describe('jackpotPollInterval', () => {
  it('polls every 30000 ms when the highest probability is 0', () => {
    expect(jackpotPollInterval([0])).toBe(30_000);
    expect(jackpotPollInterval([0, 0])).toBe(30_000);
  });

  it('polls every 30000 ms when there are no jackpots', () => {
    expect(jackpotPollInterval([])).toBe(30_000);
  });

  it('follows 30281 - 281p in between, rounded to whole ms', () => {
    expect(jackpotPollInterval([1])).toBe(30_000);
    expect(jackpotPollInterval([50])).toBe(16_231);
    expect(jackpotPollInterval([90])).toBe(4_991);
    expect(jackpotPollInterval([0.5])).toBe(30_141);
  });

  it('polls every 5000 ms above 90', () => {
    expect(jackpotPollInterval([90.5])).toBe(5_000);
    expect(jackpotPollInterval([91])).toBe(5_000);
    expect(jackpotPollInterval([100])).toBe(5_000);
  });

  it('uses the highest probability of the list', () => {
    expect(jackpotPollInterval([10, 50, 0])).toBe(16_231);
    expect(jackpotPollInterval([0, 95, 50])).toBe(5_000);
  });

  it('leaves 0 for the formula at the smallest probability above it, as written', () => {
    // 30281 - 281 * 0.0001 = 30280.97: just above the idle 30000 (SPEC-NOTES: computed as written).
    expect(jackpotPollInterval([0.0001])).toBe(30_281);
    expect(jackpotPollInterval([0])).toBe(30_000);
  });

  it('keeps 90 on the formula and goes fast just above it', () => {
    expect(jackpotPollInterval([90])).toBe(4_991);
    expect(jackpotPollInterval([90.0001])).toBe(5_000);
    expect(jackpotPollInterval([100])).toBe(5_000);
  });

  it('reads a probability the schema would refuse (below 0, not a number) as 0', () => {
    expect(jackpotPollInterval([-5])).toBe(30_000);
    expect(jackpotPollInterval([Number.NaN])).toBe(30_000);
    expect(jackpotPollInterval([Number.NaN, 50])).toBe(16_231);
    expect(jackpotPollInterval([-5, 90.0001])).toBe(5_000);
  });
});

describe('newJackpotTransactionIds', () => {
  it('finds nothing new in the first answer', () => {
    expect(newJackpotTransactionIds(undefined, [{ id: 3 }, { id: 2 }])).toEqual([]);
  });

  it('gives the ids the previous answer did not have, newest first', () => {
    expect(newJackpotTransactionIds([3, 2], [{ id: 5 }, { id: 4 }, { id: 3 }])).toEqual([5, 4]);
  });

  it('finds nothing when the answer is the same or shorter', () => {
    expect(newJackpotTransactionIds([3, 2], [{ id: 3 }, { id: 2 }])).toEqual([]);
    expect(newJackpotTransactionIds([3, 2], [{ id: 3 }])).toEqual([]);
    expect(newJackpotTransactionIds([], [])).toEqual([]);
  });

  it('counts the first transaction of a player who had none as new', () => {
    expect(newJackpotTransactionIds([], [{ id: 1 }])).toEqual([1]);
  });

  it('leaves out rows without an id', () => {
    expect(newJackpotTransactionIds([1], [{}, { id: 1 }])).toEqual([]);
  });
});

describe('jackpotWinOptions', () => {
  it('offers Claim and play off a game page when there is no wager', () => {
    expect(jackpotWinOptions({ onGamePage: false, hasWager: false, bonusCasino: 0 })).toEqual([
      'claim_and_play',
    ]);
  });

  it('offers Claim and play off a game page with a wager and bonus money, plus Decline', () => {
    expect(jackpotWinOptions({ onGamePage: false, hasWager: true, bonusCasino: 5 })).toEqual([
      'claim_and_play',
      'decline',
    ]);
  });

  it('offers plain Claim and Decline off a game page with a wager and no bonus money', () => {
    expect(jackpotWinOptions({ onGamePage: false, hasWager: true, bonusCasino: 0 })).toEqual([
      'claim',
      'decline',
    ]);
  });

  it('offers Claim, Add to queue and Decline on a game page with bonus money and a wager', () => {
    expect(jackpotWinOptions({ onGamePage: true, hasWager: true, bonusCasino: 0.01 })).toEqual([
      'claim',
      'queue',
      'decline',
    ]);
  });

  it('offers no queue on a game page without bonus money', () => {
    expect(jackpotWinOptions({ onGamePage: true, hasWager: true, bonusCasino: 0 })).toEqual([
      'claim',
      'decline',
    ]);
  });

  it('offers plain Claim alone on a game page when there is no wager', () => {
    expect(jackpotWinOptions({ onGamePage: true, hasWager: false, bonusCasino: 5 })).toEqual([
      'claim',
    ]);
  });
});

describe('jackpotDecisionStatus', () => {
  it('sends Activated for both claims, Queue for queue and Rejected for decline', () => {
    expect(jackpotDecisionStatus('claim')).toBe('Activated');
    expect(jackpotDecisionStatus('claim_and_play')).toBe('Activated');
    expect(jackpotDecisionStatus('queue')).toBe('Queue');
    expect(jackpotDecisionStatus('decline')).toBe('Rejected');
  });
});

describe('shouldShowNoWagerJackpotModal', () => {
  // Europe/Bucharest is UTC+3 in September: local 18 Sep runs 17 Sep 21:00Z to 18 Sep 21:00Z.
  const now = new Date(2025, 8, 18, 12, 0);
  const win = { id: 7, wager: null, dateComplete: '2025-09-18T09:00:00Z' };
  const noneShown = { now, shownIds: [] };

  it('shows a no-wager win completed today that was not shown', () => {
    expect(shouldShowNoWagerJackpotModal(win, noneShown)).toBe(true);
    expect(shouldShowNoWagerJackpotModal({ ...win, wager: undefined }, noneShown)).toBe(true);
  });

  it('does not show a win that has a wager', () => {
    const wagered = { ...win, wager: { amount: 300, wagered: 0 } };
    expect(shouldShowNoWagerJackpotModal(wagered, noneShown)).toBe(false);
  });

  it('does not show a win already shown', () => {
    expect(shouldShowNoWagerJackpotModal(win, { now, shownIds: [3, 7] })).toBe(false);
  });

  it('uses the local calendar day at both of its edges', () => {
    const startOfLocalDay = { ...win, dateComplete: '2025-09-17T21:00:00Z' };
    const endOfLocalDay = { ...win, dateComplete: '2025-09-18T20:59:59Z' };
    expect(shouldShowNoWagerJackpotModal(startOfLocalDay, noneShown)).toBe(true);
    expect(shouldShowNoWagerJackpotModal(endOfLocalDay, noneShown)).toBe(true);
  });

  it('does not show a win completed on the local day before or after', () => {
    const yesterday = { ...win, dateComplete: '2025-09-17T20:59:59Z' };
    const tomorrow = { ...win, dateComplete: '2025-09-18T21:00:00Z' };
    expect(shouldShowNoWagerJackpotModal(yesterday, noneShown)).toBe(false);
    expect(shouldShowNoWagerJackpotModal(tomorrow, noneShown)).toBe(false);
  });

  it('does not show a win whose completion date cannot be read', () => {
    expect(shouldShowNoWagerJackpotModal({ ...win, dateComplete: 'soon' }, noneShown)).toBe(false);
  });
});

describe('pendingJackpotWins', () => {
  it('keeps only the jackpot-win entries (type 16)', () => {
    const items = [
      { id: 1, type: 16 },
      { id: 2, type: 15 },
      { id: 3, type: 17 },
      { id: 4, type: 16 },
    ];
    expect(pendingJackpotWins(items).map((item) => item.id)).toEqual([1, 4]);
  });

  it('gives an empty list when there is none', () => {
    expect(pendingJackpotWins([{ type: 1 }])).toEqual([]);
  });
});

describe('recentNoWagerJackpotWins', () => {
  const now = new Date('2025-09-18T12:00:00Z');
  const win = { id: 1, type: 16, wager: null, dateComplete: '2025-09-18T11:00:00Z' };

  it('keeps a no-wager win completed in the last 24 hours, the 24th hour included', () => {
    const edge = { ...win, id: 2, dateComplete: '2025-09-17T12:00:00Z' };
    expect(recentNoWagerJackpotWins([win, edge], now).map((item) => item.id)).toEqual([1, 2]);
  });

  it('drops one completed a millisecond earlier than that', () => {
    const old = { ...win, dateComplete: '2025-09-17T11:59:59.999Z' };
    expect(recentNoWagerJackpotWins([old], now)).toEqual([]);
  });

  it('keeps one the clock puts a little ahead of now', () => {
    const ahead = { ...win, dateComplete: '2025-09-18T12:00:01Z' };
    expect(recentNoWagerJackpotWins([ahead], now)).toEqual([ahead]);
  });

  it('drops wins with a wager, other types and unreadable dates', () => {
    const items = [
      { ...win, wager: { amount: 30, wagered: 30 } },
      { ...win, type: 15 },
      { ...win, dateComplete: 'today' },
    ];
    expect(recentNoWagerJackpotWins(items, now)).toEqual([]);
    expect(recentNoWagerJackpotWins([{ ...win, wager: undefined }], now)).toHaveLength(1);
  });
});

describe('nextJackpotWinNotice', () => {
  const now = new Date(2025, 8, 18, 12, 0);
  const item = (id: number, extra: Partial<JackpotWinItem> = {}): JackpotWinItem => ({
    id,
    amount: 1_250.5,
    currency: 'EUR',
    game: { id: 40 + id },
    wager: { amount: 3_751.5, wagered: 0 },
    dateComplete: '2025-09-18T09:00:00Z',
    type: 16,
    ...extra,
  });
  const announced = (id: number, kind: JackpotWinNotice['kind']): JackpotWinNotice => ({
    id,
    amount: 10,
    currency: 'EUR',
    gameId: null,
    kind,
  });
  const options = { now, shownNoWagerIds: [] as number[], handledIds: new Set<number>() };

  it('shows nothing without wins', () => {
    expect(nextJackpotWinNotice({ announced: [], wins: undefined }, options)).toBeUndefined();
    expect(
      nextJackpotWinNotice({ announced: [], wins: { pending: [], completedNoWager: [] } }, options),
    ).toBeUndefined();
  });

  it('shows an announced win before the polled ones', () => {
    const wins = { pending: [item(1)], completedNoWager: [] };
    expect(nextJackpotWinNotice({ announced: [announced(9, 'pending')], wins }, options)?.id).toBe(
      9,
    );
  });

  it('shows a pending win with its game, then a no-wager win completed today', () => {
    const noWager = item(2, { wager: null });
    const wins = { pending: [item(1)], completedNoWager: [noWager] };
    expect(nextJackpotWinNotice({ announced: [], wins }, options)).toEqual({
      id: 1,
      amount: 1_250.5,
      currency: 'EUR',
      gameId: 41,
      kind: 'pending',
    });
    const afterFirst = { ...options, handledIds: new Set([1]) };
    expect(nextJackpotWinNotice({ announced: [], wins }, afterFirst)).toMatchObject({
      id: 2,
      kind: 'credited',
    });
  });

  it('never shows a win this page has handled again', () => {
    const handled = { ...options, handledIds: new Set([1, 9]) };
    const wins = { pending: [item(1)], completedNoWager: [] };
    expect(
      nextJackpotWinNotice({ announced: [announced(9, 'pending')], wins }, handled),
    ).toBeUndefined();
  });

  it('leaves out a no-wager win already shown, or completed on another day', () => {
    const shown = { ...options, shownNoWagerIds: [2] };
    const wins = {
      pending: [],
      completedNoWager: [
        item(2, { wager: null }),
        item(3, { wager: null, dateComplete: '2025-09-16T09:00:00Z' }),
      ],
    };
    expect(nextJackpotWinNotice({ announced: [], wins }, shown)).toBeUndefined();
    expect(
      nextJackpotWinNotice({ announced: [announced(2, 'credited')], wins: undefined }, shown),
    ).toBeUndefined();
  });

  it('leaves out entries of the pending list that are not jackpot wins', () => {
    const wins = { pending: [item(1, { type: 15 })], completedNoWager: [] };
    expect(nextJackpotWinNotice({ announced: [], wins }, options)).toBeUndefined();
  });
});
