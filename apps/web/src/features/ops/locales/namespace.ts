/** The i18next namespace of the ops page's strings. */
export const OPS_NAMESPACE = 'ops';
