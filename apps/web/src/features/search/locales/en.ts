// The search modal's strings in English (gb shares them). Every key exists in every language
// (app/locales/locales.test.ts). 'No games found' is the shared catalogue's errors.noGamesFound.

export const SEARCH_EN = {
  title: 'Search games',
  field: 'Game or provider',
  placeholder: 'Search by game or provider',
  clear: 'Clear the search',
  minLength: 'Type at least {{min}} characters to search.',
  hint: 'Find a game by its name, or every game of a provider.',
  results: 'Search results',
  providers: 'Providers',
  games: 'Games',
  resultsCount: 'Games found: {{games}}. Providers found: {{providers}}.',
  noResultsHint: 'Check the spelling, or search for a provider.',
  moreResults: 'These are the best matches. Type more to narrow them down.',
  back: 'Back to the results',
  providerCount: 'Games: {{games}}',
  providerAnnouncement: '{{name}}. Games: {{games}}.',
  recent: {
    title: 'Recent searches',
    games: 'Games',
    providers: 'Providers',
    clearAll: 'Clear all',
    remove: 'Remove {{text}} from recent searches',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type SearchStrings = Widen<typeof SEARCH_EN>;
