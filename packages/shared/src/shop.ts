import { z } from 'zod';
import { moneySchema } from './currency.js';

// The bonus shop (paid in loyalty points) and the snowflake shop (paid in the catch game's
// snowflakes): both sell free spins or bonus money (SPEC.md sections 1 and 9).

export const SHOPS = ['bonus', 'snowflake'] as const;
export const shopSchema = z.enum(SHOPS);
export type Shop = z.infer<typeof shopSchema>;

export const shopItemIdSchema = z.number().int().positive();
export type ShopItemId = z.infer<typeof shopItemIdSchema>;

/** What an item gives. */
export const shopPrizeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free_spins'), count: z.number().int().positive() }),
  z.object({ kind: z.literal('bonus_money'), money: moneySchema }),
]);
export type ShopPrize = z.infer<typeof shopPrizeSchema>;

export const shopItemSchema = z.object({
  id: shopItemIdSchema,
  title: z.string().min(1),
  /** In the shop's coin: loyalty points or snowflakes. */
  price: z.number().int().positive(),
  prize: shopPrizeSchema,
});
export type ShopItem = z.infer<typeof shopItemSchema>;

/** A shop as the player sees it: their coins and the items. */
export const shopViewSchema = z.object({
  shop: shopSchema,
  balance: z.number().int().nonnegative(),
  items: z.array(shopItemSchema),
});
export type ShopView = z.infer<typeof shopViewSchema>;

/** A shop's items as anyone sees them (a guest too): no coins of a player. */
export const shopItemsSchema = z.object({
  shop: shopSchema,
  items: z.array(shopItemSchema),
});
export type ShopItems = z.infer<typeof shopItemsSchema>;

export const shopPurchaseSchema = z.object({
  shop: shopSchema,
  item: shopItemSchema,
  /** The coins left after the purchase. */
  balance: z.number().int().nonnegative(),
});
export type ShopPurchase = z.infer<typeof shopPurchaseSchema>;

/** Whether the coins pay for the item (the price included). */
export function canAfford(balance: number, item: Pick<ShopItem, 'price'>): boolean {
  return balance >= item.price;
}
