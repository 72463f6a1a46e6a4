/** The i18next namespace of the sportsbook section's strings. */
export const SPORT_NAMESPACE = 'sport';
