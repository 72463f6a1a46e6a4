import type { SportStrings } from './en.js';

export const SPORT_RO: SportStrings = {
  nav: 'Sporturi',
  allSports: 'Toate sporturile',
  frameTitle: 'Pariuri sportive',
  loading: 'Se încarcă pariurile sportive',
  unavailable: {
    title: 'Pariurile sportive nu sunt disponibile',
    text: 'Încearcă din nou peste câteva minute.',
  },
};
