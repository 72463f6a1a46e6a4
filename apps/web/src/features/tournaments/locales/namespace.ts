/** The i18next namespace of the tournaments' strings. */
export const TOURNAMENTS_NAMESPACE = 'tournaments';
