/** The i18next namespace of the search modal's strings. */
export const SEARCH_NAMESPACE = 'search';
