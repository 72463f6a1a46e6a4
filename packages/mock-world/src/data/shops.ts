import type { CurrencyCode, LanguageCode, Shop, ShopItem, ShopPrize } from '@casino/shared';
import { fromEur } from './rates.js';

/** An item as the mock holds it: bonus money in euros, shown in the player's currency. */
interface ShopItemRecord {
  id: number;
  price: number;
  prize: { kind: 'free_spins'; count: number } | { kind: 'bonus_money'; eur: number };
}

const ITEMS: Readonly<Record<Shop, readonly ShopItemRecord[]>> = {
  // Priced in loyalty points.
  bonus: [
    { id: 101, price: 200, prize: { kind: 'free_spins', count: 10 } },
    { id: 102, price: 500, prize: { kind: 'free_spins', count: 30 } },
    { id: 103, price: 800, prize: { kind: 'bonus_money', eur: 10 } },
    { id: 104, price: 3_500, prize: { kind: 'bonus_money', eur: 50 } },
    { id: 105, price: 12_000, prize: { kind: 'free_spins', count: 300 } },
  ],
  // Priced in snowflakes (one per euro bet).
  snowflake: [
    { id: 201, price: 25, prize: { kind: 'free_spins', count: 5 } },
    { id: 202, price: 60, prize: { kind: 'free_spins', count: 15 } },
    { id: 203, price: 100, prize: { kind: 'bonus_money', eur: 5 } },
    { id: 204, price: 400, prize: { kind: 'bonus_money', eur: 25 } },
  ],
};

const WORDS: Readonly<Record<Exclude<LanguageCode, 'gb'>, { spins: string; money: string }>> = {
  en: { spins: 'free spins', money: 'bonus money' },
  de: { spins: 'Freispiele', money: 'Bonusgeld' },
  ro: { spins: 'rotiri gratuite', money: 'bani bonus' },
  pt: { spins: 'rodadas grátis', money: 'dinheiro de bónus' },
};

function prizeOf(record: ShopItemRecord, currency: CurrencyCode): ShopPrize {
  return record.prize.kind === 'free_spins'
    ? record.prize
    : { kind: 'bonus_money', money: { amount: fromEur(record.prize.eur, currency), currency } };
}

function titleOf(prize: ShopPrize, language: LanguageCode): string {
  const words = WORDS[language === 'gb' ? 'en' : language];
  return prize.kind === 'free_spins'
    ? `${String(prize.count)} ${words.spins}`
    : `${String(prize.money.amount)} ${prize.money.currency} ${words.money}`;
}

/** A shop's items in the player's language and currency. */
export function shopItems(shop: Shop, language: LanguageCode, currency: CurrencyCode): ShopItem[] {
  return ITEMS[shop].map((record) => {
    const prize = prizeOf(record, currency);
    return { id: record.id, title: titleOf(prize, language), price: record.price, prize };
  });
}
