import type { MiniGamesStrings } from './en.js';

export const MINI_GAMES_DE: MiniGamesStrings = {
  modal: {
    title: 'Minispiele',
    views: 'Spiele und der Tagesbonus',
  },
  views: {
    lucky_card: 'Glückskarte',
    wheel_of_fortune: 'Glücksrad',
    lucky_pigeon: 'Glückstaube',
    daily_bonus: 'Tagesbonus',
  },
  games: {
    lucky_card: {
      lead: 'Drei Karten liegen verdeckt. Dreh eine um und sieh deinen Gewinn.',
      start: 'Karte umdrehen',
      card: 'Karte {{number}}',
    },
    wheel_of_fortune: {
      lead: 'Dreh einmal am Tag am Rad und gewinne Geld oder Freispiele.',
      start: 'Rad drehen',
    },
    lucky_pigeon: {
      lead: 'Schick die Taube los: Sie kommt mit einem Brief zurück, darin steckt dein Gewinn.',
      start: 'Taube losschicken',
    },
  },
  play: {
    playing: 'Viel Glück…',
    chancesLeft: 'Verbleibende Chancen heute: {{count}}',
    unavailable: 'Dieses Spiel ist gerade nicht verfügbar. Bitte versuche es später erneut.',
    again: 'Zurück zum Spiel',
  },
  prize: {
    money: 'Du hast {{amount}} gewonnen!',
    free_spins: 'Du hast {{count}} Freispiele gewonnen!',
    nothing: 'Diesmal kein Gewinn. Viel Glück morgen!',
  },
  sectors: {
    money: 'Geld',
    free_spins: 'Freispiele',
    nothing: 'Nochmal',
  },
  daily: {
    lead: 'Ein Bonus für jeden Tag der Woche. Hol dir den heutigen und komm morgen wieder.',
    days: 'Die Tage der Woche',
    day: 'Tag {{day}}',
    today: 'Heute',
    collected: 'Abgeholt',
    later: 'Später',
    nextIn: 'Nächster Bonus in',
    collect: 'Abholen',
    collectedNow: 'Der heutige Bonus ist abgeholt',
    ready: 'Der heutige Bonus ist bereit',
  },
  banners: {
    region: 'Minispiel-Angebote',
    open: 'Spielen: {{name}}',
    dismiss: '{{name}} bis morgen ausblenden',
  },
};
