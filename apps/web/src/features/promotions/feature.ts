import { defineFeature } from '../../lib/features.js';

// The shops, loyalty and tournaments (the bonuses are a feature of their own).

const pages = () => import('./routes/pages.js');

export const promotionsFeature = defineFeature({
  name: 'promotions',
  routes: [
    { route: 'bonusShop', load: async () => (await pages()).BonusShopPage },
    { route: 'shop', load: async () => (await pages()).ShopPage },
    { route: 'loyalty', load: async () => (await pages()).LoyaltyPage },
    { route: 'tournaments', load: async () => (await pages()).TournamentsPage },
    { route: 'networkTournaments', load: async () => (await pages()).NetworkTournamentsPage },
    { route: 'localTournament', load: async () => (await pages()).LocalTournamentPage },
  ],
});
