import type { GamificationStrings } from './en.js';

export const GAMIFICATION_RO: GamificationStrings = {
  page: {
    title: 'Recompense',
    frameTitle: 'Panoul de recompense',
    loading: 'Se încarcă panoul de recompense',
    coins: 'Monede: {{coins}}',
    freeSpins: 'Rotiri gratuite: {{count}}',
    unavailable: 'Recompensele nu sunt disponibile acum.',
    unavailableText: 'Te rugăm să încerci mai târziu.',
  },
  item: {
    freeSpins: '{{count}} rotiri gratuite',
    money: '{{amount}} bani bonus',
  },
  buy: {
    freeSpinsTitle: 'Cumperi rotiri gratuite?',
    moneyTitle: 'Cumperi bani bonus?',
    text: '{{item}} pentru {{price}} monede. Ai {{coins}} monede.',
    confirm: 'Cumpără cu {{price}} monede',
    cancel: 'Nu acum',
    boughtFreeSpins: 'Ai primit {{count}} rotiri gratuite',
    boughtMoney: 'Ai primit {{amount}} bani bonus',
    notEnoughCoins: 'Monede insuficiente: o altă cumpărare le-a folosit.',
  },
  noCoins: {
    freeSpinsTitle: 'Nu ai destule monede pentru rotiri gratuite',
    moneyTitle: 'Nu ai destule monede pentru bani bonus',
    text: '{{item}} costă {{price}} monede și ai {{coins}}. Termină misiuni ca să câștigi mai multe.',
    missions: 'Vezi misiunile',
    close: 'Închide',
  },
  depositFirst: {
    title: 'Fă prima depunere',
    text: 'Magazinul de recompense se deschide cu prima ta depunere. Depune acum și schimbă monedele pe rotiri gratuite și bani bonus.',
    deposit: 'Depune',
    later: 'Mai târziu',
  },
  event: {
    close: 'Am înțeles',
    missions: 'Vezi misiunile',
  },
};
