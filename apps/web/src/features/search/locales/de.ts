import type { SearchStrings } from './en.js';

export const SEARCH_DE: SearchStrings = {
  title: 'Spiele suchen',
  field: 'Spiel oder Anbieter',
  placeholder: 'Nach Spiel oder Anbieter suchen',
  clear: 'Suche löschen',
  minLength: 'Gib mindestens {{min}} Zeichen ein, um zu suchen.',
  hint: 'Finde ein Spiel über seinen Namen oder alle Spiele eines Anbieters.',
  results: 'Suchergebnisse',
  providers: 'Anbieter',
  games: 'Spiele',
  resultsCount: 'Gefundene Spiele: {{games}}. Gefundene Anbieter: {{providers}}.',
  noResultsHint: 'Prüfe die Schreibweise oder suche nach einem Anbieter.',
  moreResults: 'Das sind die besten Treffer. Gib mehr ein, um sie einzugrenzen.',
  back: 'Zurück zu den Ergebnissen',
  providerCount: 'Spiele: {{games}}',
  providerAnnouncement: '{{name}}. Spiele: {{games}}.',
  recent: {
    title: 'Letzte Suchen',
    games: 'Spiele',
    providers: 'Anbieter',
    clearAll: 'Alle löschen',
    remove: '{{text}} aus den letzten Suchen entfernen',
  },
};
