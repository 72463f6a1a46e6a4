import { defineFeature } from '../../lib/features.js';

// The shops and loyalty (bonuses and tournaments are features of their own).

const pages = () => import('./routes/pages.js');

export const promotionsFeature = defineFeature({
  name: 'promotions',
  routes: [
    { route: 'bonusShop', load: async () => (await pages()).BonusShopPage },
    { route: 'shop', load: async () => (await pages()).ShopPage },
    { route: 'loyalty', load: async () => (await pages()).LoyaltyPage },
  ],
});
