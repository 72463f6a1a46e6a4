import type { KitStrings } from './en.js';

export const KIT_DE: KitStrings = {
  offline: {
    money:
      'Du bist offline. Einzahlungen, Auszahlungen, Bonusentscheidungen und Spiele warten auf deine Verbindung.',
  },
  close: 'Schließen',
  retry: 'Erneut versuchen',
  loading: 'Wird geladen',
  password: {
    show: 'Passwort anzeigen',
    hide: 'Passwort verbergen',
    hintsTitle: 'Ein sicheres Passwort hat',
    hintMet: 'erfüllt',
    hintUnmet: 'noch nicht',
    hints: {
      digit: 'mindestens 1 Ziffer',
      lowercase: 'mindestens 1 Kleinbuchstaben',
      uppercase: 'mindestens 1 Großbuchstaben',
      symbol: 'mindestens 1 Sonderzeichen, etwa {{symbols}}',
    },
  },
  select: {
    placeholder: 'Option wählen',
  },
  combobox: {
    showOptions: 'Optionen anzeigen',
  },
  badge: {
    new: 'Neu',
    top: 'Top',
    live: 'Live',
    drops: 'Drops & Wins',
    wagering: 'Umsatz',
    jackpot: 'Jackpot',
  },
  countdown: {
    days: '{{days}} T',
  },
  clientState: {
    unauthorizedAction: 'Anmelden',
    requiredLevel: 'Erreiche das Level {{level}}, um zu spielen.',
    showLevels: 'Levels ansehen',
    deposit: 'Einzahlen',
  },
  gameTile: {
    play: 'Spielen',
    playGame: '{{name}} spielen',
    demo: 'Demo',
    demoGame: 'Demo von {{name}}',
    unavailable: 'In deinem Land nicht verfügbar',
    wagering: 'Zählt zum Umsatz',
  },
  carousel: {
    roleDescription: 'Karussell',
    slideRoleDescription: 'Folie',
    slideLabel: '{{index}} von {{total}}',
    previous: 'Vorherige Folien',
    next: 'Nächste Folien',
    stop: 'Automatisches Blättern anhalten',
    start: 'Automatisches Blättern starten',
    all: 'Alle',
    allOf: 'Alle: {{title}}',
    allWithCountOf: 'Alle {{total}}: {{title}}',
  },
  infiniteList: {
    loadMore: 'Mehr laden',
    shown: '{{shown}} von {{total}} angezeigt',
  },
  marquee: {
    pause: 'Laufband anhalten',
    resume: 'Laufband fortsetzen',
  },
};
