/** The i18next namespace of the styleguide's own strings. */
export const STYLEGUIDE_NAMESPACE = 'styleguide';
