/** The i18next namespace of the gamification feature's strings. */
export const GAMIFICATION_NAMESPACE = 'gamification';
