import { describe, expect, it } from 'vitest';
import { JACKPOT_WIN_TRANSACTION_TYPE } from './constants.js';
import {
  jackpotDecisionRequestSchema,
  jackpotSchema,
  jackpotWinItemSchema,
  jackpotWinSchema,
  jackpotsListSchema,
  jackpotsSumSchema,
} from './jackpot.js';

const jackpot = {
  id: 1,
  tier: 'gold',
  amount: 12500.25,
  currency: 'EUR',
  jackpotInfo: { probability: 42.5 },
};

const win = { id: 9001, amount: 250, currency: 'EUR', game: { id: 42 } };

describe('jackpotSchema', () => {
  it('parses each tier', () => {
    for (const tier of ['gold', 'silver', 'bronze']) {
      expect(jackpotSchema.parse({ ...jackpot, tier }).tier).toBe(tier);
    }
    expect(jackpotSchema.safeParse({ ...jackpot, tier: 'platinum' }).success).toBe(false);
  });

  it('takes probabilities from 0 to 100 percent', () => {
    for (const probability of [0, 100]) {
      expect(jackpotSchema.safeParse({ ...jackpot, jackpotInfo: { probability } }).success).toBe(
        true,
      );
    }
    for (const probability of [-0.01, 100.01]) {
      expect(jackpotSchema.safeParse({ ...jackpot, jackpotInfo: { probability } }).success).toBe(
        false,
      );
    }
  });

  it('parses a list', () => {
    expect(jackpotsListSchema.parse([jackpot, { ...jackpot, id: 2, tier: 'bronze' }])).toHaveLength(
      2,
    );
  });
});

describe('jackpotsSumSchema', () => {
  it('parses the total fund in a currency', () => {
    expect(jackpotsSumSchema.parse({ currency: 'RON', jackpotsFund: 1_000_000 })).toEqual({
      currency: 'RON',
      jackpotsFund: 1_000_000,
    });
  });
});

describe('jackpotWinSchema', () => {
  it('parses a win without a wager', () => {
    expect(jackpotWinSchema.parse(win).wager).toBeUndefined();
    expect(jackpotWinSchema.parse({ ...win, wager: null }).wager).toBeNull();
  });

  it('parses a win with a wager', () => {
    const parsed = jackpotWinSchema.parse({ ...win, wager: { amount: 750, wagered: 100 } });
    expect(parsed.wager).toEqual({ amount: 750, wagered: 100 });
  });
});

describe('jackpotWinItemSchema', () => {
  it('parses an item with its completion date and type', () => {
    const item = jackpotWinItemSchema.parse({
      ...win,
      dateComplete: '2025-09-18T10:00:00+03:00',
      type: JACKPOT_WIN_TRANSACTION_TYPE,
    });
    expect(item.type).toBe(16);
  });

  it('accepts a UTC completion date and rejects a non-ISO one', () => {
    const base = { ...win, type: 16 };
    expect(
      jackpotWinItemSchema.safeParse({ ...base, dateComplete: '2025-09-18T07:00:00Z' }).success,
    ).toBe(true);
    expect(jackpotWinItemSchema.safeParse({ ...base, dateComplete: '18.09.2025' }).success).toBe(
      false,
    );
  });
});

describe('jackpotDecisionRequestSchema', () => {
  it('takes a bonus id and one of the three statuses', () => {
    for (const status of ['Activated', 'Queue', 'Rejected']) {
      expect(jackpotDecisionRequestSchema.parse({ bonus_id: 9001, status }).status).toBe(status);
    }
    expect(
      jackpotDecisionRequestSchema.safeParse({ bonus_id: 9001, status: 'activated' }).success,
    ).toBe(false);
  });
});
