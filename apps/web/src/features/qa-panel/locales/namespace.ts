/** The i18next namespace of the QA panel's strings. */
export const QA_PANEL_NAMESPACE = 'qaPanel';
