/** The i18next namespace of the bonus screens' own strings. */
export const BONUSES_NAMESPACE = 'bonuses';
