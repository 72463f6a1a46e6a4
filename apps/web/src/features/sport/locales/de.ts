import type { SportStrings } from './en.js';

export const SPORT_DE: SportStrings = {
  nav: 'Sportarten',
  allSports: 'Alle Sportarten',
  frameTitle: 'Sportwetten',
  loading: 'Die Sportwetten werden geladen',
  unavailable: {
    title: 'Die Sportwetten sind nicht verfügbar',
    text: 'Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  },
};
