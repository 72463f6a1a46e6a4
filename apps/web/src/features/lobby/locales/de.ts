import type { LobbyStrings } from './en.js';

export const LOBBY_DE: LobbyStrings = {
  main: {
    categories: 'Spielkategorien',
    loadFailed: 'Die Spiele konnten nicht geladen werden.',
  },
  jackpot: {
    label: 'Alle Jackpots in diesem Moment',
    lead: 'Gold, Silber und Bronze: zufällig gewonnen, bei jedem Dreh.',
    cta: 'Zu den Jackpots',
  },
  jackpotsPage: {
    title: 'Jackpots',
    lead: 'Drei Jackpots wachsen mit jedem Einsatz und fallen zufällig, in Echtzeit.',
    total: 'Alle Jackpots zusammen',
    tiers: 'Die Jackpots',
    tier: { gold: 'Gold', silver: 'Silber', bronze: 'Bronze' },
    games: 'Jackpot-Spiele',
    rules: 'Jackpot-Regeln',
  },
  recentlyPlayed: {
    title: 'Zuletzt gespielt',
  },
  winners: {
    title: 'Top-Gewinner',
    tabs: 'Gewinner',
    weekly: 'Neueste Gewinner',
    top3: 'Highroller',
    top5: 'Gewinner des Tages',
    top10: 'Gewinner des Monats',
    latestOfWeek: 'Neueste Gewinner der Woche',
    rank: 'Platz',
    game: 'Spiel',
    player: 'Spieler',
    profit: 'Gewinn',
  },
  games: {
    count: '{{count}} Spiele',
    toolbar: 'Filtern und sortieren',
    filter: 'Anbieter',
    filterTitle: 'Nach Anbieter filtern',
    filterActive: 'Anbieter ({{count}})',
    findProvider: 'Anbieter suchen',
    noProviderMatches: 'Kein Anbieter mit diesem Namen.',
    providerGames: '{{count}} Spiele',
    selectedProviders: 'Gewählte Anbieter',
    removeProvider: '{{name}} entfernen',
    showGames: 'Spiele zeigen',
    clearFilters: 'Filter löschen',
    sort: 'Sortieren nach',
    sorts: {
      own: 'Empfohlen',
      popular: 'Beliebt',
      new: 'Neueste',
      'a-to-z': 'A bis Z',
    },
    emptyFiltered:
      'Versuchen Sie andere Anbieter oder löschen Sie die Filter, um alle Spiele zu sehen.',
    favoritesTitle: 'Ihre Lieblingsspiele an einem Ort',
    favoritesText:
      'Melden Sie sich an, um die Spiele zu sehen, die Sie als Favoriten markiert haben.',
    favoritesEmpty: 'Spiele, die Sie zu Ihren Favoriten hinzufügen, warten hier auf Sie.',
  },
};
