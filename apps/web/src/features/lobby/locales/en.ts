// The lobby's strings in English (gb shares them). Category titles and 'No games found' live in
// the app's namespace and the message catalogue; every key here exists in every language
// (app/locales/locales.test.ts).

export const LOBBY_EN = {
  main: {
    categories: 'Game categories',
    loadFailed: 'The games could not be loaded.',
  },
  jackpot: {
    label: 'All jackpots right now',
    lead: 'Gold, silver and bronze: won at random, any spin.',
    cta: 'See the jackpots',
  },
  jackpotsPage: {
    title: 'Jackpots',
    lead: 'Three jackpots grow with every bet and drop at random, in real time.',
    total: 'All jackpots together',
    tiers: 'The jackpots',
    tier: { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' },
    games: 'Jackpot games',
    rules: 'Jackpot rules',
  },
  recentlyPlayed: {
    title: 'Recently played',
  },
  winners: {
    title: 'Top winners',
    tabs: 'Winners',
    weekly: 'Latest winners',
    top3: 'High rollers',
    top5: 'Winners of the day',
    top10: 'Winners of the month',
    latestOfWeek: 'Latest winners of the week',
    rank: 'Rank',
    game: 'Game',
    player: 'Player',
    profit: 'Profit',
  },
  games: {
    count: '{{count}} games',
    toolbar: 'Filter and sort',
    filter: 'Providers',
    filterTitle: 'Filter by provider',
    filterActive: 'Providers ({{count}})',
    findProvider: 'Find a provider',
    noProviderMatches: 'No provider by that name.',
    providerGames: '{{count}} games',
    selectedProviders: 'Chosen providers',
    removeProvider: 'Remove {{name}}',
    showGames: 'Show games',
    clearFilters: 'Clear filters',
    sort: 'Sort by',
    sorts: {
      own: 'Recommended',
      popular: 'Popular',
      new: 'Newest',
      'a-to-z': 'A to Z',
    },
    emptyFiltered: 'Try other providers, or clear the filters to see every game.',
    favoritesTitle: 'Your favourite games in one place',
    favoritesText: 'Log in to see the games you marked as favourites.',
    favoritesEmpty: 'Games you add to your favourites wait for you here.',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type LobbyStrings = Widen<typeof LOBBY_EN>;
