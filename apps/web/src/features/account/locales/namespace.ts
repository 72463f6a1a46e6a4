/** The i18next namespace of the account area's own strings. */
export const ACCOUNT_NAMESPACE = 'account';
