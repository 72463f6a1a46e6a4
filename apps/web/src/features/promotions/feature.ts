import { defineFeature } from '../../lib/features.js';

// The shops (bonuses, tournaments and loyalty are features of their own).

const pages = () => import('./routes/pages.js');

export const promotionsFeature = defineFeature({
  name: 'promotions',
  routes: [
    { route: 'bonusShop', load: async () => (await pages()).BonusShopPage },
    { route: 'shop', load: async () => (await pages()).ShopPage },
  ],
});
