/** The i18next namespace of the content pages' strings. */
export const CONTENT_NAMESPACE = 'content';
