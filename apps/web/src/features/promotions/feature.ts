import { defineFeature } from '../../lib/features.js';
import { loadPromotionsStrings } from './locales/load.js';
import { PROMOTIONS_NAMESPACE } from './locales/namespace.js';

// The shops (the snowflake shop and the bonus shop), the catch game (shown by the bonuses
// feature at bonuses/{CATCH_GAME_ID}, public.ts) and its Christmas promo banner. Bonuses,
// tournaments and loyalty are features of their own.

const pages = () => import('./routes/pages.js');

export const promotionsFeature = defineFeature({
  name: 'promotions',
  routes: [
    { route: 'bonusShop', load: async () => (await pages()).BonusShopPage },
    { route: 'shop', load: async () => (await pages()).ShopPage },
  ],
  namespace: { name: PROMOTIONS_NAMESPACE, load: loadPromotionsStrings },
});
