import type { ContentStrings } from './en.js';

export const CONTENT_DE: ContentStrings = {
  welcome: {
    title: 'Willkommensangebot',
    lead: 'Eröffne in einer Minute ein Konto, und deine erste Einzahlung kommt mit einem Bonus.',
    signUp: 'Registrieren und sichern',
    deposit: 'Einzahlen',
  },
  live: {
    title: 'Live-Casino',
    lead: 'Echte Dealer, echte Tische, rund um die Uhr live: Blackjack, Roulette, Baccarat, Poker und Spielshows.',
  },
  aviator: {
    title: 'Aviator',
    lead: 'Das Crash-Spiel, über das alle reden: Das Flugzeug steigt, der Multiplikator wächst, und du entscheidest, wann du aussteigst.',
    rulesTitle: 'So wird gespielt',
    rules: {
      bet: 'Platziere vor Rundenbeginn einen oder zwei Einsätze.',
      climb: 'Das Flugzeug hebt ab, und der Multiplikator steigt ab 1x.',
      cashOut: 'Steig jederzeit aus und gewinne deinen Einsatz mal dem Multiplikator.',
      crash: 'Fliegt das Flugzeug davon, bevor du aussteigst, ist der Einsatz verloren.',
    },
    play: 'Um Echtgeld spielen',
    demo: 'Demo testen',
    unavailable: 'Aviator ist gerade nicht verfügbar.',
  },
  faq: {
    lead: 'Schnelle Antworten zu Konto, Zahlungen, Boni und Spiel.',
    empty: 'Hier gibt es noch keine Fragen.',
    more: 'Brauchst du noch Hilfe? Unser Support antwortet rund um die Uhr im Live-Chat.',
  },
};
