import { describe, expect, it } from 'vitest';
import { BONUS_STATUSES, type Bonus, type BonusStatus } from './bonus.js';
import {
  acceptBurnsWagering,
  bonusActionsFor,
  bonusShelves,
  bonusStatusTone,
  canCancelBonus,
  liveWagering,
} from './bonus-rules.js';

function bonus(id: number, status: BonusStatus): Bonus {
  return {
    id,
    name: `Bonus ${String(id)}`,
    imageBackground: '',
    shortDescription: '',
    maxBet: null,
    minBet: null,
    wagering: 35,
    activationDate: null,
    type: 'deposits',
    status,
    currency: 'EUR',
  };
}

describe('bonusShelves', () => {
  it('puts the activated bonus, the queue and the pending offers each in its place', () => {
    const list = [
      bonus(1, 'pending'),
      bonus(2, 'queue'),
      bonus(3, 'activated'),
      bonus(4, 'complete'),
      bonus(5, 'queue'),
      bonus(6, 'rejected'),
      bonus(7, 'pending'),
    ];
    const shelves = bonusShelves(list);
    expect(shelves.active?.id).toBe(3);
    expect(shelves.queue.map((entry) => entry.id)).toEqual([2, 5]);
    expect(shelves.offers.map((entry) => entry.id)).toEqual([1, 7]);
  });

  it('leaves every settled status out and has no active bonus without an activated one', () => {
    const settled = BONUS_STATUSES.filter(
      (status) => !['activated', 'queue', 'pending'].includes(status),
    );
    const shelves = bonusShelves(settled.map((status, index) => bonus(index + 1, status)));
    expect(shelves).toEqual({ active: null, queue: [], offers: [] });
  });

  it('takes the first of two activated bonuses and shows the second nowhere', () => {
    const shelves = bonusShelves([bonus(1, 'activated'), bonus(2, 'activated')]);
    expect(shelves.active?.id).toBe(1);
    expect(shelves.offers).toEqual([]);
    expect(shelves.queue).toEqual([]);
  });
});

describe('bonusActionsFor', () => {
  it('offers the queue for a pending bonus only while another is active', () => {
    expect(bonusActionsFor({ status: 'pending' }, { hasActiveBonus: true })).toEqual([
      'accept',
      'add_to_queue',
      'decline',
    ]);
    expect(bonusActionsFor({ status: 'pending' }, { hasActiveBonus: false })).toEqual([
      'accept',
      'decline',
    ]);
  });

  it('lets a queued bonus be accepted or declined, never queued again', () => {
    expect(bonusActionsFor({ status: 'queue' }, { hasActiveBonus: true })).toEqual([
      'accept',
      'decline',
    ]);
  });

  it('offers nothing for the active bonus or any settled one', () => {
    for (const status of BONUS_STATUSES.filter(
      (entry) => entry !== 'pending' && entry !== 'queue',
    )) {
      expect(bonusActionsFor({ status }, { hasActiveBonus: true }), status).toEqual([]);
    }
  });
});

describe('canCancelBonus', () => {
  it('is true for the activated bonus alone', () => {
    expect(BONUS_STATUSES.filter((status) => canCancelBonus({ status }))).toEqual(['activated']);
  });
});

describe('acceptBurnsWagering', () => {
  it('asks first when another bonus is active', () => {
    expect(acceptBurnsWagering({ id: 2 }, { id: 1 })).toBe(true);
  });

  it('does not ask with no active bonus, or for the active bonus itself', () => {
    expect(acceptBurnsWagering({ id: 2 }, null)).toBe(false);
    expect(acceptBurnsWagering({ id: 1 }, { id: 1 })).toBe(false);
  });
});

describe('bonusStatusTone', () => {
  it('colours every status: active and done green, waiting blue, refused red', () => {
    expect(bonusStatusTone('activated')).toBe('success');
    expect(bonusStatusTone('queue')).toBe('pending');
    expect(bonusStatusTone('rejected')).toBe('failure');
    expect(bonusStatusTone('wager_zeroing')).toBe('neutral');
    for (const status of BONUS_STATUSES) {
      expect(['success', 'pending', 'failure', 'neutral']).toContain(bonusStatusTone(status));
    }
  });
});

describe('liveWagering', () => {
  const wager = { required: 350, wagered: 12, left: 338 };

  it('gives the active bonus its figures', () => {
    expect(liveWagering({ ...bonus(1, 'activated'), wager })).toEqual(wager);
  });

  it('gives nothing to a bonus that is not being wagered, whatever its figures', () => {
    for (const status of BONUS_STATUSES.filter((entry) => entry !== 'activated')) {
      expect(liveWagering({ ...bonus(1, status), wager })).toBeNull();
    }
  });

  it('gives nothing to an active bonus without wagering or without figures', () => {
    expect(liveWagering({ ...bonus(1, 'activated'), wagering: 0, wager })).toBeNull();
    expect(liveWagering({ ...bonus(1, 'activated'), wager: null })).toBeNull();
    expect(liveWagering({ ...bonus(1, 'activated'), wager: undefined })).toBeNull();
  });
});
