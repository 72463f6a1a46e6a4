import { describe, expect, it } from 'vitest';
import type { CasinoClient } from '../casino-client.js';
import { useCasinoWorld } from '../../../test/support/casino-client.js';

let casino: CasinoClient;
/** The bonus player's upstream token. */
let token: string;

useCasinoWorld((started) => {
  ({ casino, token } = started);
});

describe('transactions', () => {
  it('pages game transactions and the payment history', async () => {
    const games = await casino.transactions(token, { perPage: 5, page: 2 });
    expect(games).toMatchObject({ page: 2 });
    expect(games.items).toHaveLength(5);
    expect(games.items.every((row) => row.id !== undefined)).toBe(true);
    const payments = await casino.transactions(token, { scope: 'payments', perPage: 5 });
    expect(payments.items.every((row) => row.method !== undefined)).toBe(true);
    const bets = await casino.transactions(token, { type: 'bet', kind: 'basic', perPage: 5 });
    expect(bets.items.every((row) => row.type === 'bet')).toBe(true);
  });
});
