import type { GameCategoryKey } from '@casino/shared';
import type { Localized } from './localized.js';

/** Category names as the CMS writes them in page titles. */
export const CATEGORY_NAMES: Readonly<Record<GameCategoryKey, Localized<string>>> = {
  favorites: { en: 'Favourites', de: 'Favoriten', ro: 'Favorite', pt: 'Favoritos' },
  slots: { en: 'Slots', de: 'Spielautomaten', ro: 'Sloturi', pt: 'Slots' },
  live: { en: 'Live casino', de: 'Live-Casino', ro: 'Cazino live', pt: 'Casino ao vivo' },
  top: { en: 'Top games', de: 'Top-Spiele', ro: 'Jocuri de top', pt: 'Jogos em destaque' },
  new: { en: 'New games', de: 'Neue Spiele', ro: 'Jocuri noi', pt: 'Jogos novos' },
  jackpots: { en: 'Jackpots', de: 'Jackpots', ro: 'Jackpoturi', pt: 'Jackpots' },
  'bonus-games': {
    en: 'Bonus games',
    de: 'Bonusspiele',
    ro: 'Jocuri bonus',
    pt: 'Jogos de bónus',
  },
  'bonus-buy': { en: 'Bonus buy', de: 'Bonuskauf', ro: 'Cumpără bonus', pt: 'Compra de bónus' },
  'table-games': {
    en: 'Table games',
    de: 'Tischspiele',
    ro: 'Jocuri de masă',
    pt: 'Jogos de mesa',
  },
  instant_games: {
    en: 'Instant games',
    de: 'Sofortspiele',
    ro: 'Jocuri instant',
    pt: 'Jogos instantâneos',
  },
  megaways: { en: 'Megaways', de: 'Megaways', ro: 'Megaways', pt: 'Megaways' },
  dropwins: { en: 'Drops & Wins', de: 'Drops & Wins', ro: 'Drops & Wins', pt: 'Drops & Wins' },
  'all-live': { en: 'All live', de: 'Alle Live-Spiele', ro: 'Toate live', pt: 'Todos ao vivo' },
  'jackpot-gold': {
    en: 'Gold jackpot',
    de: 'Gold-Jackpot',
    ro: 'Jackpot de aur',
    pt: 'Jackpot de ouro',
  },
  'jackpot-silver': {
    en: 'Silver jackpot',
    de: 'Silber-Jackpot',
    ro: 'Jackpot de argint',
    pt: 'Jackpot de prata',
  },
  'jackpot-bronze': {
    en: 'Bronze jackpot',
    de: 'Bronze-Jackpot',
    ro: 'Jackpot de bronz',
    pt: 'Jackpot de bronze',
  },
  'all-jackpots': {
    en: 'All jackpots',
    de: 'Alle Jackpots',
    ro: 'Toate jackpoturile',
    pt: 'Todos os jackpots',
  },
  baccarat: { en: 'Baccarat', de: 'Baccarat', ro: 'Baccarat', pt: 'Bacará' },
  poker: { en: 'Poker', de: 'Poker', ro: 'Poker', pt: 'Póquer' },
  roulette: { en: 'Roulette', de: 'Roulette', ro: 'Ruletă', pt: 'Roleta' },
  dice: { en: 'Dice', de: 'Würfelspiele', ro: 'Zaruri', pt: 'Dados' },
  blackjack: { en: 'Blackjack', de: 'Blackjack', ro: 'Blackjack', pt: 'Blackjack' },
  'live-vip': { en: 'Live VIP', de: 'Live VIP', ro: 'Live VIP', pt: 'Live VIP' },
  oktoberfest: { en: 'Oktoberfest', de: 'Oktoberfest', ro: 'Oktoberfest', pt: 'Oktoberfest' },
};
