// The sportsbook section's strings in English (gb shares them); every key exists in every language
// (app/locales/locales.test.ts).

export const SPORT_EN = {
  nav: 'Sports',
  allSports: 'All sports',
  frameTitle: 'Sportsbook',
  loading: 'Loading the sportsbook',
  unavailable: {
    title: 'The sportsbook is not available',
    text: 'Please try again in a few minutes.',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type SportStrings = Widen<typeof SPORT_EN>;
