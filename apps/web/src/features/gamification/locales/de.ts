import type { GamificationStrings } from './en.js';

export const GAMIFICATION_DE: GamificationStrings = {
  page: {
    title: 'Belohnungen',
    frameTitle: 'Belohnungsbereich',
    loading: 'Der Belohnungsbereich wird geladen',
    coins: 'Münzen: {{coins}}',
    freeSpins: 'Freispiele: {{count}}',
    unavailable: 'Belohnungen sind gerade nicht verfügbar.',
    unavailableText: 'Bitte versuche es später noch einmal.',
  },
  item: {
    freeSpins: '{{count}} Freispiele',
    money: '{{amount}} Bonusgeld',
  },
  buy: {
    freeSpinsTitle: 'Freispiele kaufen?',
    moneyTitle: 'Bonusgeld kaufen?',
    text: '{{item}} für {{price}} Münzen. Du hast {{coins}} Münzen.',
    confirm: 'Für {{price}} Münzen kaufen',
    cancel: 'Nicht jetzt',
    boughtFreeSpins: '{{count}} Freispiele gutgeschrieben',
    boughtMoney: '{{amount}} Bonusgeld gutgeschrieben',
    notEnoughCoins: 'Nicht genug Münzen: Ein anderer Kauf hat sie verbraucht.',
  },
  noCoins: {
    freeSpinsTitle: 'Nicht genug Münzen für Freispiele',
    moneyTitle: 'Nicht genug Münzen für Bonusgeld',
    text: '{{item}} kostet {{price}} Münzen, du hast {{coins}}. Erledige Missionen, um mehr zu verdienen.',
    missions: 'Zu den Missionen',
    close: 'Schließen',
  },
  depositFirst: {
    title: 'Tätige deine erste Einzahlung',
    text: 'Der Belohnungsshop öffnet mit deiner ersten Einzahlung. Zahle jetzt ein und tausche deine Münzen gegen Freispiele und Bonusgeld.',
    deposit: 'Einzahlen',
    later: 'Später',
  },
  event: {
    close: 'Verstanden',
    missions: 'Zu den Missionen',
  },
};
