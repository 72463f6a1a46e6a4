/** The i18next namespace of the shops' and the catch game's strings. */
export const PROMOTIONS_NAMESPACE = 'promotions';
