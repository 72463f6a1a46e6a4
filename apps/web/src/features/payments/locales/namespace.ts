/** The i18next namespace of the payments feature's own strings. */
export const PAYMENTS_NAMESPACE = 'payments';
