import type { SearchStrings } from './en.js';

export const SEARCH_RO: SearchStrings = {
  title: 'Caută jocuri',
  field: 'Joc sau furnizor',
  placeholder: 'Caută după joc sau furnizor',
  clear: 'Șterge căutarea',
  minLength: 'Scrie cel puțin {{min}} caractere pentru a căuta.',
  hint: 'Găsește un joc după nume sau toate jocurile unui furnizor.',
  results: 'Rezultatele căutării',
  providers: 'Furnizori',
  games: 'Jocuri',
  resultsCount: 'Jocuri găsite: {{games}}. Furnizori găsiți: {{providers}}.',
  noResultsHint: 'Verifică ortografia sau caută un furnizor.',
  moreResults: 'Acestea sunt cele mai bune potriviri. Scrie mai mult pentru a le restrânge.',
  back: 'Înapoi la rezultate',
  providerCount: 'Jocuri: {{games}}',
  providerAnnouncement: '{{name}}. Jocuri: {{games}}.',
  recent: {
    title: 'Căutări recente',
    games: 'Jocuri',
    providers: 'Furnizori',
    clearAll: 'Șterge tot',
    remove: 'Elimină {{text}} din căutările recente',
  },
};
