/** The i18next namespace of the loyalty programme's strings. */
export const LOYALTY_NAMESPACE = 'loyalty';
