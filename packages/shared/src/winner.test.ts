import { describe, expect, it } from 'vitest';
import { winnerSchema, winnersRequestSchema, winnersResponseSchema } from './winner-schemas.js';
import { WINNERS_KINDS, WINNERS_LIMITS } from './winner.js';

const winner = { amount: 1250.5, currency: 'EUR', login: 'an***a', game: { id: 42, name: 'Book' } };

describe('winnerSchema', () => {
  it('parses a winner', () => {
    expect(winnerSchema.parse(winner)).toEqual(winner);
  });

  it('rejects an unknown currency', () => {
    expect(winnerSchema.safeParse({ ...winner, currency: 'ZZZ' }).success).toBe(false);
  });

  it('rejects a winner without its game', () => {
    expect(winnerSchema.safeParse({ ...winner, game: undefined }).success).toBe(false);
  });
});

describe('winners lists', () => {
  it('has the weekly list and the top 3, 5 and 10', () => {
    expect(WINNERS_KINDS).toEqual(['weekly', 'top3', 'top5', 'top10']);
    expect(WINNERS_LIMITS).toEqual({ weekly: null, top3: 3, top5: 5, top10: 10 });
  });

  it('accepts each kind as a request and rejects others', () => {
    for (const kind of WINNERS_KINDS)
      expect(winnersRequestSchema.parse({ kind })).toEqual({ kind });
    expect(winnersRequestSchema.safeParse({ kind: 'top20' }).success).toBe(false);
  });

  it('parses a response with its kind and winners', () => {
    const response = winnersResponseSchema.parse({ kind: 'top3', items: [winner] });
    expect(response.items).toHaveLength(1);
  });
});
