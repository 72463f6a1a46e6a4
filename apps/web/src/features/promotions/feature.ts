import { defineFeature } from '../../lib/features.js';

// Bonuses, the shops and loyalty (tournaments are a feature of their own).

const pages = () => import('./routes/pages.js');

export const promotionsFeature = defineFeature({
  name: 'promotions',
  routes: [
    { route: 'bonuses', load: async () => (await pages()).BonusesPage },
    { route: 'bonus', load: async () => (await pages()).BonusPage },
    { route: 'activateBonus', load: async () => (await pages()).ActivateBonusPage },
    {
      route: 'accountBonuses',
      access: 'player',
      load: async () => (await pages()).AccountBonusesPage,
    },
    { route: 'bonusShop', load: async () => (await pages()).BonusShopPage },
    { route: 'shop', load: async () => (await pages()).ShopPage },
    { route: 'loyalty', load: async () => (await pages()).LoyaltyPage },
  ],
});
