import type { ContentStrings } from './en.js';

export const CONTENT_RO: ContentStrings = {
  faq: {
    title: 'Întrebări frecvente',
    lead: 'Răspunsuri rapide despre cont, plăți, bonusuri și joc.',
    empty: 'Încă nu sunt întrebări aici.',
    more: 'Mai ai nevoie de ajutor? Echipa de suport răspunde non-stop în chatul live.',
  },
};
