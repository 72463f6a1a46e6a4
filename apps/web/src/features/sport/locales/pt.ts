import type { SportStrings } from './en.js';

export const SPORT_PT: SportStrings = {
  nav: 'Desportos',
  allSports: 'Todos os desportos',
  frameTitle: 'Apostas desportivas',
  loading: 'A carregar as apostas desportivas',
  unavailable: {
    title: 'As apostas desportivas não estão disponíveis',
    text: 'Tente de novo dentro de alguns minutos.',
  },
};
