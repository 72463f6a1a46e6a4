/** The i18next namespace of the installed app's strings. */
export const PWA_NAMESPACE = 'pwa';
