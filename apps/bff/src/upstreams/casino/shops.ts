import {
  shopItemsSchema,
  shopPurchaseSchema,
  shopViewSchema,
  type LanguageCode,
  type Shop,
  type ShopItemId,
  type ShopItems,
  type ShopPurchase,
  type ShopView,
} from '@casino/shared';
import { requestOptions, segment, type UpstreamCallContext } from '../call-context.js';
import {
  catchGameFactsSchema,
  catchGamePlaySchema,
  type CatchGameFacts,
  type CatchGamePlay,
} from '@casino/upstream-contract';
import { NOT_FOUND } from '../upstream-domain-errors.js';
import type { CasinoUpstream } from './shared.js';

/** The shops and the catch game. */
export function shopsCalls({ http, mapped }: CasinoUpstream) {
  return {
    shop: (
      token: string,
      shop: Shop,
      lang?: LanguageCode,
      context?: UpstreamCallContext,
    ): Promise<ShopView> =>
      mapped(
        http.get(
          `/shops/${segment(shop)}`,
          shopViewSchema,
          requestOptions(context, { token, query: { lang }, route: '/shops/:shop' }),
        ),
      ),

    /** A shop's items for anyone (a guest too): prices, and bonus money in euros. */
    shopItems: (
      shop: Shop,
      lang?: LanguageCode,
      context?: UpstreamCallContext,
    ): Promise<ShopItems> =>
      mapped(
        http.get(
          `/shops/${segment(shop)}/items`,
          shopItemsSchema,
          requestOptions(context, { query: { lang }, route: '/shops/:shop/items' }),
        ),
      ),

    /** 409 insufficient_balance when the points or snowflakes do not cover the price. */
    buyShopItem: (
      token: string,
      shop: Shop,
      itemId: ShopItemId,
      context?: UpstreamCallContext,
    ): Promise<ShopPurchase> =>
      mapped(
        http.post(
          `/shops/${segment(shop)}/purchase`,
          { itemId },
          shopPurchaseSchema,
          requestOptions(context, { token, route: '/shops/:shop/purchase' }),
        ),
        NOT_FOUND.shopItem,
      ),

    catchGame: (token: string, context?: UpstreamCallContext): Promise<CatchGameFacts> =>
      mapped(http.get('/catch-game', catchGameFactsSchema, requestOptions(context, { token }))),

    /** One try: 409 no_attempts_left without one, invalid_state on a day without a percent. */
    playCatchGame: (token: string, context?: UpstreamCallContext): Promise<CatchGamePlay> =>
      mapped(
        http.post(
          '/catch-game/play',
          undefined,
          catchGamePlaySchema,
          requestOptions(context, { token }),
        ),
      ),
  };
}
