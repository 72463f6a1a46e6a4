import { describe, expect, it } from 'vitest';
import { canAfford, shopPurchaseSchema } from './shop.js';

describe('canAfford', () => {
  it('pays for an item that costs exactly the balance, not one more', () => {
    expect(canAfford(200, { price: 200 })).toBe(true);
    expect(canAfford(199, { price: 200 })).toBe(false);
    expect(canAfford(0, { price: 1 })).toBe(false);
  });
});

describe('shopPurchaseSchema', () => {
  it('reads a purchase and refuses a negative balance or an unknown prize', () => {
    const purchase = {
      shop: 'snowflake',
      item: { id: 1, title: '5 free spins', price: 25, prize: { kind: 'free_spins', count: 5 } },
      balance: 0,
    };
    expect(shopPurchaseSchema.parse(purchase)).toEqual(purchase);
    expect(shopPurchaseSchema.safeParse({ ...purchase, balance: -1 }).success).toBe(false);
    expect(
      shopPurchaseSchema.safeParse({
        ...purchase,
        item: { ...purchase.item, prize: { kind: 'car' } },
      }).success,
    ).toBe(false);
  });
});
